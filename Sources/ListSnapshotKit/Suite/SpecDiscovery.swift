import Foundation
import ListCore
import ListPlumbing

/// Expands the paths and patterns given to `record` / `verify` into spec files.
///
/// - a file: that file;
/// - a folder: every `.json`, `.yaml` and `.yml` file below it, except inside `__Snapshots__` and hidden folders
///   (names starting with `.`), and except well-formed JSON or YAML whose top level is an array (the inputs of
///   `listpreview diff`). Nothing else is skipped: a truncated or unparsable file, or one whose name is not
///   UTF-8, is still a case, which fails as an `error` naming what is wrong;
/// - a pattern with `*`, `?` or `[`: the files it matches (shell `glob` rules), taken as specs.
///
/// What the user names may be a symbolic link; what discovery *finds* never is followed (docs/SNAPSHOTS.md, "Hostile
/// repositories"): a link found in a folder — a spec file that is a link (to a file anywhere, dangling, to a FIFO or
/// a device), or a subfolder that is a link (`specs/vendor -> ../../outside`) — and a glob match that passes through
/// a link below the pattern's fixed folder are *refused*: each is listed among the specs, so that it becomes an
/// `error` case naming it, but it is never opened, and nothing is read, written or pruned through it.
///
/// The result is sorted by path and free of duplicates, so shards are stable.
public enum SpecDiscovery {
    /// The specs a run found: every spec in order, refused ones included, and why each refused one is refused.
    public struct Found: Sendable {
        /// Every spec, sorted by path, with the refused links in their place (each an `error` case, never read).
        public var specs: [URL]
        /// Why each refused spec is refused, by its standardized path.
        public var refusals: [String: String]

        /// Why `spec` is refused (a link found in a suite folder), or `nil` when it may be read.
        public func refusal(of spec: URL) -> String? { refusals[spec.standardizedFilePath] }

        /// The specs that may be read.
        public var readable: [URL] { specs.filter { refusal(of: $0) == nil } }
    }

    /// The spec files named by `arguments` that may be read (the links discovery refuses are left out: use
    /// ``discover(_:)`` to report them).
    ///
    /// - Throws: ``SnapshotError/noSpecs(_:)`` naming an argument that yields no spec.
    public static func specs(for arguments: [String]) throws -> [URL] {
        try discover(arguments).readable
    }

    /// The spec files named by `arguments`, and the links found among them that are refused.
    ///
    /// - Throws: ``SnapshotError/noSpecs(_:)`` naming an argument that yields no spec (a refused link counts as
    ///   one), ``SnapshotError/ambiguousSpecNames(_:)`` for names that differ only in Unicode normalisation.
    public static func discover(_ arguments: [String]) throws -> Found {
        // Paths are kept by their bytes: Swift's `String` equality is canonical equivalence, under which two files
        // whose names differ only in Unicode normalisation (NFC `café`, NFD `café`) would be one.
        var found: [[UInt8]: String] = [:]
        var canonical: [String: String] = [:]
        var refusals: [String: String] = [:]
        var named = Set<String>()
        for argument in arguments {
            let matches = specs(for: argument)
            guard !matches.isEmpty else { throw SnapshotError.noSpecs(argument) }
            for (url, refusal) in matches {
                let path = url.standardizedFilePath
                if let refusal { refusals[path] = refusals[path] ?? refusal } else { named.insert(path) }
                guard found.updateValue(path, forKey: Array(path.utf8)) == nil else { continue }
                if let other = canonical.updateValue(path, forKey: path) {
                    throw SnapshotError.ambiguousSpecNames([other, path].map { ReportText.terminal(SnapshotSuite.displayName(of: URL(fileURLWithPath: $0))) })
                }
            }
        }
        // A link the user also names itself (`verify specs specs/linked.json`) is the user's choice.
        for path in named { refusals[path] = nil }
        return Found(specs: found.values.sorted().map { URL(fileURLWithPath: $0) }, refusals: refusals)
    }

    private static func specs(for argument: String) -> [(URL, String?)] {
        if argument.contains(where: { "*?[".contains($0) }) {
            return globbed(argument).filter { isSpecFileName(URL(fileURLWithPath: $0).lastPathComponent) }.map {
                (URL(fileURLWithPath: $0), linkRefusal(of: $0, pattern: argument))
            }
        }
        var status = stat()
        guard stat(argument, &status) == 0 else { return [] }
        let url = URL(fileURLWithPath: argument)
        if (status.st_mode & S_IFMT) == S_IFDIR {
            var found: [(URL, String?)] = []
            var visited = Set<[UInt64]>()
            walk(argument, root: argument, into: &found, visited: &visited)
            return found
        }
        return [(url, nil)]
    }

    /// Why a link found below the folder `root` is refused.
    static func refusal(link path: String, root: String) -> String {
        let name = { SnapshotSuite.displayName(of: URL(fileURLWithPath: $0)) }
        return "\(name(path)) is a symbolic link found in the suite folder \(name(root)): a suite's spec files and "
            + "subfolders are never read, written or pruned through a link (name it on the command line to use it)"
    }

    /// Walks a folder with the system's directory calls, so names that are not UTF-8 are seen too (they become
    /// paths with U+FFFD, which cannot be opened: their case reports that). Entries are looked at with `lstat`: a
    /// link is never entered or opened; one with a spec's name, or one to a folder, is a refused case.
    private static func walk(
        _ folder: String, root: String, into found: inout [(URL, String?)], visited: inout Set<[UInt64]>
    ) {
        var status = stat()
        guard stat(folder, &status) == 0, visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted,
            let directory = opendir(folder)
        else { return }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name.first != UInt8(ascii: ".") { names.append(name) }
        }
        for bytes in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let name = String(decoding: bytes, as: UTF8.self)
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
            var child = stat()
            let kind = isUTF8 && lstat(path, &child) == 0 ? child.st_mode & S_IFMT : 0
            if kind == S_IFLNK {
                // Its target is looked at (never opened) only to tell a linked folder from a link to anything else.
                var target = stat()
                let isFolder = stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
                if name != GoldenLocation.defaultFolderName, isSpecFileName(name) || isFolder {
                    found.append((URL(fileURLWithPath: path), refusal(link: path, root: root)))
                }
            } else if kind == S_IFDIR {
                if name != GoldenLocation.defaultFolderName { walk(path, root: root, into: &found, visited: &visited) }
            } else if isSpecFileName(name), !isDiffInput(path) {
                found.append((URL(fileURLWithPath: path), nil))
            }
        }
    }

    /// Why a glob match is refused: a component below the pattern's fixed folder (the components before the first
    /// with `*`, `?` or `[`) is a symbolic link.
    private static func linkRefusal(of match: String, pattern: String) -> String? {
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = patternParts.prefix { !$0.contains(where: { "*?[".contains($0) }) }
        let parts = match.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > fixed.count else { return nil }
        for index in fixed.count..<parts.count {
            let path = parts[...index].joined(separator: "/")
            var status = stat()
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
                let root = fixed.joined(separator: "/")
                return refusal(link: path, root: root.isEmpty ? "." : root)
            }
        }
        return nil
    }

    private static func isSpecFileName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ["json", "yaml", "yml"].contains(name[name.index(after: dot)...].lowercased())
    }

    /// Whether the file is well-formed JSON or YAML whose top level is an array: a `diff` input, not a spec.
    static func isDiffInput(_ path: String) -> Bool {
        // Only a regular file is opened: a FIFO in a repository would block the run here (it hung `record`), a
        // device would be read without end. Anything else stays a case, which its own read refuses.
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let data = try? InputFile.read(path, limit: 64 << 20)
        else { return false }
        if path.lowercased().hasSuffix(".json") {
            return (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) is [Any]
        }
        // YAML: a block sequence ("- …") or a flow sequence ("[…]") as the first content line.
        let text = String(decoding: data, as: UTF8.self)
        let first = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("#") && $0 != "---" }
        guard let first else { return false }
        return first == "-" || first.hasPrefix("- ") || (first.hasPrefix("[") && first.hasSuffix("]"))
    }

    /// The paths `pattern` matches, as `glob` writes them (relative when the pattern is).
    private static func globbed(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { index in
            matches.gl_pathv[index].map { String(cString: $0) }
        }
    }
}
