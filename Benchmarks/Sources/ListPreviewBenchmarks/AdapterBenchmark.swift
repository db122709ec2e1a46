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
        table.printHeader()
        for count in [100, 1_000, 10_000] {
            let (old, new) = rows(count: count)
            let runs = max(3, 20_000 / count)
            let batch = best(runs: runs) { BenchmarkList(old, updater: animatedUpdater()) } measure: { list in
                list.update(to: new)
            }
            let reload = best(runs: runs) { BenchmarkList(old, updater: ListReloadDataUpdater()) } measure: { list in
                list.update(to: new)
            }
            let scroll = scrollStep(count: count)
            let validate = validation(count: count)
            table.printRow([
                "\(count)", format(batch / 1e6, 3), format(reload / 1e6, 3), format(reload / batch, 2),
                format(scroll / 1e3, 1), format(validate / 1e3, 1),
            ])
        }
        print("(mixed change: 10% deletes, 10% inserts, 5% content updates, moves; 390×844 viewport, 44 pt rows;")
        print(" validate: ListBatchUpdateValidator alone on one section of `sections` items with the same share of changes)")
    }

    @MainActor
    private static func animatedUpdater() -> ListAdapterUpdater {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        updater.allowsReloadingOnTooManyUpdates = false
        return updater
    }

    /// The best time of `measure` over fresh `setup`s, in nanoseconds.
    @MainActor
    private static func best<State>(runs: Int, _ setup: () -> State, measure: (State) -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let state = setup()
            let start = DispatchTime.now().uptimeNanoseconds
            measure(state)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return best
    }

    /// One 200 pt scroll step through the middle of the list, in nanoseconds.
    @MainActor
    private static func scrollStep(count: Int) -> Double {
        let list = BenchmarkList(rows(count: count).old, updater: animatedUpdater())
        let steps = 50
        return Stopwatch.best(runs: 5) {
            for step in 0..<steps { list.collectionView.contentOffset.y = CGFloat(step * 200) }
        } / Double(steps)
    }

    /// The validator alone, in nanoseconds.
    private static func validation(count: Int) -> Double {
        var update = ListCollectionViewUpdate()
        update.deleteItems = stride(from: 0, to: count, by: 10).map { ListIndexPath(section: 0, item: $0) }
        update.insertItems = stride(from: 5, to: count, by: 10).map { ListIndexPath(section: 0, item: $0) }
        update.reloadItems = stride(from: 3, to: count, by: 20).map { ListIndexPath(section: 0, item: $0) }
        return Stopwatch.best(runs: 5) {
            blackHole(try? ListBatchUpdateValidator.validate(update, before: [count], after: [count]))
        }
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
