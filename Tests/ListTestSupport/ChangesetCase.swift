import Foundation
import ListDiffKit
import Testing

/// One case of the ComponentKit case file.
public struct ChangesetCase: CustomTestStringConvertible, @unchecked Sendable {
    /// The case as parsed JSON.
    public let json: [String: Any]

    /// The case id, e.g. `verify/test_emptyChangesetEmptySections`.
    public var id: String { json["id"] as? String ?? "?" }
    /// `verify`, `apply`, `update_index_mapping`, `builder_conflict` or `output_order`.
    public var kind: String { json["kind"] as? String ?? "?" }
    /// Whether the case comes from ComponentKit's modern data source (not the legacy one).
    public var isModern: Bool { (json["generation"] as? String) == "modern" }
    /// The `expected` object.
    public var expected: [String: Any] { json["expected"] as? [String: Any] ?? [:] }
    /// The id, as Swift Testing names the argument.
    public var testDescription: String { id }

    /// Every case of the file.
    public static func loadAll() throws -> [ChangesetCase] {
        let data = try SharedReference.data(named: "componentkit-changesets.json")
        let root = try ChangesetCase.require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try ChangesetCase.require(root["cases"] as? [[String: Any]])
        return cases.map(ChangesetCase.init(json:))
    }

    /// The initial state: sections of model strings.
    public func initialState() throws -> [[String]] {
        json["initial"] as? [[String]] ?? []
    }

    /// The case's changeset.
    public func changeset() throws -> ListChangeset<String> {
        try Self.changeset(from: json["changeset"] as? [String: Any] ?? [:])
    }

    /// The changesets pending before the case's one.
    public func pendingChangesets() throws -> [ListChangeset<String>] {
        try (json["pending_changesets"] as? [[String: Any]] ?? []).map(Self.changeset(from:))
    }

    /// The builder commands of a `builder_conflict` case, as closures.
    public var commands: [(inout ListChangesetBuilder<String>) throws -> Void] {
        (json["commands"] as? [[Any]] ?? []).map { command in
            let name = command[0] as? String ?? ""
            return { builder in
                switch name {
                case "insert": try builder.insert("M", at: try Self.indexPath(command[1]))
                case "remove": try builder.remove(at: try Self.indexPath(command[1]))
                case "update": try builder.update("M", at: try Self.indexPath(command[1]))
                case "insert_section": try builder.insertSection(command[1] as? Int ?? -1)
                case "remove_section": try builder.removeSection(command[1] as? Int ?? -1)
                default: Issue.record("unknown builder command \(name)")
                }
            }
        }
    }

    /// Parses `[section, item]`.
    public static func indexPath(_ value: Any?) throws -> ListIndexPath {
        let pair = try ChangesetCase.require(value as? [Int], "expected [section, item], got \(String(describing: value))")
        try ChangesetCase.require(pair.count == 2)
        return ListIndexPath(section: pair[0], item: pair[1])
    }

    /// Items are `{"at": [s, i], "model": "…"}` or a bare `[s, i]` (the mapping cases carry no models).
    private static func items(_ value: Any?) throws -> [ListIndexPath: String] {
        var result: [ListIndexPath: String] = [:]
        for entry in value as? [Any] ?? [] {
            if let object = entry as? [String: Any] {
                result[try indexPath(object["at"])] = object["model"] as? String ?? "?"
            } else {
                result[try indexPath(entry)] = "?"
            }
        }
        return result
    }

    private static func changeset(from object: [String: Any]) throws -> ListChangeset<String> {
        var changeset = ListChangeset<String>()
        changeset.updatedItems = try items(object["updated_items"])
        changeset.insertedItems = try items(object["inserted_items"])
        changeset.removedItems = Set(try (object["removed_items"] as? [Any] ?? []).map(indexPath))
        changeset.removedSections = Set(object["removed_sections"] as? [Int] ?? [])
        changeset.insertedSections = Set(object["inserted_sections"] as? [Int] ?? [])
        for move in object["moved_items"] as? [[String: Any]] ?? [] {
            changeset.movedItems[try indexPath(move["from"])] = try indexPath(move["to"])
        }
        for move in object["moved_sections"] as? [[String: Int]] ?? [] {
            changeset.movedSections[move["from"] ?? -1] = move["to"] ?? -1
        }
        return changeset
    }

    /// Unwraps a value of the case file or throws a clear error.
    static func require<T>(_ value: T?, _ message: @autoclosure () -> String = "malformed case file") throws -> T {
        guard let value else { throw ReferenceFileError(path: "componentkit-changesets.json", underlying: message()) }
        return value
    }

    /// Checks a condition of the case file or throws a clear error.
    static func require(_ condition: Bool) throws {
        guard condition else { throw ReferenceFileError(path: "componentkit-changesets.json", underlying: "malformed case") }
    }
}
