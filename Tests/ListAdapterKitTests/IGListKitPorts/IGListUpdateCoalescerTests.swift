import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListUpdateCoalescerTests.m` through ``ListAdapterUpdater`` and a
/// ``ListManualUpdateScheduler``: IGListKit waits on the real run loop, here the clock moves by hand, so every delay
/// is asserted exactly.
@MainActor @Suite struct IGListUpdateCoalescerTests {
    /// An updater on a manual clock that schedules its own updates, over one item-update counter.
    @MainActor
    struct Coalescing {
        let list = UpdaterFixture()
        let scheduler = ListManualUpdateScheduler()
        var updater: ListAdapterUpdater { list.updater }

        init(_ config: ListAdaptiveCoalescingExperimentConfig? = nil) {
            list.updater.scheduler = scheduler
            list.updater.schedulesFlushAutomatically = true
            if let config { list.updater.adaptiveCoalescingExperimentConfig = config }
        }

        /// Queues an item update whose block appends `name` to `ran`.
        func queue(_ name: String, into ran: Ref) {
            updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: { ran.values.append(name) }, completion: nil)
        }
    }

    @MainActor final class Ref {
        var values: [String] = []
    }

    private func config(min: TimeInterval, increment: TimeInterval, max: TimeInterval, invisibleWaitsMax: Bool = false)
        -> ListAdaptiveCoalescingExperimentConfig
    {
        ListAdaptiveCoalescingExperimentConfig(
            enabled: true, minInterval: min, intervalIncrement: increment, maxInterval: max,
            useMaxIntervalWhenViewNotVisible: invisibleWaitsMax)
    }

    @Test func test_whenQueueingUpdate_thatDelegateIsCalled() {
        let coalescing = Coalescing()
        let ran = Ref()
        coalescing.queue("a", into: ran)
        #expect(ran.values.isEmpty)  // the next main-actor turn, never inside the call
        #expect(coalescing.scheduler.pendingDueTimes == [0])
        coalescing.scheduler.advance(by: 0)
        #expect(ran.values == ["a"])
    }

    @Test func test_whenQueueingMultipleUpdates_thatOnlyOneUpdateIsPerformed() {
        let coalescing = Coalescing()
        let ran = Ref()
        coalescing.queue("a", into: ran)
        coalescing.queue("b", into: ran)
        coalescing.queue("c", into: ran)
        #expect(coalescing.scheduler.pendingDueTimes == [0])
        let transitions = coalescing.list.updater.recordTransitions { coalescing.scheduler.advance(by: 0) }
        #expect(ran.values == ["a", "b", "c"])
        #expect(transitions.count <= 1)
        #expect(!coalescing.updater.hasPendingUpdates)
    }

    @Test func test_whenSettingAdaptiveConfig_thatConfigIsStored() {
        let coalescing = Coalescing(config(min: 0.1, increment: 0.05, max: 0.5))
        let stored = coalescing.updater.adaptiveCoalescingExperimentConfig
        #expect(stored.enabled && stored.minInterval == 0.1 && stored.maxInterval == 0.5)
        #expect(!stored.useMaxIntervalWhenViewNotVisible)
    }

    @Test func test_whenAdaptiveEnabled_withNoLastUpdate_thatUpdateIsPerformedImmediately() {
        let coalescing = Coalescing(config(min: 0.01, increment: 0.01, max: 0.1))
        let ran = Ref()
        coalescing.queue("a", into: ran)
        #expect(ran.values == ["a"])  // inside the call, as IGListKit's coalescer
        #expect(coalescing.scheduler.pendingDueTimes.isEmpty)
    }

    @Test func test_whenAdaptiveEnabled_withRecentUpdate_thatUpdateIsDelayed() {
        let coalescing = Coalescing(config(min: 0.05, increment: 0.01, max: 0.2))
        let scheduler = coalescing.scheduler
        let ran = Ref()
        coalescing.queue("first", into: ran)
        #expect(ran.values == ["first"])
        scheduler.advance(by: 0.02)
        coalescing.queue("second", into: ran)
        coalescing.queue("third", into: ran)
        // Within minInterval of the last start: waits what is left of it (0.05 − 0.02), coalescing both.
        #expect(ran.values == ["first"])
        #expect(scheduler.pendingDueTimes.count == 1 && abs(scheduler.pendingDueTimes[0] - 0.05) < 1e-9)
        scheduler.advance(by: 0.025)
        #expect(ran.values == ["first"])
        scheduler.advance(by: 0.01)
        #expect(ran.values == ["first", "second", "third"])
    }

    @Test func test_whenAdaptiveEnabled_withBurst_thatIntervalGrowsToMaxAndResetsAfterAQuietTime() {
        let coalescing = Coalescing(config(min: 0.05, increment: 0.05, max: 0.12))
        let scheduler = coalescing.scheduler
        let ran = Ref()
        var starts: [TimeInterval] = []
        for name in ["a", "b", "c", "d"] {
            coalescing.updater.performUpdate(
                collectionView: coalescing.list.collectionView, animated: true,
                itemUpdates: { ran.values.append(name); starts.append(scheduler.now) }, completion: nil)
            scheduler.advance(by: 0.01)  // each request comes in fast, then its update runs when due
            scheduler.advance(by: scheduler.pendingDueTimes.first.map { $0 - scheduler.now } ?? 0)
        }
        // a at once; b waits the rest of 0.05; c the rest of 0.10; d the rest of 0.12 (the max).
        #expect(ran.values == ["a", "b", "c", "d"])
        let rounded = starts.map { ($0 * 1000).rounded() / 1000 }
        #expect(rounded == [0, 0.05, 0.15, 0.27])
        scheduler.advance(by: 1)
        coalescing.queue("e", into: ran)
        #expect(ran.values.last == "e")  // a quiet second: at once again, interval back to min
    }

    @Test func test_whenAdaptiveEnabled_withViewNotVisible_thatMaxIntervalIsUsed() {
        let coalescing = Coalescing(config(min: 0.01, increment: 0.01, max: 0.05, invisibleWaitsMax: true))
        coalescing.list.collectionView.isVisible = false
        let ran = Ref()
        coalescing.queue("a", into: ran)
        #expect(ran.values.isEmpty)
        #expect(coalescing.scheduler.pendingDueTimes == [0.05])
        coalescing.scheduler.advance(by: 0.05)
        #expect(ran.values == ["a"])
    }

    @Test func test_whenAdaptiveEnabled_withVisibleView_thatUpdateIsPerformed() {
        let coalescing = Coalescing(config(min: 0.01, increment: 0.01, max: 0.1, invisibleWaitsMax: true))
        let ran = Ref()
        coalescing.queue("a", into: ran)
        #expect(ran.values == ["a"])
    }

    @Test func test_whenFlushingWithAScheduledUpdate_thatTheStaleScheduleDoesNothing() {
        let coalescing = Coalescing()
        let ran = Ref()
        coalescing.queue("a", into: ran)
        coalescing.updater.flush()
        #expect(ran.values == ["a"])
        coalescing.queue("b", into: ran)
        #expect(coalescing.scheduler.pendingDueTimes == [0, 0])
        coalescing.scheduler.advance(by: 0)
        #expect(ran.values == ["a", "b"])
        #expect(!coalescing.updater.hasPendingUpdates)
    }
}
