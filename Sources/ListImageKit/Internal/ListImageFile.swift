import Foundation
import ListCore
import ListPlumbing

/// How an image file is opened: only a regular file is read, never a FIFO, socket, device or folder (opened without
/// blocking, so a FIFO cannot hang a run), and never more than the file-size limit. A file found by name in an asset
/// folder (a spec's `"image"`, `UIImage(named:)`) is also never opened through a symbolic link; a path the caller
/// names itself (`UIImage(contentsOfFile:)`) may be one, as any path a user names.
///
/// ```swift
/// let data = try ListImageFile.read("assets/avatar@2x.png", followingLinks: false, limit: 32 << 20)
/// ```
enum ListImageFile {
    /// The reason a link is refused, for messages that name the link.
    static let linkReason =
        "is a symbolic link: an image found by name is never read through a link (copy the file into the folder)"

    /// Reads the regular file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - followingLinks: whether a final symbolic link is followed (a path the caller named) or refused (a file
    ///     found in an asset folder; the folders on its way are checked by ``DataPath``).
    ///   - limit: the largest file read.
    /// - Returns: the bytes.
    /// - Throws: ``ListImageError`` naming `path`: missing, a link (when not followed), not a regular file, too
    ///   large, unreadable.
    static func read(_ path: String, followingLinks: Bool, limit: Int) throws(ListImageError) -> Data {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP, !followingLinks { throw ListImageError(path: path, reason: linkReason) }
            throw ListImageError(path: path, reason: InputFile.reason(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ListImageError(path: path, reason: InputFile.reason(errno)) }
        if let refusal = refusal(mode: info.st_mode) { throw ListImageError(path: path, reason: refusal) }
        guard info.st_size <= limit else {
            throw ListImageError(path: path, reason: "larger than the limit of \(limit) bytes")
        }
        do {
            return try InputFile.readAll(descriptor, path: path, limit: limit)
        } catch {
            throw ListImageError(path: path, reason: error.reason)
        }
    }

    /// Why a file of this mode is not read as an image, or `nil` for a regular file.
    static func refusal(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a folder, not an image file"
        case S_IFLNK: linkReason
        default: "is not a regular file (a FIFO, socket or device): an image is read only from a regular file"
        }
    }
}
