import Foundation
import ListCore
import ListPlumbing
import ListTestSupport
import Testing

/// The plumbing of issue 27's rules: files ListPreview derives are never read or replaced through a link, a FIFO
/// or a device; paths from data stay in their folder; derived names fit in 255 bytes; messages escape controls.
@Suite struct DerivedFileTests {
    @Test func test_whenReadingDerivedFiles_thatOnlyRegularFilesAreRead_neverALinkOrAFIFO() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("golden", to: "a.png")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.png").path, withDestinationPath: file.path)
        try FileManager.default.createSymbolicLink(atPath: folder.file("dangling.png").path, withDestinationPath: folder.file("none").path)
        #expect(mkfifo(folder.file("fifo.png").path, 0o600) == 0)
        #expect(try DerivedFile.read(file, limit: 100) == Data("golden".utf8))
        #expect(try DerivedFile.readIfPresent(folder.file("absent.png"), limit: 100) == nil)
        for name in ["link.png", "dangling.png"] {
            let error = #expect(throws: DerivedFileError.self) { try DerivedFile.read(folder.file(name), limit: 100) }
            #expect(error?.reason.hasPrefix("is a symbolic link") == true)
        }
        let fifo = #expect(throws: DerivedFileError.self) { try DerivedFile.read(folder.file("fifo.png"), limit: 100) }
        #expect(fifo?.reason.hasPrefix("is not a regular file") == true)
        #expect(throws: DerivedFileError.self) { try DerivedFile.read(file, limit: 3) }
    }

    @Test func test_whenReplacingDerivedFiles_thatLinksFIFOsFoldersAndLinkedFoldersAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "outside/file")
        try FileManager.default.createDirectory(at: folder.file("specs/__Snapshots__"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("specs/__Snapshots__/a.png").path,
                                                   withDestinationPath: folder.file("outside/file").path)
        #expect(mkfifo(folder.file("specs/__Snapshots__/b.png").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: folder.file("specs/__Snapshots__/c.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("linked").path, withDestinationPath: folder.file("outside").path)
        let base = folder.file("specs")
        try DerivedFile.checkReplaceable(folder.file("specs/__Snapshots__/new.png"), below: base)
        for name in ["a.png", "b.png", "c.png"] {
            #expect(throws: DerivedFileError.self) {
                try DerivedFile.checkReplaceable(folder.file("specs/__Snapshots__/\(name)"), below: base)
            }
        }
        let linked = #expect(throws: DerivedFileError.self) {
            try DerivedFile.checkReplaceable(folder.file("linked/__Snapshots__/x.png"), below: folder.url)
        }
        #expect(linked?.path == folder.file("linked").path)
        // The folder the user named may itself be a link.
        try DerivedFile.checkReplaceable(folder.file("linked/x.png"), below: folder.file("linked"))
    }

    @Test func test_whenAPathComesFromData_thatOnlyRelativePathsWithoutDotDotAreContained() {
        for path in ["a.png", "run-0123456789ab/a.actual.png", "a..b.png"] { #expect(DataPath.isContained(path), "\(path)") }
        for path in ["", "/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a/.", "a/..", "a\0b"] {
            #expect(!DataPath.isContained(path), "\(path)")
        }
    }

    @Test func test_whenAPathFromDataIsResolved_thatItStaysBelowItsFolder_withoutPassingALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "base/run/a.png")
        try folder.write("secret", to: "outside/a.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("base/linked").path, withDestinationPath: folder.file("outside").path)
        let base = folder.file("base")
        #expect(try DataPath.resolve("run/a.png", in: base).get() == base.appendingPathComponent("run/a.png"))
        // A file not there yet resolves too (what accept will create); nothing is opened.
        #expect(try DataPath.resolve("run/new/b.png", in: base).get().lastPathComponent == "b.png")
        let expected: [(String, String)] = [
            ("linked/a.png", "passes through a symbolic link"), ("../outside/a.png", "leaves its folder (`..`)"),
            ("run/../../outside/a.png", "leaves its folder (`..`)"), ("/etc/passwd", "is absolute"),
            ("./run/a.png", "has an empty or `.` component"), ("run//a.png", "has an empty or `.` component"),
            ("", "is empty"), ("a\0b", "holds a NUL byte"),
        ]
        for (path, reason) in expected {
            #expect(throws: DataPathError(path: path, reason: reason), "\(path)") { try DataPath.resolve(path, in: base).get() }
        }
        // The folder the user named may itself be a link: only what lies below it is checked.
        #expect(try DataPath.resolve("a.png", in: folder.file("base/linked")).get().lastPathComponent == "a.png")
        #expect(DataPathError(path: "\u{1B}[2J.png", reason: "is absolute").description == "\"\\x1B[2J.png\": is absolute")
    }

    @Test func test_whenANameIsLong_thatTheDerivedNameFits_isStable_andKeepsLongNamesApart() {
        #expect(FileName.fitting("feed.png", reserving: 53) == "feed.png")
        let long = String(repeating: "é", count: 200) + ".png"
        let fitted = FileName.fitting(long, reserving: 53)
        #expect(fitted.utf8.count <= 255 - 53)
        #expect(fitted == FileName.fitting(long, reserving: 53))
        #expect(fitted.hasPrefix(String(repeating: "é", count: 92)) && fitted.contains("~"))
        #expect(FileName.fitting(long + "x", reserving: 53) != fitted)
        let temporary = TemporaryOutput.name(for: URL(fileURLWithPath: "/tmp/" + long)).lastPathComponent
        #expect(temporary.utf8.count <= 255)
    }

    @Test func test_whenTextHoldsControlCharacters_thatTheTerminalSeesThemEscaped() {
        #expect(TerminalText.escaped("a\u{1B}]0;x\u{07}b\n\tc\u{9B}") == "a\\x1B]0;x\\x07b\n\tc\\x9B")
        #expect(TerminalText.escaped("plain é 漢") == "plain é 漢")
    }
}
