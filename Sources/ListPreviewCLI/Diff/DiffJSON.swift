import ListPreview

/// Writes the `diff` command's JSON: the interface contract's keys in its order (`inserts`, `deletes`, `updates`,
/// `moves`, `oldIndexForId`, `newIndexForId`), one key per line; map entries in ascending index order.
enum DiffJSON {
    /// The JSON text of a diff result.
    ///
    /// - Parameters:
    ///   - result: the diff (or its batch-update form).
    ///   - oldIDs: the old array's ids by index.
    ///   - newIDs: the new array's ids by index.
    static func text(of result: ListIndexSetResult, oldIDs: [String], newIDs: [String]) -> String {
        let moves = result.moves.map { "{ \"from\": \($0.from), \"to\": \($0.to) }" }
        let fields = [
            ("inserts", list(result.inserts.map(String.init))),
            ("deletes", list(result.deletes.map(String.init))),
            ("updates", list(result.updates.map(String.init))),
            ("moves", list(moves)),
            ("oldIndexForId", map(oldIDs) { result.oldIndex(for: $0) }),
            ("newIndexForId", map(newIDs) { result.newIndex(for: $0) }),
        ]
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// `[a, b]`.
    private static func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

    /// `{ "id": index, … }` for each distinct id, in the order of the index `lookup` gives it.
    private static func map(_ ids: [String], lookup: (String) -> Int?) -> String {
        var entries: [String] = []
        for (index, id) in ids.enumerated() where lookup(id) == index {
            entries.append("\(quoted(id)): \(index)")
        }
        return entries.isEmpty ? "{}" : "{ " + entries.joined(separator: ", ") + " }"
    }

    /// A JSON string literal (``ListJSONString``).
    static func quoted(_ text: String) -> String { ListJSONString.quoted(text) }
}
