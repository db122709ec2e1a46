import Foundation
import ListCore
import Testing

@Suite struct AtomicFileTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func test_whenWriting_thatFileHasTheBytes_andNoTemporaryFileRemains() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("nested/out.bin")
        try AtomicFile.write(Data([1, 2, 3]), to: url)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["out.bin"])
    }

    @Test func test_whenBodyFails_thatOldFileIsKept_andTemporaryFileIsRemoved() throws {
        struct Boom: Error {}
        let folder = try temporaryFolder()
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
        let folder = try temporaryFolder()
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
}
