import Foundation
import ListAdapterKit
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Random sequences of object-array changes, item-level updates (valid and invalid) and direct collection-view
/// batches, checking after each step that the collection view, the section controllers and the model agree, and
/// that a rejected batch changes nothing.
@MainActor @Suite struct ListAdapterPropertyTests {
    @Test func test_whenRandomUpdatesRun_with10000Seeds_thatViewControllersAndModelAgree() {
        var failures: [String] = []
        var stats = Stats()
        for seed in UInt64(0)..<10_000 {
            var rng = SplitMix64(seed: seed)
            if let failure = runCase(&rng, &stats) {
                failures.append("seed \(seed): \(failure)")
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        // The generator exercises every path: batches, fallback reloads, rejected and accepted direct batches.
        #expect(stats.batches > 1_000 && stats.fallbacks > 1_000 && stats.rejected > 1_000 && stats.accepted > 100)
    }

    private struct Stats {
        var batches = 0
        var fallbacks = 0
        var rejected = 0
        var accepted = 0
    }

    private func runCase(_ rng: inout SplitMix64, _ stats: inout Stats) -> String? {
        let list = ListFixture(randomRows(&rng), height: CGFloat(Int.random(in: 40...240, using: &rng)))
        for step in 0..<Int.random(in: 1...4, using: &rng) {
            var failure: String?
            let transitions = list.updater.recordTransitions {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: changeObjects(list, &rng)
                case 1: changeItems(list, &rng, reportCorrectly: true)
                case 2: changeItems(list, &rng, reportCorrectly: false)
                default: failure = directBatch(list, &rng, &stats)
                }
                if failure == nil { list.updater.flush() }
            }
            if let failure { return "step \(step): \(failure)" }
            stats.batches += transitions.count { $0.kind == .batchUpdate }
            stats.fallbacks += transitions.count { $0.fallbackReason != nil }
            if let failure = check(list) { return "step \(step): \(failure)" }
        }
        return nil
    }

    private func randomRows(_ rng: inout SplitMix64) -> [Row] {
        let ids = ["a", "b", "c", "d", "e", "f"].shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng))
        return ids.map {
            Row(id: $0, count: Int.random(in: 0...3, using: &rng), label: Bool.random(using: &rng) ? "x" : "")
        }
    }

    /// One or two object-array changes, coalesced into one transaction.
    private func changeObjects(_ list: ListFixture, _ rng: inout SplitMix64) {
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            list.feed.rows = randomRows(&rng)
            list.adapter.performUpdates(animated: Bool.random(using: &rng))
        }
    }

    /// Inserts or deletes items in one section, reporting the change correctly or not (a wrong report must be
    /// rejected by the collection view and end in a fallback reload).
    private func changeItems(_ list: ListFixture, _ rng: inout SplitMix64, reportCorrectly: Bool) {
        guard !list.feed.rows.isEmpty else { return }
        let section = Int.random(in: 0..<list.feed.rows.count, using: &rng)
        guard let controller = list.adapter.sectionController(forSection: section) as? RowSection else { return }
        let feed = list.feed
        let insert = controller.row.count == 0 || Bool.random(using: &rng)
        let index = Int.random(in: 0...max(controller.row.count - (insert ? 0 : 1), 0), using: &rng)
        list.adapter.performBatch(animated: true, updates: { batch in
            controller.row.count += insert ? 1 : -1
            feed.rows[section] = controller.row
            let reported = reportCorrectly ? index : index + 7
            if insert { batch.insert(in: controller, at: [reported]) } else { batch.delete(in: controller, at: [reported]) }
        }, completion: nil)
    }

    /// A random batch straight on the collection view while the model is unchanged: it must either be accepted
    /// (net zero) or rejected with the state untouched.
    private func directBatch(_ list: ListFixture, _ rng: inout SplitMix64, _ stats: inout Stats) -> String? {
        let collectionView = list.collectionView
        let before = snapshot(list)
        var update = ListCollectionViewUpdate()
        let sections = max(collectionView.numberOfSections, 1)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let a = ListIndexPath(section: Int.random(in: 0..<sections, using: &rng), item: Int.random(in: 0..<3, using: &rng))
            let b = ListIndexPath(section: Int.random(in: 0..<sections, using: &rng), item: Int.random(in: 0..<3, using: &rng))
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: update.insertItems.append(a)
            case 1: update.deleteItems.append(a)
            case 2: update.reloadItems.append(a)
            case 3: update.moveItems.append(.init(from: a, to: b))
            case 4: update.reloadSections.append(a.section)
            default: update.moveSections.append(.init(from: a.section, to: b.section))
            }
        }
        do {
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                try collectionView.insertItems(at: update.insertItems)
                try collectionView.deleteItems(at: update.deleteItems)
                try collectionView.reloadItems(at: update.reloadItems)
                for move in update.moveItems { try collectionView.moveItem(at: move.from, to: move.to) }
                try collectionView.reloadSections(update.reloadSections)
                for move in update.moveSections { try collectionView.moveSection(move.from, toSection: move.to) }
            }
        } catch {
            stats.rejected += 1
            let after = snapshot(list)
            return after == before ? nil : "rejected batch \(update) changed the state: \(before) → \(after)"
        }
        stats.accepted += 1
        // Accepted: the model is unchanged, so the counts must be too; cells may have moved, so reload.
        guard collectionView.itemCounts == before.counts else { return "accepted \(update) changed the counts" }
        collectionView.reloadData()
        return nil
    }

    private struct Snapshot: Equatable {
        var counts: [Int]
        var cells: [ListIndexPath: ObjectIdentifier]
        var selected: [ListIndexPath]
        var layout: ListLayoutResult
    }

    private func snapshot(_ list: ListFixture) -> Snapshot {
        let collectionView = list.collectionView
        var cells: [ListIndexPath: ObjectIdentifier] = [:]
        for path in collectionView.indexPathsForVisibleItems {
            cells[path] = ObjectIdentifier(collectionView.cellForItem(at: path)!)
        }
        return Snapshot(
            counts: collectionView.itemCounts, cells: cells, selected: collectionView.indexPathsForSelectedItems,
            layout: collectionView.layoutResult)
    }

    private func check(_ list: ListFixture) -> String? {
        let model = list.feed.rows
        let counts = list.collectionView.itemCounts
        guard counts == model.map(\.count) else { return "counts \(counts) but model \(model.map(\.count))" }
        guard list.adapter.objects().map({ ($0 as! Row).id }) == model.map(\.id) else { return "objects differ from model" }
        for (section, row) in model.enumerated() {
            guard let controller = list.adapter.sectionController(forSection: section) as? RowSection,
                controller.section == section, controller.row.id == row.id, controller.numberOfItems() == row.count
            else { return "section controller \(section) disagrees with \(row)" }
        }
        for cell in list.collectionView.visibleCells {
            // A cell shifted by other changes keeps its content (as in UIKit), so only its section's id is checked.
            guard let path = cell.indexPath, path.item < model[path.section].count,
                cell.content.text?.hasPrefix("\(model[path.section].id)-") == true
            else {
                return "cell \(cell.content.text ?? "nil") at \(String(describing: cell.indexPath))"
            }
        }
        return nil
    }
}
