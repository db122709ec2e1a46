import Foundation

/// The syntax of a spec file.
public enum ListSpecFormat: String, Hashable, Sendable, CaseIterable {
    /// JSON (`.json`, and any extension that is not YAML's).
    case json
    /// YAML (`.yaml`, `.yml`), read with jpsim/Yams; it describes the same tree as the JSON form.
    case yaml

    /// The format a file's extension stands for: YAML for `yaml`/`yml` (any case), JSON otherwise.
    ///
    /// - Parameter pathExtension: the extension without the dot.
    public init(pathExtension: String) {
        self = ["yaml", "yml"].contains(pathExtension.lowercased()) ? .yaml : .json
    }

    /// The format of a file: by its extension when it is `json`, `yaml` or `yml`; otherwise (standard input, a
    /// pipe, no extension) JSON when the first character that is not white space is `{` or `[`, YAML otherwise.
    /// The encoding is told first, as RFC 8259 and RFC 4627 do (a byte order mark, or the zero bytes among the
    /// first four), so a UTF-16 or UTF-32 JSON text is JSON (the JSON reader decodes it; a spec in YAML is UTF-8).
    ///
    /// - Parameters:
    ///   - pathExtension: the extension without the dot (may be empty).
    ///   - contents: the file's bytes.
    public init(pathExtension: String, contents: Data) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        default:
            var text = contents
            if let encoding = ListJSONSyntax.wideEncoding(of: contents) {
                // A wide text that does not decode is JSON too: the JSON check says which encoding failed.
                guard let decoded = String(data: contents, encoding: encoding) else {
                    self = .json
                    return
                }
                text = Data(decoded.utf8)
            }
            let first = text.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            self = first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == nil ? .json : .yaml
        }
    }
}
