import Foundation

extension FileName {
    /// A file name's stem and extension when the extension is plain — `feed.json` → (`feed`, `json`): after the
    /// last `.`, one or more ASCII letters and digits, with a name before it that neither is empty nor ends in `.` —
    /// which is how Foundation splits such a name (`pathExtension`, `deletingPathExtension()`); `nil` for any other
    /// name (`.hidden`, `a..json`, `feed.`, `notes`, `a.b c`), which the caller leaves to Foundation. Foundation's
    /// split builds a URL or an `NSString` (about 17,000 and 41,000 instructions, for every spec and golden name);
    /// this is one pass over the name's bytes.
    ///
    /// - Parameter name: a file name (no `/`).
    /// - Returns: the stem and the extension, or `nil`.
    /// - Complexity: O(n) in the length of the name.
    package static func plainExtension(of name: Substring) -> (stem: Substring, extension: Substring)? {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return nil }
        let after = bytes.index(after: dot)
        guard after != bytes.endIndex,
            bytes[after...].allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }),
            bytes[bytes.index(before: dot)] != UInt8(ascii: "."),
            !bytes.contains(UInt8(ascii: "/"))
        else { return nil }
        return (name[..<dot], name[after...])
    }

    /// The extension of the last component of a path (`NSString.pathExtension`): the plain one when there is one,
    /// else Foundation's.
    package static func pathExtension(of path: String) -> String {
        if !path.hasSuffix("/") {
            let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
            if let split = plainExtension(of: name) { return String(split.extension) }
        }
        return (path as NSString).pathExtension
    }
}
