import Foundation
import ListImageKit
import ListTestSupport
import Testing

/// Issue 37: decoded pixels are kept within one byte budget for the whole run (least recently used released first,
/// decoded again to the same bytes when used again), never released under a draw that uses them, and decoded only
/// when used — naming a file reads and checks its header alone.
@Suite struct ListImageBudgetTests {
    typealias F = ImageFixtures

    /// A 16 × 16 PNG of one colour per `index` (1 KiB decoded).
    private static func tile(_ index: Int) -> (data: Data, pixel: UInt32) {
        let pixel = F.argb(UInt32(index * 20), 255 - UInt32(index * 20), 7)
        return (F.png(width: 16, height: 16, pixels: Array(repeating: pixel, count: 256)), pixel)
    }

    private static let tileBytes = 16 * 16 * 4

    private func tiles(_ count: Int, in folder: TemporaryFolder) throws -> [UInt32] {
        try (0..<count).map { index in
            let tile = Self.tile(index)
            try tile.data.write(to: folder.file("t\(index).png"))
            return tile.pixel
        }
    }

    @Test func test_whenImagesAreNamed_thatNothingIsDecodedUntilTheirPixelsAreUsed() throws {
        try withTemporaryFolder { folder in
            _ = try tiles(3, in: folder)
            let store = ListImageStore()
            let images = try (0..<3).map { try store.image(named: "t\($0)", in: [folder.url.path]) }
            #expect(images.map(\.pixelWidth) == [16, 16, 16] && images[0].size == CGSize(width: 16, height: 16))
            #expect(store.decodeCount == 3 && store.pixelDecodeCount == 0 && store.residentBytes == 0)
            _ = images[1].pixel(x: 0, y: 0)
            #expect(store.pixelDecodeCount == 1 && store.residentBytes == Self.tileBytes)
        }
    }

    @Test func test_whenImagesPassTheBudget_thatTheLeastRecentlyUsedAreReleased_andDecodedAgainToTheSameBytes() throws {
        try withTemporaryFolder { folder in
            let colours = try tiles(4, in: folder)
            let store = ListImageStore(budgetBytes: 2 * Self.tileBytes)
            let images = try (0..<4).map { try store.image(named: "t\($0)", in: [folder.url.path]) }
            for (image, colour) in zip(images, colours) {
                #expect(image.pixel(x: 15, y: 15) == colour)
                #expect(store.residentBytes <= 2 * Self.tileBytes)
            }
            #expect(store.pixelDecodeCount == 4 && store.peakResidentBytes == 2 * Self.tileBytes)
            // t3 and t2 are resident; t3 again is kept, t0 again is decoded again (releasing t2, the older).
            #expect(images[3].argb32 == Array(repeating: colours[3], count: 256))
            #expect(store.pixelDecodeCount == 4)
            #expect(images[0].argb32 == Array(repeating: colours[0], count: 256))
            #expect(store.pixelDecodeCount == 5)
            #expect(images[3].pixel(x: 0, y: 0) == colours[3] && store.pixelDecodeCount == 5)
            #expect(images[2].pixel(x: 0, y: 0) == colours[2] && store.pixelDecodeCount == 6)
            // Lowering the budget releases at once; 0 keeps nothing beyond the use.
            store.budgetBytes = 0
            #expect(store.residentBytes == 0)
            #expect(images[1].pixel(x: 3, y: 3) == colours[1] && store.residentBytes == 0)
        }
    }

    @Test func test_whenAnImageIsInUse_thatTheBudgetNeverReleasesItUnderTheUse() throws {
        try withTemporaryFolder { folder in
            let colours = try tiles(3, in: folder)
            let store = ListImageStore(budgetBytes: Self.tileBytes)
            let images = try (0..<3).map { try store.image(named: "t\($0)", in: [folder.url.path]) }
            images[0].withUnsafeARGB32 { pinned in
                // Two more images pass the budget while t0 is pinned: they are released, t0 is not.
                #expect(images[1].pixel(x: 1, y: 1) == colours[1])
                #expect(images[2].pixel(x: 2, y: 2) == colours[2])
                #expect(store.residentBytes == Self.tileBytes)
                #expect(pinned.count == 256 && pinned.allSatisfy { $0 == colours[0] })
            }
            #expect(store.residentBytes <= Self.tileBytes && store.pixelDecodeCount == 3)
        }
    }

    @Test func test_whenManyThreadsUseImagesThroughASmallBudget_thatEachSeesItsOwnPixels_andTheBudgetHolds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let colours = try tiles(8, in: folder)
        let store = ListImageStore(budgetBytes: 2 * Self.tileBytes)
        let images = try (0..<8).map { try store.image(named: "t\($0)", in: [folder.url.path]) }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var random = SplitMix64(seed: UInt64(task))
                    var wrong = 0
                    for _ in 0..<200 {
                        let index = Int(random.next() % 8)
                        images[index].withUnsafeARGB32 { pixels in
                            if pixels.count != 256 || pixels.contains(where: { $0 != colours[index] }) { wrong += 1 }
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(store.residentBytes <= 2 * Self.tileBytes)
        // Beyond the budget only by images pinned at once (at most one a task).
        #expect(store.peakResidentBytes <= (2 + 16) * Self.tileBytes)
    }

    @Test func test_whenAnImageFromBytesIsDropped_thatItsPixelsLeaveTheBudget() throws {
        let store = ListImageStore()
        do {
            let image = try store.image(data: Self.tile(1).data, name: "bytes", scale: 2)
            #expect(image.size == CGSize(width: 8, height: 8) && store.residentBytes == 0)
            #expect(image.pixel(x: 0, y: 0) == Self.tile(1).pixel && store.residentBytes == Self.tileBytes)
        }
        #expect(store.residentBytes == 0)
        #expect(throws: ListImageError(path: "junk", reason: "not a PNG, JPEG or WebP file (it starts with 6A 75 6E 6B)")) {
            try store.image(data: Data("junk".utf8), name: "junk")
        }
    }

    /// A PNG whose header and chunk structure pass the checks made when it is named, but whose compressed data is
    /// not deflate: found when the pixels are used, remembered, and the pixels are empty (drawn as a placeholder).
    @Test func test_whenAFilesDataIsCorruptPastItsHeader_thatNamingItWorks_andUsingItGivesNoPixelsAndTheReason() throws {
        try withTemporaryFolder { folder in
            var bytes = [UInt8](F.png(width: 4, height: 4, pixels: Array(repeating: F.argb(1, 2, 3), count: 16)))
            let idat = try #require((0..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
            bytes[idat + 4] ^= 0xFF  // the zlib header: no longer deflate (libpng refuses it)
            try Data(bytes).write(to: folder.file("bad.png"))
            let store = ListImageStore()
            let image = try store.image(named: "bad", in: [folder.url.path])
            #expect(image.pixelWidth == 4 && image.decodingFailure == nil)
            #expect(image.argb32.isEmpty && image.pixel(x: 0, y: 0) == 0)
            let failure = try #require(image.decodingFailure)
            #expect(failure.path == folder.file("bad.png").path && failure.reason.hasPrefix("not a valid PNG file: "))
            #expect(store.pixelDecodeCount == 1)
            _ = image.argb32
            #expect(store.pixelDecodeCount == 1)
        }
    }
}
