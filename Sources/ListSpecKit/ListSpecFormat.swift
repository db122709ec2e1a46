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
}
