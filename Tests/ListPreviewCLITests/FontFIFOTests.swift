import Foundation
import ListTestSupport
import Testing

/// Issue 37: a FIFO named like a pinned font in the font folder (`LISTPREVIEW_FONT_DIR`), or given as `--font`, hung
/// the run — opening a FIFO blocks until a writer comes. It is refused without being opened, with an error naming it.
@Suite struct FontFIFOTests {
    private static let cjk = """
        { "viewport": { "width": 120, "height": 40, "scale": 1 },
          "sections": [ { "items": [ { "width": 120, "height": 40, "text": "漢字" } ] } ] }
        """

    @Test func test_whenAPinnedFontInTheFontFolderIsAFIFO_thatTextNeedingItIsAnErrorNamingTheFile_withoutHanging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.cjk, to: "specs/cjk.json")
        try FileManager.default.createDirectory(at: folder.file("fonts"), withIntermediateDirectories: true)
        // The system font's faces are there (copied from where this run finds them); the font the text needs is a
        // FIFO; the other fallbacks are absent (reported after it).
        try Self.copySystemFaces(to: folder.file("fonts"))
        #expect(mkfifo(folder.file("fonts/NotoSansCJK-Regular.ttc").path, 0o600) == 0)
        let environment = ["LISTPREVIEW_FONT_DIR": folder.file("fonts").path]
        let fifo = "fonts/NotoSansCJK-Regular.ttc: is a FIFO, socket or device, not a font file (refused without opening it)"
        let render = try CommandRunner.run(["render", "specs/cjk.json", "-o", "out.png"], in: folder.url,
                                           environment: environment, timeout: 60)
        #expect(!render.signaled, "render hung on the FIFO")
        #expect(render.status == 2, "\(render.standardError)")
        #expect(render.standardError.contains(fifo), "\(render.standardError)")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url, environment: environment, timeout: 60)
        #expect(!record.signaled, "record hung on the FIFO")
        #expect(record.status == 2, "\(record.standardOutput)")
        #expect(record.standardOutput.contains(fifo), "\(record.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/cjk.png").path))
    }

    /// Copies the system font's files (Inter Display, from `LISTPREVIEW_FONT_DIR` or Debian's folder) into `folder`.
    static func copySystemFaces(to folder: URL) throws {
        let source = ProcessInfo.processInfo.environment["LISTPREVIEW_FONT_DIR"] ?? "/usr/share/fonts/opentype/inter"
        let names = try FileManager.default.contentsOfDirectory(atPath: source)
            .filter { $0.hasPrefix("InterDisplay-") && $0.hasSuffix(".otf") }.sorted()
        #expect(names.count == 18, "the system font's 18 faces in \(source)")
        for name in names {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: source).appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    @Test func test_whenTheFontOptionNamesAFIFO_thatItIsRefusedWithoutHanging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.cjk, to: "cjk.json")
        #expect(mkfifo(folder.file("pipe.ttf").path, 0o600) == 0)
        let render = try CommandRunner.run(["render", "cjk.json", "-o", "out.png", "--font", "pipe.ttf"], in: folder.url,
                                           timeout: 60)
        #expect(!render.signaled, "render hung on the FIFO")
        #expect(render.status == 2, "\(render.standardError)")
        #expect(render.standardError.contains(
            "pipe.ttf: is a FIFO, socket or device, not a font file (refused without opening it)"), "\(render.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.png").path))
    }
}
