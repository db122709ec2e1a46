import Foundation
import ListCore

/// A spec document as a plain tree, decoded with `Codable` from JSON (Foundation), or built from the nodes Yams
/// composes from YAML (`SpecNode+YAML.swift`: scalars typed by tag and style), before it is validated, so that every
/// error can be reported with its path rather than only the first.
package enum SpecNode: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SpecNode])
    case object([String: SpecNode])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        if let keyed = try Self.attempt({ try decoder.container(keyedBy: Key.self) }) {
            var object: [String: SpecNode] = [:]
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(SpecNode.self, forKey: key) }
            self = .object(object)
        } else if var unkeyed = try Self.attempt({ try decoder.unkeyedContainer() }) {
            var array: [SpecNode] = []
            while !unkeyed.isAtEnd { array.append(try unkeyed.decode(SpecNode.self)) }
            self = .array(array)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// The container `open` gives, or nil when the value is of another kind (a type mismatch, or `null`). Any other
    /// error propagates: a key that is not valid text must be reported as such, not mistaken for a value of another
    /// kind (the fuzzer found `{"k\u{81}": 1}` reported as a number out of range).
    private static func attempt<Container>(_ open: () throws -> Container) throws -> Container? {
        do {
            return try open()
        } catch DecodingError.typeMismatch {
            return nil
        } catch DecodingError.valueNotFound {
            return nil
        }
    }

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
