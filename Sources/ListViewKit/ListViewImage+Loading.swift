import Foundation
import ListCore
import ListImageKit

extension ListViewImage {
    /// UIKit's `UIImage(named:)`: a PNG, JPEG or WebP file looked up by name in ``assetFolders`` and then the
    /// folders of `LISTPREVIEW_ASSETS` (UIKit's main bundle), through `ListImageStore.shared` (each file checked
    /// once per process; its pixels decoded when drawn, within the store's run-wide budget). A name without an
    /// extension tries `.png`, `.jpg`, `.jpeg` and `.webp`, the ``preferredScale``'s `@2x`/`@3x` file first; the
    /// file's suffix sets the scale, so `avatar@2x.png` of 80 pixels is 40 points.
    ///
    /// Unlike UIKit it never returns `nil`: a name no folder has, or a file that is not a readable image, gives a
    /// clearly marked placeholder of 24 × 24 points (its reason in ``placeholderReason``), so a screen with a
    /// missing asset still renders, and shows where the asset is missing. Code written `UIImage(named: "x")!` or
    /// `if let image = UIImage(named: "x")` ports as written.
    ///
    /// ```swift
    /// ListViewImage.assetFolders = ["Tests/Assets"]
    /// let avatar = UIImage(named: "avatar")     // Tests/Assets/avatar@2x.png: 40 × 40 points
    /// ```
    ///
    /// - Parameter name: the image's name: a path inside an asset folder (no leading `/`, no `.` or `..` parts);
    ///   a file reached through a symbolic link below the folder, a FIFO or a folder is a marked placeholder.
    public convenience init?(named name: String) {
        self.init(named: name, in: ListViewImage.assetFolders)
    }

    /// `UIImage(named:)` in the given folders (then `LISTPREVIEW_ASSETS`): the spec road's and tests' form.
    ///
    /// ```swift
    /// let photo = UIImage(named: "photo", in: ["Samples/assets"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: the image's name.
    ///   - folders: the folders to look in, first to last.
    public convenience init?(named name: String, in folders: [String]) {
        let image = ListImageStore.shared.imageOrPlaceholder(
            named: name, in: folders, scale: Double(ListViewImage.preferredScale))
        self.init(listImage: image)
    }

    /// UIKit's `UIImage(contentsOfFile:)`: the PNG, JPEG or WebP file at `path` (its `@2x`/`@3x` suffix sets the
    /// scale), checked once per process and decoded when drawn (within the store's budget). A file that is missing
    /// or not a readable image gives a marked placeholder (never `nil`; see ``init(named:)``), its reason naming the
    /// path.
    ///
    /// The path is one the code names, like a path a user names: a symbolic link is followed. It is still read only
    /// when it is a regular file within the image limits: a FIFO, a device or a folder is a placeholder at once
    /// (never a hang), and the header's size is checked before any pixel is decoded. A name given to
    /// ``init(named:)`` is a path from data instead: never read through a link below its asset folder.
    ///
    /// ```swift
    /// let photo = UIImage(contentsOfFile: "Samples/assets/photo.png")
    /// ```
    ///
    /// - Parameter path: the file's path.
    public convenience init?(contentsOfFile path: String) {
        let image: ListImage
        do {
            image = try ListImageStore.shared.image(contentsOfFile: path)
        } catch {
            image = ListImage(placeholder: .unreadable("\(error)"), name: path)
        }
        self.init(listImage: image)
    }

    /// UIKit's `UIImage(data:scale:)`: a PNG, JPEG or WebP file's bytes (downloaded, bundled, made by a test),
    /// checked within the image limits now (kind, header, size) and decoded when drawn, into the run-wide budget of
    /// `ListImageStore.shared` (the image holds the bytes, not the decoded pixels). Bytes that are not a readable
    /// image give a marked placeholder naming why (never `nil`; see ``init(named:)``), so code written
    /// `if let image = UIImage(data: data)` ports as written and a bad download shows where it landed.
    ///
    /// ```swift
    /// avatarImageView.image = UIImage(data: try Data(contentsOf: avatarFile))
    /// ```
    ///
    /// - Parameters:
    ///   - data: the image file's bytes.
    ///   - scale: pixels per point (1 by default, as UIKit's).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let name = "data (\(data.count) bytes)"
        let image: ListImage
        do {
            guard scale.isFinite, scale > 0 else {
                throw ListImageError(path: name, reason: "the scale must be a positive number, got \(scale)")
            }
            image = try ListImageStore.shared.image(data: data, name: name, scale: Double(scale))
        } catch {
            image = ListImage(placeholder: .unreadable("\(error)"), name: name)
        }
        self.init(listImage: image)
    }

    /// The folders ``init(named:)`` looks in before `LISTPREVIEW_ASSETS` (empty by default; set it once, at the
    /// start of a test run or a sample).
    public static var assetFolders: [String] {
        get { ListImageLookupSettings.shared.read(\.folders) }
        set { ListImageLookupSettings.shared.write { $0.folders = newValue } }
    }

    /// The screen scale whose `@2x`/`@3x` files ``init(named:)`` prefers (2 by default, as a spec's viewport).
    public static var preferredScale: CGFloat {
        get { ListImageLookupSettings.shared.read(\.scale) }
        set {
            ListImageLookupSettings.shared.write { $0.scale = newValue }
            ListScreenSettings.shared.scaleChanged()
        }
    }
}
