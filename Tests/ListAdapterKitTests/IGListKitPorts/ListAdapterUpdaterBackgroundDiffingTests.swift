import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// `allowsBackgroundDiffing`: the diff runs on a global dispatch queue, the update goes on on the main actor, and the
/// result is the main actor's own diff.
@MainActor @Suite struct ListAdapterUpdaterBackgroundDiffingTests {
    /// A random section list of up to 12 sections drawn from 16 identities, with 0–3 items each.
    private func randomSections(_ rng: inout SplitMix64) -> [SectionObject] {
        let count = Int(rng.next() % 13)
        var ids = Array(0..<16).map { "s\($0)" }
        ids.shuffle(using: &rng)
        return ids.prefix(count).map { SectionObject(Array(0..<Int(rng.next() % 4)), identifier: $0) }
    }

    /// Runs one update from `from` to `to` and returns the diff and the batch data the delegate heard.
    private func run(_ from: [SectionObject], _ to: [SectionObject], background: Bool)
        -> (events: [String], diff: ListIndexSetResult?, data: [ListBatchUpdateData], counts: [Int])
    {
        let list = UpdaterFixture()
        list.updater.allowsBackgroundDiffing = background
        list.source.sections = from
        list.reload()
        list.updater.delegate = list.log
        var finished: Bool?
        list.performUpdate(from: from, to: to, animated: true) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        return (list.log.events, list.log.diffs.first, list.log.performed, list.counts)
    }

    @Test(arguments: 0..<200)
    func test_whenDiffingInTheBackground_thatResultsAndBatchesEqualTheMainThreadDiff(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let from = randomSections(&rng)
        let to = randomSections(&rng)
        let main = run(from, to, background: false)
        let background = run(from, to, background: true)
        #expect(background.diff == main.diff)
        #expect(background.diff == ListDiff(oldArray: from, newArray: to, option: .equality))
        #expect(background.data == main.data)
        #expect(background.counts == to.map(\.objects.count))
        // Same delegate calls in the same order; only the thread flag differs.
        #expect(background.events == main.events.map {
            $0 == "didDiff onBackgroundThread false" ? "didDiff onBackgroundThread true" : $0
        })
        #expect(main.events.contains("didDiff onBackgroundThread false"))
    }

    @Test func test_whenDiffingInTheBackground_thatUpdateReturnsAndTheUpdateFinishesOnALaterTurn() async throws {
        let list = UpdaterFixture()
        list.updater.allowsBackgroundDiffing = true
        let from = [SectionObject([0], identifier: "a")]
        list.source.sections = from
        list.reload()
        list.updater.delegate = list.log
        var finished: Bool?
        list.performUpdate(from: from, to: from + [SectionObject([0, 1], identifier: "b")]) { finished = $0 }
        list.updater.update()
        // The diff runs on another thread: the main actor is free, nothing is applied yet.
        #expect(finished == nil)
        #expect(list.updater.hasPendingUpdates)
        #expect(list.log.events == ["willDiff 1 2"])
        #expect(list.counts == [1])
        for _ in 0..<2_000 where finished == nil { try await Task.sleep(for: .milliseconds(1)) }
        #expect(finished == true)
        #expect(!list.updater.hasPendingUpdates)
        #expect(list.counts == [1, 2])
        #expect(list.log.events == [
            "willDiff 1 2", "didDiff onBackgroundThread true", "willPerformBatchUpdates", "didPerformBatchUpdates",
        ])
    }

    @Test func test_whenDataSourceChangesWhileDiffing_thatTheChangeAbsorbsTheUpdate() {
        let list = UpdaterFixture()
        list.updater.allowsBackgroundDiffing = true
        let from = [SectionObject([0], identifier: "a")]
        list.source.sections = from
        var applied = false
        var finished: Bool?
        var changed = false
        let transitions = list.updater.recordTransitions {
            list.reload()
            list.performUpdate(
                from: from, to: from + [SectionObject([0], identifier: "b")], apply: { _ in applied = true }
            ) { finished = $0 }
            list.updater.update()
            #expect(list.updater.hasPendingUpdates)
            list.updater.performDataSourceChange { changed = true }
            #expect(changed && finished == true && !applied)
            #expect(!list.updater.hasPendingUpdates)
            list.updater.flush()
        }
        #expect(transitions.map(\.kind) == [.reloadData])  // the first reload only: the cancelled diff applies nothing
    }
}

extension IGListAdapterE2ETests {
    @Test func test_whenSchedulingSectionUpdate_thenBeginDiffing_thenChangeCollectionView_thatLastestDataIsApplied() {
        let list = CountingList([TestObject(0, 1)])
        list.updater.allowsBackgroundDiffing = true
        list.source.objects = [TestObject(0, 1), TestObject(1, 1)]
        let newCollectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        var seen: (finished: Bool, sections: Int, lastController: Bool)?
        list.adapter.performUpdates(animated: false) { finished in
            seen = (finished, newCollectionView.numberOfSections, list.adapter.sectionController(forSection: 1) != nil)
        }
        list.updater.update()  // the diff starts on another thread
        list.adapter.collectionView = newCollectionView
        #expect(newCollectionView.numberOfSections == 2)
        #expect(list.adapter.sectionController(forSection: 1) != nil && list.adapter.sectionController(forSection: 2) == nil)
        list.updater.flush()
        #expect(seen?.finished == true && seen?.sections == 2 && seen?.lastController == true)
    }

    @Test func test_whenSchedulingSectionUpdate_thenBeginDiffing_thenChangeTheDataSource_thatLastestDataIsApplied() {
        let list = CountingList([TestObject(0, 1)])
        list.updater.allowsBackgroundDiffing = true
        list.source.objects = [TestObject(0, 1), TestObject(1, 1)]
        var seen: (finished: Bool, sections: Int)?
        list.adapter.performUpdates(animated: false) { finished in
            seen = (finished, list.collectionView.numberOfSections)
        }
        list.updater.update()  // the diff starts on another thread
        let newSource = CountingSource()
        newSource.objects = [TestObject(0, 1), TestObject(1, 1), TestObject(2, 1)]
        list.adapter.dataSource = newSource
        #expect(list.collectionView.numberOfSections == 3)
        #expect(list.adapter.sectionController(forSection: 2) != nil)
        list.updater.flush()
        #expect(seen?.finished == true && seen?.sections == 3)
        #expect(list.collectionView.numberOfSections == 3)
    }
}
