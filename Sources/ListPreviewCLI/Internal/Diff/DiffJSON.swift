import Foundation
import ListPreview

/// Writes the `diff` command's JSON: the interface contract's keys in its order (`inserts`, `deletes`, `updates`,
/// `moves`, `oldIndexForId`, `newIndexForId`), one key per line; map entries in ascending index order.
///
/// The text is built as UTF-8 bytes in one buffer (the output of a 1M-element diff is tens of MB): numbers are
/// written digit by digit, ids copied as they are unless they need an escape.
enum DiffJSON {
    /// The JSON text of a diff result, in UTF-8.
    ///
    /// - Parameters:
    ///   - result: the diff (or its batch-update form).
    ///   - oldIDs: the old array's ids by index.
    ///   - newIDs: the new array's ids by index.
    static func text(of result: ListIndexSetResult, oldIDs: [String], newIDs: [String]) -> Data {
        var text = Writer()
        text.bytes.reserveCapacity(64 + 12 * (result.changeCount + oldIDs.count + newIDs.count))
        text.append("{\n")
        text.field("inserts") { $0.list(result.inserts) }
        text.field("deletes") { $0.list(result.deletes) }
        text.field("updates") { $0.list(result.updates) }
        text.field("moves") { text in
            text.append("[")
            for (position, move) in result.moves.enumerated() {
                text.append(position == 0 ? "{ \"from\": " : ", { \"from\": ")
                text.number(move.from)
                text.append(", \"to\": ")
                text.number(move.to)
                text.append(" }")
            }
            text.append("]")
        }
        text.field("oldIndexForId") { $0.map(oldIDs) { result.oldIndex(for: $0) } }
        text.field("newIndexForId", last: true) { $0.map(newIDs) { result.newIndex(for: $0) } }
        text.append("}\n")
        return Data(text.bytes)
    }

    /// The bytes written so far, and how to write each piece.
    private struct Writer {
        var bytes: [UInt8] = []

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// `"name": value` on a line of its own, indented by two spaces.
        mutating func field(_ name: StaticString, last: Bool = false, value: (inout Writer) -> Void) {
            append("  \"")
            append(name)
            append("\": ")
            value(&self)
            append(last ? "\n" : ",\n")
        }

        /// `[1, 2, 3]`.
        mutating func list(_ numbers: [Int]) {
            append("[")
            for (position, number) in numbers.enumerated() {
                if position > 0 { append(", ") }
                self.number(number)
            }
            append("]")
        }

        /// `{ "id": index, … }` for each id whose index `lookup` gives is its own (its last occurrence).
        mutating func map(_ ids: [String], lookup: (String) -> Int?) {
            var isEmpty = true
            for (index, id) in ids.enumerated() where lookup(id) == index {
                append(isEmpty ? "{ " : ", ")
                isEmpty = false
                string(id)
                append(": ")
                number(index)
            }
            append(isEmpty ? "{}" : " }")
        }

        /// A JSON string: the id's bytes between quotes, or its escaped form when it holds a character that
        /// needs one.
        mutating func string(_ text: String) {
            var plain = true
            for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                plain = false
                break
            }
            if plain {
                bytes.append(0x22)
                bytes.append(contentsOf: text.utf8)
                bytes.append(0x22)
            } else {
                bytes.append(contentsOf: ListJSONString.quoted(text).utf8)
            }
        }

        /// An integer in decimal.
        mutating func number(_ value: Int) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // Up to 20 digits, written backwards.
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                repeat {
                    buffer[23 - count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
            }
        }
    }
}
