import Foundation
import ListImageKit
import ListPlumbing
import ListTestSupport
import Testing

/// Issue 27: an image found by name (a spec's `"image"`, `UIImage(named:)`) is a path from data — confined to its
/// asset folder by the one check (`DataPath`), never read through a symbolic link, never from a FIFO, a device or a
/// folder; a path the caller names (`image(contentsOfFile:)`) may be a link but is still only read as a regular file.
/// Every link and FIFO is made inside the test's own temporary folder.
@Suite struct ListImageConfinementTests {
    typealias F = ImageFixtures

    private static let pixel = F.png(width: 1, height: 1, pixels: [F.argb(10, 20, 30)])
    private static let linkReason = "passes through a symbolic link below the asset folder %@: an image found by name "
        + "is never read through a link"

    private func link(_ name: String, in folder: TemporaryFolder, to destination: String) throws {
        let url = folder.file(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    private func reason(_ folder: TemporaryFolder) -> String {
        Self.linkReason.replacingOccurrences(of: "%@", with: folder.url.path)
    }

    @Test func test_whenANamedFileIsALink_evenInsideItsFolder_orDangling_thatItIsRefusedAndNothingIsRead() throws {
        try withTemporaryFolder { outside in
            try Self.pixel.write(to: outside.file("secret.png"))
            try withTemporaryFolder { assets in
                try Self.pixel.write(to: assets.file("real.png"))
                try link("inside.png", in: assets, to: assets.file("real.png").path)
                try link("outside.png", in: assets, to: outside.file("secret.png").path)
                try link("dangling.png", in: assets, to: outside.file("nothing.png").path)
                let store = ListImageStore()
                for name in ["inside", "outside", "dangling"] {
                    #expect(throws: ListImageError(path: assets.file("\(name).png").path, reason: reason(assets))) {
                        try store.image(named: name, in: [assets.url.path])
                    }
                }
                #expect(try store.image(named: "real", in: [assets.url.path]).pixel(x: 0, y: 0) == F.argb(10, 20, 30))
                #expect(store.decodeCount == 1)
            }
        }
    }

    @Test func test_whenASubfolderOnTheWayIsALink_thatTheNameIsRefused_evenIfTheFileBehindItExists() throws {
        try withTemporaryFolder { outside in
            try Self.pixel.write(to: outside.file("heart.png"))
            try withTemporaryFolder { assets in
                try link("icons", in: assets, to: outside.url.path)
                let store = ListImageStore()
                #expect(throws: ListImageError(path: assets.file("icons/heart.png").path, reason: reason(assets))) {
                    try store.image(named: "icons/heart", in: [assets.url.path])
                }
                #expect(store.decodeCount == 0)
            }
        }
    }

    @Test func test_whenAFIFOOrAFolderStandsWhereTheFileWouldBe_thatItIsRefusedWithoutBlocking() throws {
        try withTemporaryFolder { assets in
            #expect(mkfifo(assets.file("pipe.png").path, 0o600) == 0)
            try FileManager.default.createDirectory(at: assets.file("dir.png"), withIntermediateDirectories: true)
            let store = ListImageStore()
            let fifo = "is not a regular file (a FIFO, socket or device): an image is read only from a regular file"
            #expect(throws: ListImageError(path: assets.file("pipe.png").path, reason: fifo)) {
                try store.image(named: "pipe", in: [assets.url.path])
            }
            let folder = ListImageError(path: assets.file("dir.png").path, reason: "is a folder, not an image file")
            #expect(throws: folder) {
                try store.image(named: "dir", in: [assets.url.path])
            }
            // The same by path: the caller named it, yet a FIFO is refused at once (never a hang) and so is a folder.
            #expect(throws: ListImageError(path: assets.file("pipe.png").path, reason: fifo)) {
                try store.image(contentsOfFile: assets.file("pipe.png").path)
            }
            #expect(throws: folder) {
                try store.image(contentsOfFile: assets.file("dir.png").path)
            }
            #expect(store.decodeCount == 2)
        }
    }

    @Test func test_whenTheUserNamedAssetFolderIsItselfALink_orAPathIsNamedByTheCaller_thatLinksAreFollowed() throws {
        try withTemporaryFolder { real in
            try F.png(width: 2, height: 2, pixels: Array(repeating: F.argb(1, 2, 3), count: 4))
                .write(to: real.file("avatar@2x.png"))
            try withTemporaryFolder { links in
                try link("assets", in: links, to: real.url.path)
                try link("photo.png", in: links, to: real.file("avatar@2x.png").path)
                let store = ListImageStore()
                let avatar = try store.image(named: "avatar", in: [links.file("assets").path], scale: 2)
                #expect(avatar.scale == 2 && avatar.size == CGSize(width: 1, height: 1))
                let photo = try store.image(contentsOfFile: links.file("photo.png").path)
                #expect(photo.pixelWidth == 2 && photo.pixel(x: 1, y: 1) == F.argb(1, 2, 3))
            }
        }
    }

    @Test(arguments: [
        ("../secret", "leaves its folder (`..`)"), ("/etc/passwd", "is absolute"),
        ("a/./b", "has an empty or `.` component"), ("", "is empty"), ("a//b", "has an empty or `.` component"),
    ])
    func test_whenANameWouldLeaveItsFolder_thatTheOneRuleSaysWhy(name: String, why: String) throws {
        let rule = "an image name is a path inside the asset folder (relative, without `.`, `..` or links)"
        #expect(throws: ListImageError(path: name, reason: "\(why): \(rule)")) {
            try ListImageStore().image(named: name, in: ["."])
        }
    }
}
