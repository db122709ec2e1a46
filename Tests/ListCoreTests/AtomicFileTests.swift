import Foundation
import ListCore
import ListPlumbing
import ListTestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func test_whenWriting_thatFileHasTheBytes_andNoTemporaryFileRemains() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("nested/out.bin")
        try AtomicFile.write(Data([1, 2, 3]), to: url)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["out.bin"])
    }

    @Test func test_whenBodyFails_thatOldFileIsKept_andTemporaryFileIsRemoved() throws {
        struct Boom: Error {}
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("out.bin")
        try AtomicFile.write(Data([9]), to: url)
        #expect(throws: AtomicFileError.self) {
            try AtomicFile.write(to: url) { temporary in
                try Data([1, 2]).write(to: temporary)
                throw Boom()
            }
        }
        #expect(try Data(contentsOf: url) == Data([9]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
    }

    @Test func test_whenFolderCannotBeCreated_thatErrorNamesThePath() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        let url = blocker.appendingPathComponent("out.png")
        do {
            try AtomicFile.write(Data([1]), to: url)
            Issue.record("writing under a regular file should fail")
        } catch let error as AtomicFileError {
            #expect(error.path == url.path)
            #expect(error.description.hasPrefix("cannot write \(url.path): cannot create the folder"))
        }
    }

    @Test func test_whenTheOutputIsASymlink_thatItsTargetIsWritten_andTheLinkStays() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let target = folder.appendingPathComponent("target.bin")
        try Data([9]).write(to: target)
        let link = folder.appendingPathComponent("link.bin")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.bin")
        try AtomicFile.write(Data([1, 2]), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.bin")
        #expect(try Data(contentsOf: target) == Data([1, 2]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.bin", "target.bin"])
    }

    @Test func test_whenTheOutputIsADanglingSymlink_thatTheMissingTargetIsCreatedInItsFolder() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "elsewhere/new.png")
        try AtomicFile.write(Data([7]), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "elsewhere/new.png")
        #expect(try Data(contentsOf: elsewhere.appendingPathComponent("new.png")) == Data([7]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["new.png"])
    }

    @Test func test_whenTheOutputIsAFIFO_thatTheBytesAreStreamedIntoIt_andItStaysAFIFO() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let received = LockedBytes()
        let reader = Thread { received.set((try? InputFile.read(fifo.path)) ?? Data([0xFF])) }
        reader.start()
        try AtomicFile.write(to: fifo) { temporary in try Data([4, 5, 6]).write(to: temporary) }
        while !received.isSet { usleep(1_000) }
        #expect(received.value == Data([4, 5, 6]))
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }

    @Test func test_whenTheOutputIsAFolder_thatItIsRefused_andTheFolderKeepsItsFiles() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let inside = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data([1]).write(to: inside.appendingPathComponent("keep"))
        #expect(throws: AtomicFileError(path: inside.path, reason: "it is a folder, expected a file")) {
            try AtomicFile.write(Data([2]), to: inside)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: inside.path) == ["keep"])
    }

    @Test func test_whenASymlinkLoops_thatItIsRefused() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let a = folder.appendingPathComponent("a")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b").path, withDestinationPath: "a")
        #expect(throws: AtomicFileError(path: a.path, reason: "too many levels of symbolic links")) {
            try AtomicFile.write(Data([2]), to: a)
        }
    }

    @Test func test_whenAFileIsReplaced_thatItKeepsItsPermissions() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("script.sh")
        try Data([1]).write(to: url)
        #expect(chmod(url.path, 0o751) == 0)
        try AtomicFile.write(Data([2]), to: url)
        var info = stat()
        #expect(stat(url.path, &info) == 0 && info.st_mode & 0o777 == 0o751)
    }

    @Test func test_whenADeadRunLeftATemporaryFile_thatTheNextWriteRemovesIt_butNotALiveRunsOrAnotherName() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let uuid = UUID().uuidString
        let dead = ".out.png.999999999-\(uuid).tmp"  // no such process
        let old = ".out.png.\(uuid).tmp"  // an earlier version's name
        let live = ".out.png.\(getppid())-\(uuid).tmp"  // a running process
        let other = ".other.png.999999999-\(uuid).tmp"
        for name in [dead, old, live, other] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name).appendingPathComponent("frames"), withIntermediateDirectories: true)
        }
        try AtomicFile.write(Data([1]), to: folder.appendingPathComponent("out.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [live, other, "out.png"].sorted())
    }
}

/// Bytes handed from a reader thread to the waiting one.
private final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }

    func set(_ newValue: Data) { lock.withLock { data = newValue } }
}
