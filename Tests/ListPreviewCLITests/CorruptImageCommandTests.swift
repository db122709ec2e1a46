import CListPreviewPNG
import Foundation
import ListTestSupport
import Testing

/// Issue 37: since images are decoded when drawn (not when the spec is read), a PNG whose header is sound but whose
/// data is corrupt was drawn as the placeholder of a missing image and the case passed silently. Now every command
/// that draws the spec refuses it after drawing, naming the spec, the `image` key's JSON path and the file, and
/// writes nothing.
@Suite struct CorruptImageCommandTests {
    /// A 16 × 16 RGBA PNG with a sound signature, IHDR and CRCs, whose IDAT is not zlib data.
    static let corruptPNG: Data = {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = lp_crc32(0, typed, typed.count)
            return withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed
                + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }
        let side = withUnsafeBytes(of: UInt32(16).bigEndian, Array.init)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", side + side + [8, 6, 0, 0, 0])
        png += chunk("IDAT", Array("this is not zlib data at all".utf8))
        png += chunk("IEND", [])
        return Data(png)
    }()

    private static let spec = #"""
        { "viewport": { "width": 60, "height": 60, "scale": 1 },
          "sections": [ { "items": [ { "height": 50, "id": "a",
            "view": { "type": "stack", "children": [ { "type": "image", "image": "cut", "width": 40, "height": 40 } ] } } ] } ],
          "updates": [ { "sections": [ { "items": [ { "height": 30, "id": "a",
            "view": { "type": "stack", "children": [ { "type": "image", "image": "cut", "width": 20, "height": 20 } ] } } ] } ] } ] }
        """#

    private static let message =
        "sections[0].items[0].view.children[0].image: specs/cut.png: not a valid PNG file: IDAT: incorrect header check"

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("specs"), withIntermediateDirectories: true)
        try Self.corruptPNG.write(to: folder.file("specs/cut.png"))
        try folder.write(Self.spec, to: "specs/cut.json")
        return folder
    }

    @Test func test_whenRenderDrawsAnImageCorruptPastItsHeader_thatItExits2NamingThePath_andWritesNothing() throws {
        let folder = try folder()
        defer { folder.remove() }
        let render = try CommandRunner.run(["render", "specs/cut.json", "-o", "still.png"], in: folder.url)
        #expect(render.status == 2, "\(render.standardError)")
        #expect(render.standardError.contains("specs/cut.json: " + Self.message), "\(render.standardError)")
        // Reported once, at the first node that names the file (the update's node names it too).
        #expect(render.standardError.contains("(found when the image was drawn; 1 other node names it)"), "\(render.standardError)")
        #expect(!render.standardError.contains("updates[0]"), "\(render.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("still.png").path))
    }

    @Test(arguments: ["apng", "strip", "frames"])
    func test_whenAnimateDrawsAnImageCorruptPastItsHeader_thatItExits2NamingThePath_andWritesNothing(kind: String) throws {
        let folder = try folder()
        defer { folder.remove() }
        let output = kind == "frames" ? "frames" : "out.png"
        let options = kind == "frames" ? [] : ["--\(kind)"]
        let animate = try CommandRunner.run(
            ["animate", "specs/cut.json", "-o", output, "--fps", "10", "--quiet"] + options, in: folder.url)
        #expect(animate.status == 2, "\(kind): \(animate.standardError)")
        #expect(animate.standardError.contains("specs/cut.json: " + Self.message), "\(kind): \(animate.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file(output).path), "\(kind)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["specs"], "\(kind): temporary output left behind: \(left)")
    }

    @Test func test_whenASuiteDrawsAnImageCorruptPastItsHeader_thatTheCaseIsAnError_andNoGoldenIsWritten() throws {
        let folder = try folder()
        defer { folder.remove() }
        let record = try CommandRunner.run(["record", "specs", "--jobs", "1", "--quiet"], in: folder.url)
        #expect(record.status == 2, "\(record.standardOutput)\(record.standardError)")
        let results = try String(contentsOf: folder.file(".listpreview-artifacts/results.json"), encoding: .utf8)
        #expect(results.contains("\"status\": \"error\""), "\(results)")
        // A suite names the image relative to the current folder, as the user names the spec (results.json is kept by
        // CI: no runner's absolute path in it), once for the two nodes that name it.
        #expect(results.contains("specs/cut.json: " + Self.message + " (found when the image was drawn; 1 other node names it)"),
                "\(results)")
        #expect(!results.contains(folder.url.path), "\(results)")
        #expect(!results.contains("updates[0]"), "\(results)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/cut.png").path))
    }
}
