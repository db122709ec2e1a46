/// How every reader names a place in a JSON document in its messages: `sections[2].items[5].height`, `[3].id`, and a
/// key that is not a plain name (letters, digits and `_`, not starting with a digit) quoted as a JSON string in
/// brackets, `textLibraries["p~ngo"]`, so that a path is never ambiguous and never carries a raw control character.
///
/// ```swift
/// JSONPath.member("height", of: "sections[2]")   // "sections[2].height"
/// JSONPath.member("p~ngo", of: "textLibraries")  // "textLibraries[\"p~ngo\"]"
/// JSONPath.string([.key("cases"), .index(3)])     // "cases[3]"
/// ```
package enum JSONPath {
    /// The path of the member `key` of the object at `path` (`""` for the root).
    package static func member(_ key: String, of path: String) -> String {
        guard isPlainName(key) else { return path + "[" + JSONWriter.quoted(key) + "]" }
        return path.isEmpty ? key : path + "." + key
    }

    /// The path of the element `index` of the array at `path`.
    package static func element(_ index: Int, of path: String) -> String { path + "[\(index)]" }

    /// The path of `components`, from the root.
    package static func string(_ components: [JSONPathComponent]) -> String {
        var path = ""
        for component in components {
            switch component {
            case .index(let index): path = element(index, of: path)
            case .key(let key): path = member(key, of: path)
            }
        }
        return path
    }

    /// Whether `key` can be written bare in a path: ASCII letters, digits and `_`, not starting with a digit.
    package static func isPlainName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}

/// One step of a path into a tree: a key of an object or an index of an array.
package enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)
}
