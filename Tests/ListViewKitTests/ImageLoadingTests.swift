import Foundation
import ListCore
import ListImageKit
import ListViewKit
import Testing

/// UIImage(named:) and UIImage(contentsOfFile:) load through ListImageKit (ListImageStore.shared): the sample assets
/// (Samples/assets: avatar@2x.png is 80×80 pixels, photo.png 300×200), their scale from the file name, and a marked
/// placeholder instead of nil for what cannot be loaded.
@MainActor
@Suite(.serialized) struct ImageLoadingTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/assets").path

    @Test func test_whenAnImageIsNamed_thatTheScaledFileIsFoundInTheAssetFolders_andSizesTheImageView() throws {
        ListViewImage.assetFolders = [Self.assets]
        defer { ListViewImage.assetFolders = [] }
        let avatar = try #require(UIImage(named: "avatar"))
        #expect(avatar.placeholderReason == nil)
        #expect(avatar.scale == 2 && avatar.size == CGSize(width: 40, height: 40))
        #expect(avatar.bitmap?.pixelWidth == 80)
        let view = UIImageView(image: avatar)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        let node = view.snapshot()
        #expect(node.image?.image == avatar.bitmap)
        #expect(node.image?.rect == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func test_whenAFileIsLoadedByPath_thatItsPixelsAndPointSizeComeFromTheFile() throws {
        let photo = try #require(UIImage(contentsOfFile: Self.assets + "/photo.png"))
        #expect(photo.placeholderReason == nil)
        #expect(photo.size == CGSize(width: 300, height: 200) && photo.scale == 1)
        #expect(photo.bitmap == (try ListImageStore.shared.image(contentsOfFile: Self.assets + "/photo.png")))
    }

    @Test func test_whenAnImageCannotBeLoaded_thatAMarkedPlaceholderOfTheDefaultSizeComesBackNotNil() throws {
        let missing = try #require(UIImage(named: "no-such-image", in: [Self.assets]))
        #expect(missing.bitmap == nil && missing.size == ListImage.placeholderSize)
        #expect(missing.placeholderReason == "missing")
        let path = Self.assets + "/none.png"
        let unreadable = try #require(UIImage(contentsOfFile: path))
        #expect(unreadable.bitmap == nil && unreadable.size == ListImage.placeholderSize)
        #expect(unreadable.placeholderReason?.contains(path) == true)
        let escaping = try #require(UIImage(named: "../assets/photo", in: [Self.assets]))
        #expect(escaping.bitmap == nil)
    }

    /// Issue 27: a name is never read through a symbolic link below its folder, and a FIFO never hangs: in Swift
    /// both draw the marked placeholder, its reason naming the file (never an error at draw time). A path the code
    /// names (`contentsOfFile:`) follows a link. Links and the FIFO are made in a temporary folder.
    @Test func test_whenANamedFileIsALinkOrAFIFO_thatSwiftGetsAMarkedPlaceholder_andAPathFollowsALink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-tests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("linked.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Self.assets + "/photo.png")
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
        for name in ["linked", "pipe"] {
            let image = try #require(UIImage(named: name, in: [folder.path]))
            #expect(image.bitmap == nil && image.size == ListImage.placeholderSize)
            #expect(image.placeholderReason?.contains(folder.appendingPathComponent("\(name).png").path) == true)
        }
        let fifo = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("pipe.png").path))
        #expect(fifo.bitmap == nil)
        let followed = try #require(UIImage(contentsOfFile: link))
        #expect(followed.size == CGSize(width: 300, height: 200))
    }
}
