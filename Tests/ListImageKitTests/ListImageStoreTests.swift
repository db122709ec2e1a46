import Foundation
import ListImageKit
import ListTestSupport
import Testing

@Suite struct ListImageStoreTests {
    typealias F = ImageFixtures

    private func folder(_ files: [String: Data]) throws -> TemporaryFolder {
        let temporary = try TemporaryFolder()
        for (name, data) in files {
            let url = temporary.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return temporary
    }

    @Test func test_whenAnImageIsAskedForManyTimes_fromManyThreads_thatItIsDecodedOnce() async throws {
        let temporary = try folder(["a.png": F.png(width: 2, height: 1, pixels: [F.argb(1, 2, 3), F.argb(4, 5, 6)])])
        defer { temporary.remove() }
        let store = ListImageStore()
        let path = temporary.url.appendingPathComponent("a.png").path
        let images = await withTaskGroup(of: ListImage?.self) { group in
            for _ in 0..<16 { group.addTask { try? store.image(contentsOfFile: path) } }
            var all: [ListImage?] = []
            for await image in group { all.append(image) }
            return all
        }
        #expect(images.count == 16)
        #expect(Set(images.compactMap { $0 }).count == 1)
        #expect(store.decodeCount == 1)
        _ = try store.image(named: "a", in: [temporary.url.path])
        #expect(store.decodeCount == 1)
    }

    @Test func test_whenANameHasScaledFiles_thatTheScreenScaleIsPreferred_andSetsThePointSize() throws {
        let one = F.png(width: 4, height: 4, pixels: Array(repeating: F.argb(255, 0, 0), count: 16))
        let two = F.png(width: 8, height: 8, pixels: Array(repeating: F.argb(0, 255, 0), count: 64))
        let temporary = try folder(["icons/star.png": one, "icons/star@2x.png": two])
        defer { temporary.remove() }
        let store = ListImageStore()
        let atTwo = try store.image(named: "icons/star", in: [temporary.url.path], scale: 2)
        #expect(atTwo.scale == 2 && atTwo.size == CGSize(width: 4, height: 4) && atTwo.pixel(x: 0, y: 0) == F.argb(0, 255, 0))
        let atOne = try store.image(named: "icons/star.png", in: [temporary.url.path], scale: 1)
        #expect(atOne.scale == 1 && atOne.pixelWidth == 4 && atOne.pixel(x: 0, y: 0) == F.argb(255, 0, 0))
        let atThree = try store.image(named: "icons/star", in: [temporary.url.path], scale: 3)
        #expect(atThree.scale == 2)
        let byPath = try store.image(contentsOfFile: temporary.url.appendingPathComponent("icons/star@2x.png").path)
        #expect(byPath.scale == 2 && byPath.size == CGSize(width: 4, height: 4))
    }

    /// A named image is named by the file found inside its asset folder, never by where that folder is on this
    /// machine: the name is what golden sidecars record, and a sidecar recorded in one checkout is read in another.
    @Test func test_whenAnImageIsFoundByName_thatItIsNamedByItsFileInsideTheFolder_notByAnAbsolutePath() throws {
        let one = F.png(width: 4, height: 4, pixels: Array(repeating: F.argb(255, 0, 0), count: 16))
        let two = F.png(width: 8, height: 8, pixels: Array(repeating: F.argb(0, 255, 0), count: 64))
        let temporary = try folder(["icons/star.png": one, "icons/star@2x.png": two])
        defer { temporary.remove() }
        let store = ListImageStore()
        #expect(try store.image(named: "icons/star", in: [temporary.url.path], scale: 2).name == "icons/star@2x.png")
        #expect(try store.image(named: "icons/star.png", in: [temporary.url.path], scale: 1).name == "icons/star.png")
        // The same file asked for by path first (the cache keeps one decode) is still named by its folder's file.
        let path = temporary.url.appendingPathComponent("icons/star@2x.png").path
        #expect(try store.image(contentsOfFile: path).name == path)
        #expect(try store.image(named: "icons/star", in: [temporary.url.path], scale: 3).name == "icons/star@2x.png")
    }

    /// Pins 135fc97: the preferred `@Nx` file comes from the scale rounded up and clamped to 1…3 as a Double before
    /// its Int conversion, so a finite scale beyond Int's range (1e300, `greatestFiniteMagnitude`), an infinite or
    /// NaN one, a negative or a tiny one never traps and picks a file as the nearest sane scale would.
    @Test(arguments: [
        (1e300, 3), (.greatestFiniteMagnitude, 3), (.infinity, 1), (-.infinity, 1), (.nan, 1),
        (-1e300, 1), (0, 1), (0.000001, 1), (1.5, 2), (2, 2), (2.01, 3), (9.2e18, 3),
    ] as [(Double, Double)])
    func test_whenTheScaleIsExtreme_thatTheLookupClampsItInsteadOfTrapping(scale: Double, picked: Double) throws {
        let files = [1, 2, 3].reduce(into: [String: Data]()) { files, factor in
            let side = 2 * factor
            let pixels = Array(repeating: F.argb(UInt32(factor), 0, 0), count: side * side)
            files[factor == 1 ? "dot.png" : "dot@\(factor)x.png"] = F.png(width: side, height: side, pixels: pixels)
        }
        let temporary = try folder(files)
        defer { temporary.remove() }
        let image = try ListImageStore().image(named: "dot", in: [temporary.url.path], scale: scale)
        #expect(image.scale == picked)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.pixel(x: 0, y: 0) == F.argb(UInt32(picked), 0, 0))
    }

    @Test func test_whenANameIsMissing_orASystemName_thatAMarkedPlaceholderOfTheDefaultSizeComesBack() throws {
        let temporary = try folder([:])
        defer { temporary.remove() }
        let store = ListImageStore()
        let missing = try store.image(named: "nothing", in: [temporary.url.path])
        #expect(missing.kind == .placeholder(.missing) && missing.name == "nothing")
        #expect(missing.size == CGSize(width: 24, height: 24) && missing.argb32.isEmpty)
        let symbol = store.systemImage(named: "heart.fill")
        #expect(symbol.kind == .placeholder(.systemName) && symbol.size == ListImage.placeholderSize)
        #expect(store.decodeCount == 0)
    }

    @Test func test_whenANamedFileIsCorrupt_thatTheErrorNamesIt_orThePlaceholderSaysWhy() throws {
        let temporary = try folder(["bad.png": Data("not an image".utf8)])
        defer { temporary.remove() }
        let store = ListImageStore()
        let path = temporary.url.appendingPathComponent("bad.png").path
        let reason = "not a PNG, JPEG or WebP file (it starts with 6E 6F 74 20 61 6E 20 69)"
        #expect(throws: ListImageError(path: path, reason: reason)) {
            try store.image(named: "bad", in: [temporary.url.path])
        }
        let placeholder = store.imageOrPlaceholder(named: "bad", in: [temporary.url.path])
        #expect(placeholder.kind == .placeholder(.unreadable("\(path): \(reason)")))
        #expect(store.decodeCount == 1)
    }

    @Test func test_whenANameWouldLeaveItsFolder_thatItIsRefused() throws {
        let outside = try folder(["secret.png": F.png(width: 1, height: 1, pixels: [F.argb(1, 1, 1)])])
        defer { outside.remove() }
        let assets = try folder([:])
        defer { assets.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: assets.url.appendingPathComponent("link.png").path,
            withDestinationPath: outside.url.appendingPathComponent("secret.png").path
        )
        let store = ListImageStore()
        for name in ["../secret", "/etc/passwd", "a/./b", "", "a//b"] {
            #expect(throws: ListImageError.self) { try store.image(named: name, in: [assets.url.path]) }
        }
        #expect(throws: ListImageError.self) { try store.image(named: "link", in: [assets.url.path]) }
        #expect(store.decodeCount == 0)
    }

    @Test func test_whenAFileIsMissing_byPath_thatTheErrorNamesIt() {
        #expect(throws: ListImageError(path: "/nonexistent/x.png", reason: "no such file")) {
            try ListImageStore().image(contentsOfFile: "/nonexistent/x.png")
        }
    }
}
