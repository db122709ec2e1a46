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
