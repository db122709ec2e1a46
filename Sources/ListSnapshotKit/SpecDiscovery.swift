import Foundation

/// Expands the paths and patterns given to `record` / `verify` into spec files.
///
/// - a file: that file;
/// - a folder: every `.json`, `.yaml` and `.yml` file below it whose top level is an object with a `sections` key
///   (so diff inputs and manifests beside the specs are skipped), except inside `__Snapshots__` and hidden folders;
/// - a pattern with `*`, `?` or `[`: the files it matches (shell `glob` rules), taken as specs.
///
/// The result is sorted by path and free of duplicates, so shards are stable.
public enum SpecDiscovery {
    /// The spec files named by `arguments`.
    ///
    /// - Throws: ``SnapshotError/noSpecs(_:)`` naming an argument that yields no spec.
    public static func specs(for arguments: [String]) throws -> [URL] {
        var found = Set<String>()
        for argument in arguments {
            let matches = try specs(for: argument)
            guard !matches.isEmpty else { throw SnapshotError.noSpecs(argument) }
            found.formUnion(matches.map { $0.standardizedFileURL.path })
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    private static func specs(for argument: String) throws -> [URL] {
        if argument.contains(where: { "*?[".contains($0) }) {
            return globbed(argument).filter(isSpecFileName)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { return [] }
        let url = URL(fileURLWithPath: argument)
        return isFolder.boolValue ? specs(inFolder: url) : [url]
    }

    private static func specs(inFolder folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == GoldenLocation.defaultFolderName {
                walker.skipDescendants()
                continue
            }
            if isSpecFileName(url), looksLikeSpec(url) { result.append(url) }
        }
        return result
    }

    private static func isSpecFileName(_ url: URL) -> Bool {
        ["json", "yaml", "yml"].contains(url.pathExtension.lowercased())
    }

    /// Whether the file's top level is an object with a `sections` key.
    static func looksLikeSpec(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return false }
        if url.pathExtension.lowercased() == "json" {
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            return object?["sections"] != nil
        }
        // YAML: a top-level `sections:` key at the start of a line.
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").contains { $0.hasPrefix("sections:") }
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
