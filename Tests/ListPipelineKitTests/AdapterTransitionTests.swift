import Foundation
import ListAdapterKit
import ListAnimationKit
import ListPipelineKit
import ListDiffKit
import ListLayoutKit
import Testing

@Suite struct AdapterTransitionTests {
    /// A recorded update whose two items swapped frames (the adapter's record, identity mapping).
    let recorded = ListUpdateTransition(
        kind: .batchUpdate,
        layoutBefore: ListLayoutResult(
            contentSize: CGSize(width: 390, height: 100),
            itemFrames: [[CGRect(x: 0, y: 0, width: 390, height: 50), CGRect(x: 0, y: 50, width: 390, height: 50)]],
            headerFrames: [nil], footerFrames: [nil]),
        layoutAfter: ListLayoutResult(
            contentSize: CGSize(width: 390, height: 100),
            itemFrames: [[CGRect(x: 0, y: 0, width: 390, height: 60), CGRect(x: 0, y: 60, width: 390, height: 40)]],
            headerFrames: [nil], footerFrames: [nil]),
        boundsBefore: CGRect(x: 0, y: 0, width: 390, height: 300),
        boundsAfter: CGRect(x: 0, y: 0, width: 390, height: 300),
        update: ListCollectionViewUpdate(), mapping: .identity(counts: [2]))

    @Test func test_whenTheAdapterRecordedAnUpdate_thatItsTracksInterpolateTheRecordedFrames() throws {
        let transition = ListTransition(recorded)
        #expect(ListTransition.isAnimated(recorded))
        let state = transition.state(at: 0.5)
        #expect(state.elements.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 390, height: 55), CGRect(x: 0, y: 55, width: 390, height: 45),
        ])
        #expect(state.elements.allSatisfy { $0.change == .unchanged && $0.alpha == 1 })
    }

    @Test func test_whenTheAdapterFellBackToReloadData_thatItIsNotAnimated() {
        var fallback = recorded
        fallback.kind = .reloadData
        #expect(!ListTransition.isAnimated(fallback))
    }
}
