import Foundation

/// What an output path really is, found before anything is written, so that a write never replaces what it should
/// not: a symbolic link is followed to its target, a FIFO or a character device is streamed into, and anything else
/// that is not a regular file is refused.
///
/// ```swift
/// switch try OutputTarget(path: "out.png") {
/// case .file(let path): print("temporary file + rename at", path)
/// case .stream(let path): print("written straight into", path)
/// }
/// ```
package enum OutputTarget: Equatable, Sendable {
    /// A regular file, or nothing yet: written to a temporary file in the same folder, then renamed over `path`
    /// (the resolved path: a symbolic link's final target).
    case file(String)
    /// A FIFO or a character device: opened and written into as it is, never replaced.
    case stream(String)

    /// The most symbolic links followed before giving up (as the kernel's `ELOOP`).
    package static let maximumLinkHops = 40

    /// Resolves `path`.
    ///
    /// - Parameter path: the output path as the user gave it.
    /// - Throws: ``AtomicFileError`` naming `path` when it is a folder, a socket or a block device, or a loop of
    ///   symbolic links.
    package init(path: String) throws {
        // `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` are "magic" links whose text (`pipe:[1234]`) is no path:
        // what they lead to is asked of the kernel, which follows them, and a pipe, terminal or socket is streamed.
        var followed = stat()
        if stat(path, &followed) == 0 {
            let kind = followed.st_mode & S_IFMT
            if kind == S_IFIFO || kind == S_IFCHR || (kind == S_IFSOCK && Self.descriptor(named: path) != nil) {
                self = .stream(path)
                return
            }
        }
        var current = path
        for _ in 0...Self.maximumLinkHops {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR {
                    self = .file(current)
                    return
                }
                throw AtomicFileError(path: path, reason: String(cString: strerror(errno)))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                self = .file(current)
                return
            case S_IFIFO, S_IFCHR:
                self = .stream(current)
                return
            case S_IFLNK:
                current = try Self.linkTarget(of: current, named: path)
            case S_IFDIR:
                throw AtomicFileError(path: path, reason: "it is a folder, expected a file")
            default:
                let kind = (info.st_mode & S_IFMT) == S_IFSOCK ? "a socket" : "a block device or special file"
                throw AtomicFileError(path: path, reason: "it is \(kind); refusing to write to it")
            }
        }
        throw AtomicFileError(path: path, reason: "too many levels of symbolic links")
    }

    /// The open descriptor a path such as `/dev/stdout`, `/dev/fd/3` or `/proc/self/fd/3` stands for, or `nil`.
    package static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
            }
            return nil
        }
    }

    /// The path a symbolic link points to, relative targets taken from the link's folder.
    static func linkTarget(of link: String, named path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw AtomicFileError(path: path, reason: String(cString: strerror(errno))) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        let folder = (link as NSString).deletingLastPathComponent
        return folder.isEmpty ? target : folder + "/" + target
    }
}
