import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListTestSupport
import Testing

/// Property: a random batch update applied as one `ListBatchUpdateData` and applied as the UIKit-style calls it
/// stands for give the same collection view (counts, frames, cells) and the same recorded transition — or the same
/// error. Seeded: a failure names its case.
@MainActor @Suite struct ListBatchDataPathPropertyTests {
    static let seed: UInt64 = 0x5EC7_1024
    static let caseCount = 300

    private struct Outcome: Equatable {
        var error: ListBatchUpdateError?
        var transitions: [ListUpdateTransition]
        var counts: [Int]
        var cells: [String]
        var frames: [[CGRect]]
    }

    @Test func test_whenApplyingRandomBatchData_thatTheDataPathAndTheCallPathAgree() {
        var rng = SplitMix64(seed: Self.seed)
        var applied = 0
        var withReloads = 0
        for index in 0..<Self.caseCount {
            let (before, data) = Self.randomData(&rng)
            let after = Self.counts(after: data, before: before, &rng)
            let viaData = run(before: before, after: after) { collectionView throws(ListBatchUpdateError) in
                try collectionView.apply(data)
            }
            let viaCalls = run(before: before, after: after) { collectionView throws(ListBatchUpdateError) in
                try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                    try collectionView.deleteItems(at: data.deleteIndexPaths)
                    try collectionView.insertItems(at: data.insertIndexPaths)
                    try collectionView.reloadItems(at: data.updateIndexPaths)
                    for move in data.moveIndexPaths { try collectionView.moveItem(at: move.from, to: move.to) }
                    for move in data.moveSections { try collectionView.moveSection(move.from, toSection: move.to) }
                    try collectionView.deleteSections(data.deleteSections)
                    try collectionView.insertSections(data.insertSections)
                    try collectionView.reloadSections(data.reloadSections)
                }
            }
            #expect(viaData == viaCalls, "case \(index): \(before) → \(after), \(data)")
            guard viaData.error == nil, let recorded = viaData.transitions.first, let mapping = recorded.mapping else {
                continue
            }
            applied += 1
            if !data.reloadSections.isEmpty { withReloads += 1 }
            #expect(recorded.update == ListCollectionViewUpdate(data), "case \(index)")
            // The sources alone give the mapping back (what `ListTransitionChanges(sectionSources:itemSources:)` embeds).
            let derived = ListBatchUpdateMapping(
                sectionSources: mapping.sectionSources, itemSources: mapping.itemSources,
                countsBefore: mapping.countsBefore)
            #expect(derived == mapping, "case \(index)")
        }
        // Most cases add up; some do not, and both paths refuse them alike.
        #expect(applied >= Self.caseCount / 2)
        #expect(withReloads >= Self.caseCount / 10)
    }

    /// Applies `change` to a fresh collection view whose data source goes from `before` to `after`, in a scope.
    private func run(
        before: [Int], after: [Int], _ change: (ListCollectionView) throws(ListBatchUpdateError) -> Void
    ) -> Outcome {
        let model = CountsModel(before)
        let collectionView = model.makeCollectionView(height: 300)
        model.counts = after
        var error: ListBatchUpdateError?
        let transitions = collectionView.recordTransitions {
            do throws(ListBatchUpdateError) {
                try change(collectionView)
            } catch let rejected {
                error = rejected
            }
        }
        return Outcome(
            error: error, transitions: transitions, counts: collectionView.itemCounts,
            cells: collectionView.visibleCells.map { $0.content.text ?? "" },
            frames: collectionView.layoutResult.itemFrames)
    }

    /// Random section and item changes over random counts, cleaned into batch data.
    private static func randomData(_ rng: inout SplitMix64) -> (before: [Int], data: ListBatchUpdateData) {
        let before = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
        let deletes = before.indices.filter { _ in chance(15) }
        let reloads = before.indices.filter { _ in chance(20) }
        let inserts = chance(30) ? [Int.random(in: 0...before.count, using: &rng)] : []
        let sectionsAfter = before.count - deletes.count + inserts.count
        var moves: [ListMoveIndex] = []
        if chance(25), sectionsAfter > 1 {
            moves.append(ListMoveIndex(
                from: Int.random(in: 0..<before.count, using: &rng), to: Int.random(in: 0..<sectionsAfter, using: &rng)))
        }
        func oldPath() -> ListIndexPath? {
            let section = Int.random(in: 0..<before.count, using: &rng)
            guard before[section] > 0 else { return nil }
            return ListIndexPath(section: section, item: Int.random(in: 0..<before[section], using: &rng))
        }
        func newPath() -> ListIndexPath? {
            guard sectionsAfter > 0 else { return nil }
            return ListIndexPath(
                section: Int.random(in: 0..<sectionsAfter, using: &rng), item: Int.random(in: 0...2, using: &rng))
        }
        let itemDeletes = (0..<Int.random(in: 0...2, using: &rng)).compactMap { _ in oldPath() }
        let itemInserts = (0..<Int.random(in: 0...2, using: &rng)).compactMap { _ in newPath() }
        let itemUpdates = (0..<Int.random(in: 0...1, using: &rng)).compactMap { _ in oldPath() }
        let itemMoves = (0..<Int.random(in: 0...1, using: &rng)).compactMap { _ -> ListMoveIndexPath? in
            guard let from = oldPath(), let to = newPath() else { return nil }
            return ListMoveIndexPath(from: from, to: to)
        }
        let data = ListBatchUpdateData(
            insertSections: inserts, deleteSections: deletes, moveSections: moves, reloadSections: reloads,
            insertIndexPaths: itemInserts, deleteIndexPaths: itemDeletes, updateIndexPaths: itemUpdates,
            moveIndexPaths: itemMoves)
        return (before, data)
    }

    /// The counts after `data` as UIKit counts them (so most random batches add up): a new or reloaded section gets a
    /// random count; a kept one its old count plus inserts and moves in, minus deletes and moves out.
    private static func counts(after data: ListBatchUpdateData, before: [Int], _ rng: inout SplitMix64) -> [Int] {
        let sectionsAfter = before.count - data.deleteSections.count + data.insertSections.count
        guard sectionsAfter >= 0 else { return [] }
        var sources = [Int?](repeating: nil, count: sectionsAfter)
        var newForOld = [Int?](repeating: nil, count: before.count)
        for move in data.moveSections where move.to < sectionsAfter {
            sources[move.to] = move.from
            newForOld[move.from] = move.to
        }
        let leaving = Set(data.deleteSections).union(data.moveSections.map(\.from))
        let arriving = Set(data.insertSections).union(data.moveSections.map(\.to))
        let survivors = before.indices.filter { !leaving.contains($0) }
        let free = (0..<sectionsAfter).filter { !arriving.contains($0) }
        for (old, new) in zip(survivors, free) {
            sources[new] = old
            newForOld[old] = new
        }
        let reloaded = Set(data.reloadSections)
        return sources.enumerated().map { new, old in
            guard let old, !reloaded.contains(old) else { return Int.random(in: 0...3, using: &rng) }
            var count = before[old] - Set(data.deleteIndexPaths.filter { $0.section == old }).count
                + Set(data.insertIndexPaths.filter { $0.section == new }).count
            for move in data.moveIndexPaths where newForOld[move.from.section] != move.to.section {
                if move.to.section == new { count += 1 }
                if move.from.section == old { count -= 1 }
            }
            return max(count, 0)
        }
    }
}
