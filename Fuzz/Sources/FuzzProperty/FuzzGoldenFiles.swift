import Foundation

/// The property of the readers of the files a snapshot run reads back — `results.json`, a golden's manifest, a
/// layout sidecar, a golden PNG — which come from pull requests and CI artifacts: no crash, no hang, no memory
/// blow-up, and an error names the file and either a JSON path or what is wrong with the document as a whole.
public enum FuzzGoldenFiles {
    /// The messages about a whole JSON document (its syntax, its size, its root, the file), without a JSON path.
    public static let documentMessages = [
        "not valid JSON", "must be an object", "larger than", "no such file", "is a symbolic link", "is not a regular",
        "is a folder",
    ]

    /// Checks the message of a reader that names `file` with a `cannot read …` prefix (`cannot read the results
    /// FILE: cases[0].spec: …`): the file is named, then a JSON path and `: `, or a message about the document.
    public static func checkError(_ message: String, file: String) {
        guard let range = message.range(of: file + ": ") else {
            FuzzProperty.fail("the error does not name the file \"\(file)\": \(message)")
        }
        let rest = message[range.upperBound...]
        if documentMessages.contains(where: { rest.hasPrefix($0) }) { return }
        guard let end = FuzzProperty.jsonPathEnd(rest), rest.unicodeScalars[end...].starts(with: ": ".unicodeScalars),
            rest.unicodeScalars[end...].count > 2
        else {
            FuzzProperty.fail("the error names no JSON path: \(message)")
        }
    }
}
