import Foundation
import ListDiffKit
import ListTestSupport
import Testing

/// Runs every case of `../shared/reference/componentkit-changesets.json` (ComponentKit's own changeset tests):
/// verification results and error kinds, applied states, where updated items end up, builder conflicts and the
/// replay order.
@Suite struct ComponentKitChangesetCaseTests {
    static let cases: [ChangesetCase] = (try? ChangesetCase.loadAll()) ?? []

    @Test func test_whenReadingTheCaseFile_thatEveryCaseIsRun() throws {
        let all = try ChangesetCase.loadAll()
        #expect(all.count == 180)
        let kinds = Dictionary(grouping: all, by: \.kind).mapValues(\.count)
        #expect(kinds == ["verify": 100, "update_index_mapping": 50, "apply": 20, "builder_conflict": 9, "output_order": 1])
    }

    @Test(arguments: cases.filter { $0.kind == "verify" })
    func test_whenVerifying_thatResultMatchesComponentKit(_ testCase: ChangesetCase) throws {
        let changeset = try testCase.changeset()
        let pending = try testCase.pendingChangesets()
        let initial = try testCase.initialState()
        let expected = testCase.expected
        do {
            try changeset.verify(sectionCounts: initial.map(\.count), pending: pending)
            #expect(expected["valid"] as? Bool == true, "\(testCase.id): expected an error")
            if let derived = expected["derived_state"] as? [[String]] {
                var state = initial
                for earlier in pending { state = try earlier.applied(to: state) }
                #expect(try changeset.applied(to: state) == derived, "\(testCase.id)")
            }
        } catch {
            #expect(expected["valid"] as? Bool == false, "\(testCase.id): unexpected \(error)")
            let expectedError = try #require(expected["error"] as? [String: Any])
            #expect(error.operation.rawValue == expectedError["operation"] as? String, "\(testCase.id): \(error)")
            if testCase.isModern {
                #expect(error.section ?? -1 == expectedError["section"] as? Int, "\(testCase.id): \(error)")
                #expect(error.item ?? -1 == expectedError["item"] as? Int, "\(testCase.id): \(error)")
            }
        }
    }

    @Test(arguments: cases.filter { $0.kind == "apply" })
    func test_whenApplying_thatStateMatchesComponentKit(_ testCase: ChangesetCase) throws {
        let changeset = try testCase.changeset()
        let initial = try testCase.initialState()
        if let expectedState = testCase.expected["state"] as? [[String]] {
            #expect(try changeset.applied(to: initial) == expectedState, "\(testCase.id)")
        } else {
            let operation = try #require((testCase.expected["error"] as? [String: Any])?["operation"] as? String)
            #expect(testCase.expected["valid"] as? Bool == false)
            #expect(throws: ListChangesetError.self) { try changeset.applied(to: initial) }
            do {
                _ = try changeset.applied(to: initial)
            } catch {
                #expect(error.operation.rawValue == operation, "\(testCase.id): \(error)")
            }
        }
    }

    @Test(arguments: cases.filter { $0.kind == "update_index_mapping" })
    func test_whenMappingUpdates_thatFinalIndexPathsMatchComponentKit(_ testCase: ChangesetCase) throws {
        let expected = try #require(testCase.expected["final_updated_index_paths"] as? [[String: Any]])
        var expectedMap: [ListIndexPath: ListIndexPath] = [:]
        for entry in expected {
            expectedMap[try ChangesetCase.indexPath(entry["from"])] = try ChangesetCase.indexPath(entry["to"])
        }
        #expect(try testCase.changeset().finalIndexPathsOfUpdatedItems == expectedMap, "\(testCase.id)")
    }

    @Test(arguments: cases.filter { $0.kind == "builder_conflict" })
    func test_whenBuilding_thatConflictsAreRejectedAsComponentKitDid(_ testCase: ChangesetCase) throws {
        var builder = ListChangesetBuilder<String>()
        var accepted = true
        for command in testCase.commands {
            do {
                try command(&builder)
            } catch {
                accepted = false
            }
        }
        #expect(accepted == (testCase.expected["accepted"] as? Bool), "\(testCase.id)")
    }

    @Test func test_whenReplaying_thatCommandOrderMatchesComponentKit() throws {
        let testCase = try #require(Self.cases.first { $0.kind == "output_order" })
        let expected = try #require(testCase.expected["order"] as? [String])
        let changeset = ListChangeset<String>(
            updatedItems: [ListIndexPath(section: 0, item: 0): "U"], removedItems: [ListIndexPath(section: 0, item: 1)],
            removedSections: [1], insertedSections: [1], insertedItems: [ListIndexPath(section: 0, item: 1): "I"])
        let kinds = changeset.commands.map { command -> String in
            switch command {
            case .updateItem: "item_update"
            case .deleteItem: "item_delete"
            case .deleteSection: "section_delete"
            case .insertSection: "section_insert"
            case .insertItem: "item_insert"
            case .moveSection: "section_move"
            case .moveItem: "item_move"
            }
        }
        #expect(kinds == expected)
    }
}

/// One case of the ComponentKit case file.
struct ChangesetCase: CustomTestStringConvertible, @unchecked Sendable {
    let json: [String: Any]

    var id: String { json["id"] as? String ?? "?" }
    var kind: String { json["kind"] as? String ?? "?" }
    var isModern: Bool { (json["generation"] as? String) == "modern" }
    var expected: [String: Any] { json["expected"] as? [String: Any] ?? [:] }
    var testDescription: String { id }

    static func loadAll() throws -> [ChangesetCase] {
        let data = try SharedReference.data(named: "componentkit-changesets.json")
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(root["cases"] as? [[String: Any]])
        return cases.map(ChangesetCase.init(json:))
    }

    func initialState() throws -> [[String]] {
        json["initial"] as? [[String]] ?? []
    }

    func changeset() throws -> ListChangeset<String> {
        try Self.changeset(from: json["changeset"] as? [String: Any] ?? [:])
    }

    func pendingChangesets() throws -> [ListChangeset<String>] {
        try (json["pending_changesets"] as? [[String: Any]] ?? []).map(Self.changeset(from:))
    }

    /// The builder commands of a `builder_conflict` case, as closures.
    var commands: [(inout ListChangesetBuilder<String>) throws -> Void] {
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

    static func indexPath(_ value: Any?) throws -> ListIndexPath {
        let pair = try #require(value as? [Int], "expected [section, item], got \(String(describing: value))")
        try #require(pair.count == 2)
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
}
