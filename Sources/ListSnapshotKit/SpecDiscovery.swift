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
/// The result is sorted by path and free of duplicates, so shards are stable.
public enum SpecDiscovery {
    /// The spec files named by `arguments`.
    ///
    /// - Throws: ``SnapshotError/noSpecs(_:)`` naming an argument that yields no spec.
    public static func specs(for arguments: [String]) throws -> [URL] {
        // Paths are kept by their bytes: Swift's `String` equality is canonical equivalence, under which two files
        // whose names differ only in Unicode normalisation (NFC `café`, NFD `café`) would be one.
        var found: [[UInt8]: String] = [:]
        var canonical: [String: String] = [:]
        for argument in arguments {
            let matches = specs(for: argument)
            guard !matches.isEmpty else { throw SnapshotError.noSpecs(argument) }
            for path in matches.map(\.standardizedFileURL.path) where found.updateValue(path, forKey: Array(path.utf8)) == nil {
                if let other = canonical.updateValue(path, forKey: path) {
                    throw SnapshotError.ambiguousSpecNames([other, path].map { ReportText.terminal(SnapshotSuite.displayName(of: URL(fileURLWithPath: $0))) })
                }
            }
        }
        return found.values.sorted().map { URL(fileURLWithPath: $0) }
    }

    private static func specs(for argument: String) -> [URL] {
        if argument.contains(where: { "*?[".contains($0) }) {
            return globbed(argument).filter { isSpecFileName($0.lastPathComponent) }
        }
        var status = stat()
        guard stat(argument, &status) == 0 else { return [] }
        let url = URL(fileURLWithPath: argument)
        if (status.st_mode & S_IFMT) == S_IFDIR {
            var found: [URL] = []
            var visited = Set<[UInt64]>()
            walk(argument, into: &found, visited: &visited)
            return found
        }
        return [url]
    }

    /// Walks a folder with the system's directory calls, so names that are not UTF-8 are seen too (they become
    /// paths with U+FFFD, which cannot be opened: their case reports that).
    private static func walk(_ folder: String, into found: inout [URL], visited: inout Set<[UInt64]>) {
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
            var child = stat()
            let isFolder = String(validating: bytes, as: UTF8.self) != nil
                && stat(path, &child) == 0 && (child.st_mode & S_IFMT) == S_IFDIR
            if isFolder {
                if name != GoldenLocation.defaultFolderName { walk(path, into: &found, visited: &visited) }
            } else if isSpecFileName(name), !isDiffInput(path) {
                found.append(URL(fileURLWithPath: path))
            }
        }
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

    private static func globbed(_ pattern: String) -> [URL] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { index in
            matches.gl_pathv[index].map { URL(fileURLWithPath: String(cString: $0)) }
        }
    }
}
