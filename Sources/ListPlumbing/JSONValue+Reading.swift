import ListCore

/// What the readers of JSON and YAML documents (specs, sidecars, manifests, `results.json`) ask of a value.
extension JSONValue {
    /// The fields of an object by key (the last of a repeated key counts, as in ``==``; the strict readers refuse a
    /// key written twice before a tree is built); `nil` for other values.
    ///
    /// ```swift
    /// JSONValue.object([("id", .string("a")), ("height", .number(44))]).objectFields?["height"]   // .number(44)
    /// ```
    package var objectFields: [String: JSONValue]? {
        guard case .object(let fields) = self else { return nil }
        return Dictionary(fields, uniquingKeysWith: { $1 })
    }

    /// How a message shows the value: numbers and booleans as written (`44`, `1.5`, `true`), strings quoted,
    /// containers by kind (`an object`).
    package var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): String(value)
        case .number(let value): ListJSONNumber.format(value)
        case .string(let value): "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
