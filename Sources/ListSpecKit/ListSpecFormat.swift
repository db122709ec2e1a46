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
    ///
    /// - Parameters:
    ///   - pathExtension: the extension without the dot (may be empty).
    ///   - contents: the file's bytes.
    public init(pathExtension: String, contents: Data) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        default:
            let first = contents.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            self = first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == nil ? .json : .yaml
        }
    }
}
