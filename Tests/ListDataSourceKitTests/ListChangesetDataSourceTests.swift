import Foundation
import ListAdapterKit
import ListCore
import ListDataSourceKit
import ListDiffKit
import ListTestSupport
import Testing

/// Records where the cell provider ran.
final class ProviderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var onMainThread: [Bool] = []

    func record() { lock.withLock { onMainThread.append(Thread.isMainThread) } }
    var calls: [Bool] { lock.withLock { onMainThread } }
}

/// What the concurrency test enqueued and saw applied.
@MainActor final class VersionLog {
    var enqueued: [Int] = []
    var observed: [Int] = []
}

@MainActor @Suite struct ListChangesetDataSourceTests {
    nonisolated static let modernApplyCases = (try? ChangesetCase.loadAll())?.filter { $0.kind == "apply" && $0.isModern } ?? []
    nonisolated static let modernInvalidCases = (try? ChangesetCase.loadAll())?.filter {
        $0.kind == "verify" && $0.isModern && $0.expected["valid"] as? Bool == false
    } ?? []

    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    private func makeSource(log: ProviderLog = ProviderLog(), context: String = "light")
        -> ListChangesetDataSource<String, String>
    {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 300, height: 10_000), layout: StackLayout())
        return ListChangesetDataSource<String, String>(
            collectionView: collectionView, supplementaryViewDataSource: nil,
            cellProvider: { model, context, range in
                log.record()
                return ListCellComponent(
                    content: ListCellContent(text: "\(model) (\(context))"),
                    size: range.clamp(CGSize(width: 1_000, height: 20 + model.count)))
            },
            context: context, cellConfiguration: nil)
    }

    /// A changeset that builds `state` from nothing.
    private func building(_ state: [[String]]) -> ListChangeset<String> {
        var changeset = ListChangeset<String>(insertedSections: Set(state.indices))
        for (section, items) in state.enumerated() {
            for (item, model) in items.enumerated() { changeset.insertedItems[path(section, item)] = model }
        }
        return changeset
    }

    private func visibleTexts(_ source: ListChangesetDataSource<String, String>) -> [[String]] {
        let view = source.collectionView
        view.layoutIfNeeded()
        return (0..<view.numberOfSections).map { section in
            (0..<view.numberOfItems(inSection: section)).map {
                view.cellForItem(at: path(section, $0))?.content.text ?? "?"
            }
        }
    }

    @Test(arguments: modernApplyCases)
    func test_whenApplyingComponentKitCases_thatViewShowsTheExpectedState(_ testCase: ChangesetCase) async throws {
        let source = makeSource()
        let initial = try testCase.initialState()
        try source.enqueueChangeset(building(initial), constrainedSize: .width(300))
        let expected = try #require(testCase.expected["state"] as? [[String]])
        try source.enqueueChangeset(testCase.changeset(), constrainedSize: .width(300))
        await source.waitUntilIdle()
        #expect(source.models == expected, "\(testCase.id)")
        #expect(visibleTexts(source) == expected.map { $0.map { "\($0) (light)" } }, "\(testCase.id)")
        #expect(source.collectionView.itemCounts == expected.map(\.count))
    }

    @Test(arguments: modernInvalidCases)
    func test_whenEnqueuingAnInvalidCase_thatItIsRejectedWithComponentKitsError_andNothingIsQueued(
        _ testCase: ChangesetCase
    ) async throws {
        let source = makeSource()
        try source.enqueueChangeset(building(try testCase.initialState()), constrainedSize: .width(300))
        for pending in try testCase.pendingChangesets() {
            try source.enqueueChangeset(pending, constrainedSize: .width(300))
        }
        let expectedError = try #require(testCase.expected["error"] as? [String: Any])
        do {
            try source.enqueueChangeset(try testCase.changeset(), constrainedSize: .width(300))
            Issue.record("\(testCase.id): expected \(expectedError)")
        } catch let error as ListChangesetError {
            #expect(error.operation.rawValue == expectedError["operation"] as? String, "\(testCase.id)")
            #expect(error.section ?? -1 == expectedError["section"] as? Int, "\(testCase.id)")
            #expect(error.item ?? -1 == expectedError["item"] as? Int, "\(testCase.id)")
        }
        let before = source.models
        await source.waitUntilIdle()
        #expect(source.models.count >= before.count)   // only the valid changesets were applied
    }

    @Test func test_whenEnqueuing_thatProviderRunsOffTheMainThread_andOnlyForNewAndUpdatedModels() async throws {
        let log = ProviderLog()
        let source = makeSource(log: log)
        try source.enqueueChangeset(building([["a", "bb", "ccc"]]), constrainedSize: .width(300))
        #expect(source.models == [])   // nothing applied before the queue runs
        await source.waitUntilIdle()
        #expect(log.calls == [false, false, false])
        try source.enqueueChangeset(ListChangeset(updatedItems: [path(0, 1): "BB"]), constrainedSize: .width(300))
        await source.waitUntilIdle()
        #expect(log.calls.count == 4)
        #expect(source.model(at: path(0, 1)) == "BB")
        #expect(source.size(at: path(0, 2)) == CGSize(width: 300, height: 23))
        #expect(source.model(at: path(0, 3)) == nil)
    }

    /// Many changesets from several tasks: each is applied whole and in enqueue order, and a reader on the main
    /// actor never sees a state between two changesets.
    @Test func test_whenManyTasksEnqueue_thatChangesetsApplyInOrder_andNoReaderSeesHalfAState() async throws {
        let source = makeSource()
        try source.enqueueChangeset(building([["v0", "v0", "v0"]]), constrainedSize: .width(300))
        let log = VersionLog()
        source.didApplyChangeset = { _ in
            let versions = Set(source.models[0].map { Int($0.dropFirst())! })
            #expect(versions.count == 1)   // every item of one version: never half a changeset
            log.observed.append(versions.first!)
        }
        let workers = (0..<8).map { worker in
            Task { @MainActor in await Self.enqueueVersions(worker: worker, source: source, log: log) }
        }
        for worker in workers { await worker.value }
        await source.waitUntilIdle()
        #expect(log.enqueued == Array(1...200))
        #expect(log.observed == [0] + Array(1...200))
        #expect(source.models[0] == Array(repeating: "v200", count: 203))
        #expect(!source.hasPendingChangesets)
    }

    /// One worker: 25 changesets, each rewriting every item with the next version and adding one item.
    private static func enqueueVersions(
        worker: Int, source: ListChangesetDataSource<String, String>, log: VersionLog
    ) async {
        for step in 0..<25 {
            if step % 5 == worker % 5 { await Task.yield() }
            let version = log.enqueued.count + 1
            let count = 3 + log.enqueued.count
            var changeset = ListChangeset<String>()
            for item in 0..<count { changeset.updatedItems[ListIndexPath(section: 0, item: item)] = "v\(version)" }
            changeset.insertedItems[ListIndexPath(section: 0, item: count)] = "v\(version)"
            do {
                try source.enqueueChangeset(changeset, constrainedSize: .width(300))
            } catch {
                Issue.record("version \(version) rejected: \(error)")
            }
            log.enqueued.append(version)
            // A reader between enqueues sees a whole applied state.
            let versions = Set(source.models.first?.map { Int($0.dropFirst())! } ?? [0])
            #expect(versions.count <= 1)
        }
    }

    @Test func test_whenContextChanges_thatEveryCellIsMadeAgainWithIt() async throws {
        let source = makeSource()
        try source.enqueueChangeset(building([["a"], ["b", "c"]]), constrainedSize: .width(300))
        source.updateContextAndEnqueueReload("dark")
        await source.waitUntilIdle()
        #expect(source.context == "dark")
        #expect(visibleTexts(source) == [["a (dark)"], ["b (dark)", "c (dark)"]])
    }

    @Test func test_whenAMovedItemIsUpdated_thatViewShowsTheNewModelAtTheDestination() async throws {
        let source = makeSource()
        try source.enqueueChangeset(building([["a", "b", "c"]]), constrainedSize: .width(300))
        try source.enqueueChangeset(
            ListChangeset(updatedItems: [path(0, 0): "A"], movedItems: [path(0, 0): path(0, 2)]),
            constrainedSize: .width(300))
        var mapping: [ListIndexPath: ListIndexPath] = [:]
        source.didApplyChangeset = { mapping = $0.finalUpdatedIndexPaths }
        await source.waitUntilIdle()
        #expect(visibleTexts(source) == [["b (light)", "c (light)", "A (light)"]])
        #expect(mapping == [path(0, 0): path(0, 2)])
        #expect(source.collectionView.lastTransition?.update.deleteItems == [path(0, 0)])
        #expect(source.collectionView.lastTransition?.update.insertItems == [path(0, 2)])
    }

    @Test func test_whenCellsAppearAndDisappear_thatTheObserverIsTold() async throws {
        let source = makeSource()
        var events: [String] = []
        source.appearanceObserver = { event in
            switch event {
            case let .willAppear(model, path): events.append("appear \(model) \(path)")
            case let .didDisappear(model, path): events.append("disappear \(model) \(path)")
            }
        }
        source.collectionView.boundsSize = CGSize(width: 300, height: 30)
        try source.enqueueChangeset(building([["a", "b"]]), constrainedSize: .width(300))
        await source.waitUntilIdle()
        source.collectionView.layoutIfNeeded()
        source.collectionView.setContentOffset(CGPoint(x: 0, y: 25), animated: false)
        source.collectionView.layoutIfNeeded()
        #expect(events == ["appear a [0, 0]", "appear b [0, 1]", "disappear a [0, 0]"])
    }

    @Test func test_whenAChangesetDeletesMovesAndReloads_thatDisappearanceNamesTheModelsThatLeft() async throws {
        let source = makeSource()
        var events: [String] = []
        source.appearanceObserver = { event in
            if case let .didDisappear(model, path) = event { events.append("disappear \(model) \(path)") }
        }
        try source.enqueueChangeset(building([["a", "b", "c", "d"]]), constrainedSize: .width(300))
        await source.waitUntilIdle()
        source.collectionView.layoutIfNeeded()
        // Delete a, move d to the front, update c: a leaves and c's old cell is replaced (a reload).
        try source.enqueueChangeset(
            ListChangeset(
                updatedItems: [path(0, 2): "C"], removedItems: [path(0, 0)], movedItems: [path(0, 3): path(0, 0)]),
            constrainedSize: .width(300))
        await source.waitUntilIdle()
        source.collectionView.layoutIfNeeded()
        #expect(visibleTexts(source) == [["d (light)", "b (light)", "C (light)"]])
        #expect(events.sorted() == ["disappear a [0, 0]", "disappear c [0, 2]"])
    }
}
