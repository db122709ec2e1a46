import Foundation

extension JSONValue {
    /// The tree of a JSON text that the strict syntax check (`ListJSONSyntax.check`) accepted, in one pass over its
    /// bytes through ``CheckedJSONReader``, the one reader of checked JSON (specs, sidecars, manifests, `diff`
    /// inputs). Foundation's `JSONDecoder` built the same tree through `Decodable`, probing each value's kind by
    /// catching errors: 70 % of the time of a 1,000,000-item spec (about a minute) went there.
    ///
    /// ```swift
    /// try ListJSONSyntax.check(data)
    /// let node = try JSONValue.parsing(checkedJSON: data)   // .object([("sections", .array([...]))])
    /// ```
    ///
    /// - Parameters:
    ///   - data: UTF-8 JSON text that passed the check (a UTF-8 byte order mark is skipped).
    ///   - numbers: how numbers are read; by default every number is a `.number` read as `Double` (correctly
    ///     rounded, as `Double("…")` reads them), never an `.integer`, as the spec and golden readers read numbers.
    /// - Returns: the tree, fields in the order written.
    /// - Throws: ``CheckedJSONError`` with the place of a number beyond the range of a `Double` (`1e309`), or of text
    ///   the check would have refused (never for checked text; the reader stops there rather than trap).
    package static func parsing(
        checkedJSON data: Data, numbers: CheckedJSONReader.Numbers = .doubles
    ) throws(CheckedJSONError) -> JSONValue {
        let result: Result<JSONValue, CheckedJSONError> = data.withUnsafeBytes { bytes in
            var reader = CheckedJSONReader(bytes: bytes, numbers: numbers)
            do throws(CheckedJSONError) {
                return .success(try reader.value())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// Why a checked JSON text did not become a tree: a number a `Double` cannot hold, or text the check would have
/// refused; where it starts (a byte offset) and the path from the root to the value.
package struct CheckedJSONError: Error, Equatable {
    /// What is wrong.
    package enum Reason: Equatable {
        /// A number beyond the range of a `Double` (`1e309`), as written.
        case numberOutOfRange(String)
        /// Text the syntax check would have refused.
        case malformed
    }

    /// What is wrong.
    package var reason: Reason
    /// The byte offset where the number or the unexpected text starts.
    package var offset: Int
    /// The keys (`String`) and indexes (`Int`) from the root to the value; empty at the root.
    package var path: [JSONPathComponent]

    package init(reason: Reason, offset: Int, path: [JSONPathComponent]) {
        self.reason = reason
        self.offset = offset
        self.path = path
    }
}
