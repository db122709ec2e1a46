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
        // One string, appended to (the output of a 1M-element diff is tens of MB: no array of pieces per element).
        var text = "{\n"
        text.reserveCapacity(64 + 12 * (result.changeCount + oldIDs.count + newIDs.count))
        appendField("inserts", to: &text) { appendList(result.inserts, to: &$0) }
        appendField("deletes", to: &text) { appendList(result.deletes, to: &$0) }
        appendField("updates", to: &text) { appendList(result.updates, to: &$0) }
        appendField("moves", to: &text) { text in
            text += "["
            for (position, move) in result.moves.enumerated() {
                text += position == 0 ? "{ \"from\": " : ", { \"from\": "
                text += String(move.from)
                text += ", \"to\": "
                text += String(move.to)
                text += " }"
            }
            text += "]"
        }
        appendField("oldIndexForId", to: &text) { appendMap(oldIDs, to: &$0) { result.oldIndex(for: $0) } }
        appendField("newIndexForId", to: &text, last: true) { appendMap(newIDs, to: &$0) { result.newIndex(for: $0) } }
        text += "}\n"
        return text
    }

    /// `  "name": <value>,` and a newline (no comma after the last field).
    private static func appendField(
        _ name: String, to text: inout String, last: Bool = false, value: (inout String) -> Void
    ) {
        text += "  \""
        text += name
        text += "\": "
        value(&text)
        text += last ? "\n" : ",\n"
    }

    /// `[a, b]`.
    private static func appendList(_ numbers: [Int], to text: inout String) {
        text += "["
        for (position, number) in numbers.enumerated() {
            if position > 0 { text += ", " }
            text += String(number)
        }
        text += "]"
    }

    /// `{ "id": index, … }` for each distinct id, in the order of the index `lookup` gives it.
    private static func appendMap(_ ids: [String], to text: inout String, lookup: (String) -> Int?) {
        var isEmpty = true
        for (index, id) in ids.enumerated() where lookup(id) == index {
            text += isEmpty ? "{ " : ", "
            isEmpty = false
            text += quoted(id)
            text += ": "
            text += String(index)
        }
        text += isEmpty ? "{}" : " }"
    }

    /// A JSON string literal (``ListJSONString``).
    static func quoted(_ text: String) -> String { ListJSONString.quoted(text) }
}
