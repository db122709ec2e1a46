import Foundation

/// The files ListPreview derives itself from repository data — goldens, layout sidecars, animation folders and
/// their manifests, artifacts, reports — are read and replaced only when they are what ListPreview writes: a
/// regular file (or a real folder for an animation), never through a symbolic link, a FIFO or a device. Such files
/// come with pull requests and CI artifacts, so a committed link must not make a run read or overwrite a file
/// elsewhere, and a FIFO must not hang it. (Outputs the user names with `-o` keep ``AtomicFile``'s rules instead.)
///
/// ```swift
/// let png = try DerivedFile.read(golden, limit: 1 << 30)      // refuses a link, a FIFO, a device, a folder
/// try DerivedFile.checkReplaceable(golden, below: specFolder)   // before AtomicFile.write(_:to:)
/// ```
package enum DerivedFile {
    /// What is at a path, without following a link.
    package enum Kind: Equatable, Sendable {
        case absent, regular, folder, link, other
    }

    /// What is at `url`, not following a final symbolic link.
    package static func kind(of url: URL) -> Kind {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .absent }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Reads a regular file without following a link and without blocking on a FIFO.
    ///
    /// - Throws: ``DerivedFileError`` for a link, anything but a regular file, a file larger than `limit`, or a
    ///   read error; `no such file` when there is nothing.
    package static func read(_ url: URL, limit: Int) throws(DerivedFileError) -> Data {
        guard let data = try readIfPresent(url, limit: limit) else {
            throw DerivedFileError(path: url.path, reason: "no such file")
        }
        return data
    }

    /// ``read(_:limit:)``, or `nil` when there is no file at `url`.
    package static func readIfPresent(_ url: URL, limit: Int) throws(DerivedFileError) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw refusal(url, .link) }
            throw DerivedFileError(path: url.path, reason: InputFile.reason(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DerivedFileError(path: url.path, reason: InputFile.reason(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw refusal(url, (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other)
        }
        guard info.st_size <= limit else {
            throw DerivedFileError(path: url.path, reason: "larger than the limit of \(limit) bytes")
        }
        do {
            return try InputFile.readAll(descriptor, path: url.path, limit: limit)
        } catch {
            throw DerivedFileError(path: url.path, reason: error.reason)
        }
    }

    /// Checks that ListPreview may create or replace the file at `url`: nothing is there, or a regular file; and no
    /// folder between `base` (exclusive, a folder the user named) and `url` is a link.
    ///
    /// - Throws: ``DerivedFileError`` naming the link, FIFO, device or folder in the way.
    package static func checkReplaceable(_ url: URL, below base: URL?) throws(DerivedFileError) {
        try checkFolders(of: url, below: base)
        switch kind(of: url) {
        case .absent, .regular: return
        case let other: throw refusal(url, other)
        }
    }

    /// Checks that ListPreview may create or replace the folder at `url` (an animation golden): nothing is there,
    /// or a real folder; and no folder between `base` and it is a link.
    package static func checkReplaceableFolder(_ url: URL, below base: URL?) throws(DerivedFileError) {
        try checkFolders(of: url, below: base)
        switch kind(of: url) {
        case .absent, .folder: return
        case let other: throw refusal(url, other)
        }
    }

    /// Checks the folders between `base` (exclusive) and `url` (exclusive): each absent or a real folder.
    package static func checkFolders(of url: URL, below base: URL?) throws(DerivedFileError) {
        let target = url.standardizedPathComponents
        let root = base?.standardizedPathComponents ?? Array(target.dropLast(2))
        guard target.count > root.count, Array(target.prefix(root.count)) == root else { return }
        var folder = URL(fileURLWithPath: NSString.path(withComponents: root))
        for component in target[root.count..<(target.count - 1)] {
            folder.appendPathComponent(component)
            switch kind(of: folder) {
            case .absent: return
            case .folder: continue
            case let other: throw refusal(folder, other)
            }
        }
    }

    private static func refusal(_ url: URL, _ kind: Kind) -> DerivedFileError {
        let what = switch kind {
        case .link: "is a symbolic link"
        case .folder: "is a folder"
        default: "is not a regular file (a FIFO, socket or device)"
        }
        return DerivedFileError(
            path: url.path,
            reason: "\(what): ListPreview reads and replaces its goldens, sidecars and artifacts only as regular files "
                + "it wrote, never through a link (remove it, or record again)")
    }
}

/// A file ListPreview derives itself (a golden, a sidecar, an artifact) that it refuses to read or replace.
package struct DerivedFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or the folder on its way) that is refused.
    package var path: String
    /// Why (`is a symbolic link: …`).
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The path, relative to the working directory when inside it.
    package var displayPath: String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    /// The reason, for a message that already names `url`: the path of the link is added when it is a folder
    /// above `url` rather than `url` itself.
    package func reason(about url: URL) -> String {
        path == url.path ? reason : description
    }

    /// `<path> <reason>` (`Samples/__Snapshots__/feed.png is a symbolic link: …`).
    package var description: String {
        reason.hasPrefix("is ") ? "\(displayPath) \(reason)" : "\(displayPath): \(reason)"
    }
}
