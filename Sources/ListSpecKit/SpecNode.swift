import Foundation
import ListCore

/// A spec document as a plain tree, built from checked JSON (`SpecNode+JSON.swift`), or built from the nodes Yams
/// composes from YAML (`SpecNode+YAML.swift`: scalars typed by tag and style), before it is validated, so that every
/// error can be reported with its path rather than only the first.
package enum SpecNode: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SpecNode])
    case object([String: SpecNode])

    /// How a message shows the value: numbers and booleans as written, strings quoted, containers by kind.
    package var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): ListJSONNumber.format(value)
        case .string(let value): "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
