import Foundation
import ListPlumbing
import ListTestSupport
import Testing

/// `InputFile.read` returns a file's bytes exactly, whatever its size against the 64 KiB it reads at a time (a buffer
/// it no longer zeroes first), and refuses a file over the limit: seeded random contents of sizes around and across
/// the chunk boundaries, read whole, at a limit of exactly their size, and one byte under it.
@Suite struct InputFileTests {
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 131_072, 200_003, -1, -2, -3, -4, -5, -6])
    func test_whenAFileIsRead_thatItsBytesComeBackExactly_andTheLimitHolds(_ given: Int) throws {
        var rng = SplitMix64(seed: UInt64(bitPattern: Int64(given)) &+ 17)
        let size = given >= 0 ? given : Int.random(in: 0...300_000, using: &rng)
        let bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("input.bin")
        try bytes.write(to: url)
        #expect(try InputFile.read(url.path) == bytes, "\(size) bytes")
        #expect(try InputFile.read(url.path, limit: size) == bytes, "\(size) bytes at a limit of \(size)")
        if size > 0 {
            #expect(throws: InputFileError.self, "\(size) bytes at a limit of \(size - 1)") {
                try InputFile.read(url.path, limit: size - 1)
            }
        }
    }
}
