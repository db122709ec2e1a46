import ListPlumbing

/// How the spec and golden readers name a checked JSON text that did not become a tree.
extension CheckedJSONError {
    /// The path as every reader names it (`sections[0].items[2].height`); empty at the root.
    package var jsonPath: String { ListSpec.jsonPath(path) }

    /// What a reader says about it: the number at ``jsonPath`` (or, when the whole document is that number — found
    /// by the fuzzers: `1e30830` —, that the document is not the object every reader wants), or text the syntax
    /// check would have refused (never for checked text).
    package var message: String {
        switch reason {
        case .numberOutOfRange:
            let number = "a number beyond the range of a 64-bit floating-point value"
            return path.isEmpty ? "must be an object, got \(number)" : number + " (about ±1.8e308)"
        case .malformed:
            return "not valid JSON: unexpected text at byte \(offset)"
        }
    }
}
