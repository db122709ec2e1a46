import ListAdapterKit
import ListDiffKit
import ListTestSupport
import Testing

/// ComponentKit's valid changesets (componentkit-changesets.json, `verify` and `apply` cases with a known final
/// state) use UIKit's index spaces. Run through the collection view's validator with the final counts, each is
/// accepted, and the mapping rebuilds the final state exactly: a second oracle for where items go.
@Suite struct ComponentKitApplyCaseTests {
    @Test func test_whenComponentKitValidChangesetsAreValidated_thatMappingRebuildsTheFinalState() throws {
        let cases = try ChangesetCase.loadAll().filter { item in
            ["verify", "apply"].contains(item.kind) && item.expected["valid"] as? Bool == true
                && finalState(item) != nil && (item.json["pending_changesets"] as? [Any] ?? []).isEmpty
        }
        var failures: [String] = []
        for item in cases {
            let initial = try item.initialState()
            let expected = finalState(item)!
            let changeset = try item.changeset()
            if item.id == Self.reloadAndMove {
                // UIKit cannot reload and move one item (IGListKit turns such a move into a delete + insert), so
                // the collection view rejects what ComponentKit's "update" allows.
                #expect(throws: ListBatchUpdateError.self) {
                    try ListBatchUpdateValidator.validate(
                        update(from: changeset), before: initial.map(\.count), after: expected.map(\.count))
                }
                continue
            }
            do {
                let mapping = try ListBatchUpdateValidator.validate(
                    update(from: changeset), before: initial.map(\.count), after: expected.map(\.count))
                let rebuilt = rebuild(initial, changeset, mapping)
                if rebuilt != expected { failures.append("\(item.id): \(rebuilt) ≠ \(expected)") }
            } catch {
                failures.append("\(item.id): rejected: \(error)")
            }
        }
        #expect(cases.count == 76)
        #expect(failures.isEmpty, "\(failures)")
    }

    private static let reloadAndMove =
        "verify/test_WhenVerifyingMovesWithinSection_ValidatesToIndexPathsAgainstFinalState"

    private func finalState(_ item: ChangesetCase) -> [[String]]? {
        (item.expected["state"] ?? item.expected["derived_state"]) as? [[String]]
    }

    private func update(from changeset: ListChangeset<String>) -> ListCollectionViewUpdate {
        var update = ListCollectionViewUpdate()
        update.reloadItems = changeset.updatedItems.keys.sorted()
        update.deleteItems = changeset.removedItems.sorted()
        update.insertItems = changeset.insertedItems.keys.sorted()
        update.deleteSections = changeset.removedSections.sorted()
        update.insertSections = changeset.insertedSections.sorted()
        update.moveItems = changeset.movedItems.map { .init(from: $0.key, to: $0.value) }.sorted { $0.from < $1.from }
        update.moveSections = changeset.movedSections.map { .init(from: $0.key, to: $0.value) }.sorted { $0.from < $1.from }
        return update
    }

    /// The final state from the mapping: inserted models at their paths, old models (updated where reloaded).
    private func rebuild(
        _ initial: [[String]], _ changeset: ListChangeset<String>, _ mapping: ListBatchUpdateMapping
    ) -> [[String]] {
        mapping.itemSources.enumerated().map { section, sources in
            sources.enumerated().map { item, source in
                switch source {
                case .inserted:
                    return changeset.insertedItems[ListIndexPath(section: section, item: item)] ?? "?"
                case .existing(let old):
                    return initial[old.section][old.item]
                case .reloaded(let old):
                    return changeset.updatedItems[old] ?? "?"
                }
            }
        }
    }
}
