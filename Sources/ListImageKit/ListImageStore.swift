import Foundation
import ListCore
import ListPlumbing

/// The process-wide image cache: each file is read and checked once per process when it is first named (also when
/// several threads ask for it at once) — its kind, its header and its size against ``limits`` — and every later
/// request gets the same image. Errors are remembered too, so a hostile file is refused once, not on every frame.
///
/// Pixels are decoded when an image is drawn or its pixels are read, not when it is named, into a cache of at most
/// ``budgetBytes`` (256 MiB by default, `LISTPREVIEW_IMAGE_BUDGET` in MiB, `--image-budget` on the command line):
/// when decoding another image would pass it, the least recently used pixels are released, and decoded again (the
/// same bytes) if drawn again. Pixels in use by a draw are pinned and never released under it. Bytes given to
/// ``image(data:name:scale:)`` are held by their image and decoded into the same budget.
///
/// `image(named:)` looks a name up in asset folders as `UIImage(named:)` looks in a bundle: the folders given (a
/// spec's folder, a test's), then those of `LISTPREVIEW_ASSETS` (separated by `:`); a name without an extension
/// tries `.png`, `.jpg`, `.jpeg` and `.webp`, each with the `@3x`/`@2x` suffix of the screen scale first. A name that is
/// not found is a placeholder, never an error; a found file that cannot be decoded is an error naming it.
///
/// A name is a path from data (a spec's `"image"`, or a name in code that a pull request's asset folder answers),
/// so it is confined by `DataPath` as every such path is: relative, without `.`, `..` or empty parts, and no symbolic
/// link below the asset folder — the file itself, a linked subfolder, a dangling link — is ever opened; a FIFO, a
/// device or a folder where the file would be is refused. The asset folders themselves are named by the user (the
/// spec's folder, `LISTPREVIEW_ASSETS`, a test's folders) and may be links. A path given to
/// ``image(contentsOfFile:scale:)`` is named by the caller and may be a link, but is still only read when it is a
/// regular file within ``ListImageLimits/maxFileBytes``.
///
/// ```swift
/// let store = ListImageStore.shared
/// let avatar = try store.image(named: "avatar", in: ["Samples/assets"], scale: 2)   // avatar@2x.png, scale 2
/// let photo = try store.image(contentsOfFile: "Samples/assets/photo.jpg")
/// let symbol = store.systemImage(named: "heart.fill")                               // 24×24 placeholder
/// ```
public final class ListImageStore: @unchecked Sendable {
    /// The store every renderer and view uses unless given another, with the run-wide budget of decoded pixels
    /// (`LISTPREVIEW_IMAGE_BUDGET` in MiB, else ``defaultBudgetBytes``; the command line's `--image-budget` sets
    /// ``budgetBytes``).
    public static let shared = ListImageStore(budgetBytes: environmentBudgetBytes)

    /// The bounds each file is checked against.
    public let limits: ListImageLimits

    private let lock = NSLock()
    private var slots: [String: Slot] = [:]
    private var decodes = 0
    /// The decoded pixels of this store's images, within the budget.
    let cache: ListImageCache

    /// Creates an empty store (tests; everything else shares ``shared``).
    ///
    /// - Parameters:
    ///   - limits: the bounds each file is checked against.
    ///   - budgetBytes: the most bytes of decoded pixels kept (``defaultBudgetBytes`` by default).
    public init(limits: ListImageLimits = .default, budgetBytes: Int = ListImageStore.defaultBudgetBytes) {
        self.limits = limits
        self.cache = ListImageCache(budget: budgetBytes)
    }

    /// The folders of the `LISTPREVIEW_ASSETS` environment variable (separated by `:`), in order.
    public static var environmentAssetFolders: [String] {
        guard let value = ProcessInfo.processInfo.environment["LISTPREVIEW_ASSETS"] else { return [] }
        return value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// How many files this store has read and checked (successfully or not): each path counts once. Their pixels
    /// are decoded when drawn (``pixelDecodeCount``).
    public var decodeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodes
    }

    /// The image in a file, read and checked once per process (its pixels decoded when drawn).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - scale: pixels per point (the file name's `@2x`/`@3x` when it has one and `scale` is not given).
    /// - Returns: the image.
    /// - Throws: ``ListImageError`` naming the file (missing, unreadable, not an image, too large, a corrupt header).
    public func image(contentsOfFile path: String, scale: Double? = nil) throws -> ListImage {
        let image = try resolved(path, followingLinks: true)
        return image.withScale(scale ?? Self.scaleSuffix(of: path) ?? 1)
    }

    /// The image a name stands for in asset folders, or a placeholder (``ListImage/PlaceholderReason/missing``)
    /// when no folder has it.
    ///
    /// - Parameters:
    ///   - name: `avatar`, `avatar.png`, `icons/heart`; never absolute and never with a `..` component.
    ///   - folders: the folders to look in before those of `LISTPREVIEW_ASSETS`.
    ///   - scale: the screen scale, whose `@Nx` file is preferred.
    /// - Returns: the image, with the scale of the file found.
    /// - Throws: ``ListImageError`` for a name that would leave its folder or a file found that cannot be decoded.
    public func image(named name: String, in folders: [String], scale: Double = 1) throws -> ListImage {
        if let reason = DataPath.refusal(of: name) {
            throw ListImageError(
                path: name,
                reason: "\(reason): an image name is a path inside the asset folder (relative, without `.`, `..` "
                    + "or links)"
            )
        }
        for folder in folders + Self.environmentAssetFolders {
            for candidate in Self.candidates(for: name, scale: scale) {
                if let path = try Self.file(candidate.file, in: folder) {
                    // Named by the file found inside its folder (`avatar@2x.png`), not by where that folder is on
                    // this machine: the name is what layout sidecars record and explanations compare.
                    return try resolved(path, followingLinks: false).renamed(candidate.file).withScale(candidate.scale)
                }
            }
        }
        return ListImage(placeholder: .missing, name: name)
    }

    /// ``image(named:in:scale:)`` that never throws: an undecodable file is a placeholder too
    /// (``ListImage/PlaceholderReason/unreadable(_:)``), for drawing code that must not fail.
    public func imageOrPlaceholder(named name: String, in folders: [String], scale: Double = 1) -> ListImage {
        do {
            return try image(named: name, in: folders, scale: scale)
        } catch let error as ListImageError {
            return ListImage(placeholder: .unreadable(error.description), name: name)
        } catch {
            return ListImage(placeholder: .unreadable("\(error)"), name: name)
        }
    }

    /// `UIImage(systemName:)`: SF Symbols do not exist headlessly, so every name is a placeholder of
    /// ``ListImage/placeholderSize``, marked as a symbol.
    ///
    /// - Parameter name: the symbol's name (`heart.fill`), kept for sidecars.
    public func systemImage(named name: String) -> ListImage {
        ListImage(placeholder: .systemName, name: name)
    }

    // MARK: - Cache

    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<ListImage, ListImageError>?
    }

    /// The image in `path`, read and checked once per process (a file found by name is never read through a link, a
    /// path the caller named may be one). The key is the file itself: a name reaches this point only for a regular
    /// file reached without a link, so it shares the entry of the same file asked for by path.
    private func resolved(_ path: String, followingLinks: Bool) throws -> ListImage {
        let key = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        lock.lock()
        let slot = slots[key] ?? Slot()
        slots[key] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let result = slot.result { return try result.get().renamed(path) }
        let result = Result { () throws(ListImageError) in
            try checked(path, followingLinks: followingLinks)
        }
        slot.result = result
        lock.lock()
        decodes += 1
        lock.unlock()
        return try result.get()
    }

    /// Reads `path` and checks its header; the image decodes the file again (with the same checks) when drawn.
    private func checked(_ path: String, followingLinks: Bool) throws(ListImageError) -> ListImage {
        let limits = self.limits
        let header = try Self.typed(path) {
            let data = try ListImageFile.read(path, followingLinks: followingLinks, limit: limits.maxFileBytes)
            return try ListImageDecoder.probe(data, path: path, limits: limits)
        }
        let storage = ListImagePixels(cache: cache, bytes: header.decodedBytes) {
            let image = try ListImageDecoder.decode(
                contentsOfFile: path, followingLinks: followingLinks, limits: limits)
            return try Self.pixels(of: image, matching: header, path: path)
        }
        return ListImage(
            format: header.format, name: path, width: header.width, height: header.height, scale: 1, storage: storage)
    }
}
