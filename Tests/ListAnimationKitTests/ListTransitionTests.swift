import Foundation
import ListAnimationKit
import ListDiffKit
import ListLayoutKit
import Testing

@Suite struct ListTransitionTests {
    typealias F = TransitionFixtures

    /// [a, b, c] → [x, a, c]: x inserted at 0, a shifted down, b deleted, c kept in place.
    let transition = ListTransition(
        before: F.layout(rows: 3), after: F.layout(rows: 3),
        changes: ListTransitionChanges(
            sectionSources: [.existing(0)], itemSources: [[.inserted, .existing(F.path(0)), .existing(F.path(2))]]))

    @Test func test_whenAnItemIsInserted_thatItFadesInAtItsFinalFrame() throws {
        let track = try #require(transition.tracks.first { $0.side == .after && $0.indexPath == F.path(0) })
        #expect(track.change == .inserted)
        #expect(track.startFrame == F.row(0) && track.endFrame == F.row(0))
        let element = try #require(F.element(transition.state(at: 0.25), side: .after, 0))
        #expect(element.alpha == 0.25)
        #expect(element.frame == F.row(0))
        #expect(F.element(transition.state(at: 0), side: .after, 0) == nil)
    }

    @Test func test_whenAnItemIsDeleted_thatItFadesOutAtItsInitialFrame() throws {
        let element = try #require(F.element(transition.state(at: 0.75), side: .before, 1))
        #expect(element.change == .deleted)
        #expect(element.alpha == 0.25)
        #expect(element.frame == F.row(1))
        #expect(F.element(transition.state(at: 1), side: .before, 1) == nil)
    }

    @Test func test_whenAnItemShifts_thatItsFrameInterpolatesLinearlyInProgress() throws {
        let quarter = try #require(F.element(transition.state(at: 0.25), side: .after, 1))
        #expect(quarter.change == .unchanged)
        #expect(quarter.frame == CGRect(x: 0, y: 12.5, width: 390, height: 50))
        #expect(quarter.alpha == 1)
        let end = try #require(F.element(transition.state(at: 1), side: .after, 1))
        #expect(end.frame == F.row(1))
    }

    @Test func test_whenProgressComesFromACurve_thatTheFrameFollowsTheCurve() throws {
        let progress = ListTimingCurve.easeIn.progress(at: 0.5)
        let element = try #require(F.element(transition.state(at: progress), side: .after, 1))
        #expect(abs(element.frame.minY - 50 * progress) < 1e-12)
        #expect(progress < 0.5)
    }

    @Test func test_whenAnItemIsReloaded_thatTheOldAndNewCrossFadeWhileMoving() throws {
        let reload = ListTransition(
            before: F.layout(rows: 2), after: F.layout(rows: 2),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [[.existing(F.path(1)), .reloaded(F.path(0))]]))
        let state = reload.state(at: 0.5)
        let outgoing = try #require(F.element(state, side: .before, 0))
        let incoming = try #require(F.element(state, side: .after, 1))
        #expect(outgoing.change == .reloaded && incoming.change == .reloaded)
        #expect(outgoing.alpha == 0.5 && incoming.alpha == 0.5)
        #expect(outgoing.frame == CGRect(x: 0, y: 25, width: 390, height: 50))
        #expect(incoming.frame == outgoing.frame)
        // Outgoing elements draw first.
        let order = state.elements.map(\.side)
        #expect(order == [.before, .after, .after])
    }

    @Test func test_whenAnItemWasOffScreenBeforeAndIsOnScreenAfter_thatItSnapsIntoPlace() throws {
        // [a, b, c, d, e] → [b, c, d, e]: e (at y 200, below the 200-point viewport) comes up to y 150.
        let snap = ListTransition(
            before: F.layout(rows: 5), after: F.layout(rows: 4),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [(1...4).map { .existing(F.path($0)) }]))
        let track = try #require(snap.tracks.first { $0.indexPath == F.path(3) && $0.side == .after })
        #expect(track.snaps)
        #expect(track.startFrame == F.row(3) && track.endFrame == F.row(3))
        #expect(F.element(snap.state(at: 0), side: .after, 3) == nil)
        let early = try #require(F.element(snap.state(at: 0.01), side: .after, 3))
        #expect(early.frame == F.row(3) && early.alpha == 1)
        // b, on screen before, slides instead.
        #expect(try #require(F.element(snap.state(at: 0.5), side: .after, 0)).frame.minY == 25)
    }

    @Test func test_whenAnItemIsOffScreenInBothStates_thatItHasNoTrack() {
        let far = ListTransition(
            before: F.layout(rows: 10), after: F.layout(rows: 9),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [(1...9).map { .existing(F.path($0)) }]))
        #expect(far.tracks.count == 5)  // a (deleted) and b, c, d, e; f…j never show
        #expect(!far.tracks.contains { $0.indexPath.item >= 5 })
    }

    @Test func test_whenTheContentShrinksBelowTheOffset_thatTheOffsetIsClampedAndAnimated() {
        let shrink = ListTransition(
            before: F.layout(rows: 8, offset: 200), after: F.layout(rows: 5),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [(0..<5).map { .existing(F.path($0)) }]))
        #expect(shrink.after.viewport.origin == CGPoint(x: 0, y: 50))  // 250 of content − 200 of viewport
        #expect(shrink.state(at: 0.5).viewport.origin == CGPoint(x: 0, y: 125))
        let kept = ListTransition(
            before: F.layout(rows: 8, offset: 100), after: F.layout(rows: 8),
            changes: .identity(itemCounts: [8]))
        #expect(kept.after.viewport.origin == CGPoint(x: 0, y: 100))
    }

    @Test func test_whenAFinalOffsetIsGiven_thatTheViewportAnimatesToIt() {
        let scroll = ListTransition(
            before: F.layout(rows: 8), after: F.layout(rows: 8), changes: .identity(itemCounts: [8]),
            finalOffset: CGPoint(x: 0, y: 100))
        #expect(scroll.state(at: 0.25).viewport.origin == CGPoint(x: 0, y: 25))
        #expect(scroll.state(at: 1).viewport.origin == CGPoint(x: 0, y: 100))
    }

    @Test func test_whenTwoItemsSwap_thatTheMovedOneDrawsAboveTheOther() {
        let swap = ListTransition(
            before: F.layout(rows: 2), after: F.layout(rows: 2),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [[.existing(F.path(1)), .existing(F.path(0))]],
                movedItems: [F.path(0)]))
        let state = swap.state(at: 0.5)
        #expect(state.elements.map(\.change) == [.unchanged, .moved])
        #expect(state.elements.map(\.frame) == [F.row(0).offsetBy(dx: 0, dy: 25), F.row(0).offsetBy(dx: 0, dy: 25)])
        #expect(swap.state(at: 0.25).elements.map(\.shownIndexPath) == [F.path(0), F.path(1)])
    }
}
