import Foundation
import ListPreview

/// The `adapter` suite: an animated `performUpdates` (diff, batch clean-up, UIKit validation, apply, layout and
/// visible cells) over 100 … 10k single-item sections with a mixed change, against a `reloadData` of the same
/// change (``ListReloadDataUpdater``) timed in the same run; then the cost of one scroll step.
///
/// "× reload" is the reload's time over the batch's (below 1: the animated batch costs more than a reload).
enum AdapterBenchmark {
    static func run() throws {
        MainActor.assumeIsolated { runOnMainActor() }
    }

    @MainActor
    private static func runOnMainActor() {
        let table = Table(columns: ["sections", "batch ms", "reload ms", "× reload", "scroll µs/step", "validate µs"])
        print(machineLine())
        table.printHeader()
        for count in [100, 1_000, 10_000] {
            let (old, new) = rows(count: count)
            let runs = max(3, 20_000 / count)
            // The animated batch and the reload, interleaved (each on a fresh list, set up untimed).
            let (batchTiming, reloadTiming) = interleaved(runs: runs) {
                BenchmarkList(old, updater: animatedUpdater())
            } _: {
                BenchmarkList(old, updater: ListReloadDataUpdater())
            } measure: { list in
                list.update(to: new)
            }
            let scroll = scrollStep(count: count)
            let validate = validation(count: count)
            table.printRow([
                "\(count)", format(batchTiming, scale: 1e6, 3), format(reloadTiming, scale: 1e6, 3),
                format(Interleaved.medianRatio(reloadTiming, over: batchTiming), 2),
                format(scroll / 1e3, 1), format(validate / 1e3, 1),
            ])
        }
        print("(batch, reload: median (p90) ms of interleaved runs; × reload: median of the per-round ratios;")
        print(" mixed change: 10% deletes, 10% inserts, 5% content updates, moves; 390×844 viewport, 44 pt rows;")
        print(" validate: ListBatchUpdateValidator alone on one section of `sections` items with the same share of changes)")
    }

    @MainActor
    private static func animatedUpdater() -> ListAdapterUpdater {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        updater.allowsReloadingOnTooManyUpdates = false
        return updater
    }

    /// The times of `measure` over fresh states from `first` and from `second`, alternating (first, second, second,
    /// first, …), after one untimed warm-up of each.
    @MainActor
    private static func interleaved<State>(
        runs: Int, _ first: () -> State, _ second: () -> State, measure: (State) -> Void
    ) -> (Timing, Timing) {
        measure(first())
        measure(second())
        var timings = (Timing(), Timing())
        for round in 0..<runs {
            for step in 0..<2 {
                let isFirst = (round + step) % 2 == 0
                let state = isFirst ? first() : second()
                let start = Clock.now()
                measure(state)
                let elapsed = Double(Clock.now() - start)
                if isFirst { timings.0.samples.append(elapsed) } else { timings.1.samples.append(elapsed) }
            }
        }
        return timings
    }

    /// One 200 pt scroll step through the middle of the list, in nanoseconds.
    @MainActor
    private static func scrollStep(count: Int) -> Double {
        let list = BenchmarkList(rows(count: count).old, updater: animatedUpdater())
        let steps = 50
        return Interleaved.measure(minRounds: 5, maxRounds: 5, budget: 0) {
            for step in 0..<steps { list.collectionView.contentOffset.y = CGFloat(step * 200) }
        }.median / Double(steps)
    }

    /// The validator alone, in nanoseconds.
    private static func validation(count: Int) -> Double {
        var update = ListCollectionViewUpdate()
        update.deleteItems = stride(from: 0, to: count, by: 10).map { ListIndexPath(section: 0, item: $0) }
        update.insertItems = stride(from: 5, to: count, by: 10).map { ListIndexPath(section: 0, item: $0) }
        update.reloadItems = stride(from: 3, to: count, by: 20).map { ListIndexPath(section: 0, item: $0) }
        return Interleaved.measure(minRounds: 5, maxRounds: 5, budget: 0) {
            blackHole(try? ListBatchUpdateValidator.validate(update, before: [count], after: [count]))
        }.median
    }

    private static func rows(count: Int) -> (old: [BenchmarkRow], new: [BenchmarkRow]) {
        let old = (0..<count).map { BenchmarkRow(id: $0, value: 0) }
        var new: [BenchmarkRow] = []
        for row in old where row.id % 10 != 0 {
            new.append(row.id % 20 == 3 ? BenchmarkRow(id: row.id, value: 1) : row)
            if row.id % 10 == 5 { new.append(BenchmarkRow(id: count + row.id, value: 0)) }
        }
        if new.count > 2 { new.swapAt(1, new.count - 2) }
        return (old, new)
    }
}

/// A collection view, adapter and model of single-item sections.
@MainActor
private final class BenchmarkList: ListAdapterDataSource {
    var rows: [BenchmarkRow]
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844), layout: ListCollectionViewLayout())
    let adapter: ListAdapter

    init(_ rows: [BenchmarkRow], updater: any ListUpdatingDelegate) {
        self.rows = rows
        adapter = ListAdapter(updater: updater, viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    func update(to rows: [BenchmarkRow]) {
        self.rows = rows
        adapter.performUpdates(animated: true)
        (adapter.updater as? ListAdapterUpdater)?.flush()
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            configure: { object, cell in cell.content.text = "row \((object as? BenchmarkRow)?.id ?? -1)" },
            size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}
