import Foundation
import ListLayoutKit

extension ListTransition {
    /// Where a sticky header is pinned at one moment.
    ///
    /// As the layout does at rest: the header sits at `contentOffset + pinningInset` along the scroll axis, clamped
    /// between the top of its section's box and the top of the next section's box minus its own length. During the
    /// transition the boxes are the interpolated ones, and "next section" is taken in both states: the position
    /// computed with the old order and the one computed with the new order are blended by `progress`, so the first
    /// frame pins exactly as the layout before and the last exactly as the layout after.
    ///
    /// ```
    ///  offset ─► |[ header 1 (pinned) ]|   ← clamp to [box₁.minY, box₂.minY − header height]
    ///            |[ 1,3 ][ 1,4 ]       |
    ///            |[ header 2 (resting)]|   ← box₂ moves while section 2 is inserted above it
    /// ```
    func pinnedFrame(
        resting: CGRect, section: Int, boxes: [CGRect], viewport: CGRect, progress: Double
    ) -> CGRect {
        guard after.pinsHeaders else { return resting }
        let track = sections[section]
        let oldNext = track.oldIndex.map { old in sections.firstIndex { $0.oldIndex == old + 1 } }
        let newNext = track.newIndex.map { new in sections.firstIndex { $0.newIndex == new + 1 } }
        let origin = vertical ? viewport.minY : viewport.minX
        let oldPin = oldNext.map { pin(resting, box: boxes[section], next: $0.map { boxes[$0] }, origin: origin) }
        let newPin = newNext.map { pin(resting, box: boxes[section], next: $0.map { boxes[$0] }, origin: origin) }
        let position: CGFloat
        switch (oldPin, newPin) {
        case let (old?, new?): position = old == new ? old : ListInterpolation.value(old, new, min(1, max(0, progress)))
        case let (old?, nil): position = old
        case let (nil, new?): position = new
        case (nil, nil): return resting
        }
        var frame = resting
        if vertical { frame.origin.y = position } else { frame.origin.x = position }
        return frame
    }

    private var vertical: Bool { after.scrollDirection == .vertical }

    /// The pinned leading coordinate of a header in a box, below the next box.
    private func pin(_ resting: CGRect, box: CGRect, next: CGRect?, origin: CGFloat) -> CGFloat {
        let low = vertical ? box.minY : box.minX
        var offset = max(low, origin + after.pinningInset)
        if let next {
            let length = vertical ? resting.height : resting.width
            offset = min(offset, (vertical ? next.minY : next.minX) - length)
        }
        return offset
    }
}
