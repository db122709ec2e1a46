import CListPreviewPNG
import Foundation
import ListTestSupport
import Testing

/// Issue 37: decoded images were never released (40 distinct 4 KB PNGs of 4096 × 4096 pixels, each within every
/// per-file limit, peaked at 2.7 GB; about 100 exhausted a 7 GB runner), and every image was decoded when its spec
/// was read. Now pixels are decoded when drawn, into one budget for the run (256 MiB by default), least recently
/// used released first.
@Suite struct ImageBudgetCommandTests {
    /// A 4096 × 4096 PNG of one colour (1-bit palette, about 2 KB): each `index` gives another colour, so another
    /// image; decoded it takes 64 MiB.
    static func largePNG(index: Int) -> Data {
        let side = 4096
        let rows = [UInt8](repeating: 0, count: (side / 8 + 1) * side)  // filter 0, palette index 0 everywhere
        let compressor = lp_deflate_compressor_create(12)!
        defer { lp_deflate_compressor_free(compressor) }
        var compressed = [UInt8](repeating: 0, count: lp_deflate_zlib_bound(compressor, rows.count))
        let count = lp_deflate_zlib_compress(compressor, rows, rows.count, &compressed, compressed.count)
        precondition(count > 0, "deflate")
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = lp_crc32(0, typed, typed.count)
            return withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed
                + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }
        let size = withUnsafeBytes(of: UInt32(side).bigEndian, Array.init)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", size + size + [1, 3, 0, 0, 0])
        png += chunk("PLTE", [UInt8(index * 6 % 256), UInt8(255 - index * 5 % 256), 128, 0, 0, 0])
        png += chunk("IDAT", Array(compressed.prefix(count)))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// A suite of `count` specs, each drawing its own large image in a 40-point image view.
    static func largeImageSuite(_ count: Int, in folder: TemporaryFolder) throws {
        for index in 0..<count {
            let name = String(format: "large%02d", index)
            try largePNG(index: index).write(to: folder.file("specs/assets/\(name).png"))
            try folder.write(#"""
                { "viewport": { "width": 60, "height": 60, "scale": 1 }, "assets": "assets",
                  "sections": [ { "items": [ { "height": 50,
                    "view": { "type": "image", "image": "\#(name)", "width": 40, "height": 40 } } ] } ] }
                """#, to: "specs/\(name).json")
        }
    }

    /// `record` only (debug build: about 8 s of CPU, most of it decoding 40 × 16 million pixels): `verify` of the same
    /// suite peaks alike (docs/SNAPSHOTS.md has both), and `ImageBudgetDrawingTests` shows that released and decoded
    /// again an image draws the same bytes.
    @Test func test_whenASuiteDrawsFortyLargeImages_thatRecordPeaksUnder600MB() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("specs/assets"), withIntermediateDirectories: true)
        try Self.largeImageSuite(40, in: folder)
        #expect(try Data(contentsOf: folder.file("specs/assets/large00.png")).count < 4096)
        let arguments = [folder.file("specs").path, "--artifacts", folder.file("artifacts").path, "--quiet"]
        let record = try CommandRunner.runMeasuringPeakMemory(["record"] + arguments)
        #expect(record.status == 0 && !record.signaled, "\(record.standardError)")
        // More than one decoded image (64 MiB): the measure sees the child's memory.
        #expect(record.peakKiB > 64 << 10 && record.peakKiB < 600 << 10, "record peaked at \(record.peakKiB >> 10) MiB")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.file("specs/__Snapshots__").path)
        #expect(goldens.filter { $0.hasSuffix(".png") }.count == 40)
    }

    @Test(arguments: ["-1", "lots", "1048577", "2.5"])
    func test_whenTheImageBudgetIsNotAWholeNumberOfMiB_thatTheOptionAndTheVariableAreRefused(_ value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            #"{ "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "height": 10 } ] } ] }"#,
            to: "specs/a.json")
        let reason = "expected a whole number of MiB from 0 to 1048576, got \"\(value)\""
        for command in [["render", "specs/a.json", "-o", "a.png"], ["verify", "specs"], ["layout", "specs/a.json"]] {
            let option = try CommandRunner.run(command + ["--image-budget=\(value)"], in: folder.url)
            #expect(option.status == 2 && option.standardError == "error: --image-budget: \(reason)\n",
                    "\(command[0]): \(option.standardError)")
            let variable = try CommandRunner.run(command, in: folder.url, environment: ["LISTPREVIEW_IMAGE_BUDGET": value])
            #expect(variable.status == 2 && variable.standardError.hasSuffix("error: LISTPREVIEW_IMAGE_BUDGET: \(reason)\n"),
                    "\(command[0]): \(variable.standardError)")
        }
        #expect(try CommandRunner.run(["render", "specs/a.json", "-o", "a.png", "--image-budget", "0"], in: folder.url)
            .status == 0)
    }
}
