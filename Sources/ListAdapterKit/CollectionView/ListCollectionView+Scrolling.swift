import Foundation
import ListCore
import ListDiffKit

extension ListCollectionView {
    /// The smallest content offset: minus the adjusted content inset's top-left.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top)
    }

    /// The largest content offset that keeps the viewport within the content (and its inset).
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(contentSize.width + adjustedContentInset.right - boundsSize.width, minimumContentOffset.x),
            y: max(contentSize.height + adjustedContentInset.bottom - boundsSize.height, minimumContentOffset.y))
    }

    /// Sets the content offset. There is no animation headlessly: the final offset applies at once.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// Scrolls so that an item sits at `position`, clamped to the scrollable range.
    ///
    /// - Parameters:
    ///   - indexPath: the item; nothing happens when it is out of range.
    ///   - position: where the item goes.
    ///   - animated: ignored headlessly (the final offset applies at once).
    public func scrollToItem(at indexPath: ListIndexPath, at position: ListScrollPosition, animated: Bool) {
        guard let frame = frameForItem(at: indexPath) else { return }
        scroll(toShow: frame, at: position)
    }

    /// Scrolls so that `frame` (in content coordinates) sits at `position` within the part of the viewport the
    /// content inset leaves (UIKit's adjusted bounds: `.top` puts the frame just below a top inset), clamped to the
    /// scrollable range.
    public func scroll(toShow frame: CGRect, at position: ListScrollPosition) {
        var offset = contentOffset
        let inset = adjustedContentInset
        let visibleHeight = boundsSize.height - inset.vertical
        let visibleWidth = boundsSize.width - inset.horizontal
        switch position {
        case .top: offset.y = frame.minY - inset.top
        case .centeredVertically: offset.y = frame.midY - visibleHeight / 2 - inset.top
        case .bottom: offset.y = frame.maxY - boundsSize.height + inset.bottom
        case .left: offset.x = frame.minX - inset.left
        case .centeredHorizontally: offset.x = frame.midX - visibleWidth / 2 - inset.left
        case .right: offset.x = frame.maxX - boundsSize.width + inset.right
        case .none: offset = offsetShowing(frame)
        }
        contentOffset = clamped(offset)
    }

    /// The part of the viewport the content inset leaves, in content coordinates (UIKit's visible rect inside the
    /// adjusted content inset): where `.top`, `.bottom` and the other scroll positions place an item.
    public var adjustedVisibleRect: CGRect {
        let inset = adjustedContentInset
        return CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: boundsSize.width - inset.horizontal, height: boundsSize.height - inset.vertical)
    }

    /// Simulates a user drag, with UIKit's sequence of delegate calls: `scrollViewWillBeginDragging`, the offset
    /// change (with `scrollViewDidScroll`), `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// `scrollViewDidEndDragging`, and when decelerating the move to the target offset (which the delegate may
    /// have changed, to snap or page) and `scrollViewDidEndDecelerating`. ``isTracking``, ``isDragging`` and
    /// ``isDecelerating`` read as UIKit's at each call.
    ///
    /// - Parameters:
    ///   - offset: where the finger leaves the content.
    ///   - velocity: the velocity at release, in points per millisecond (UIKit's unit); default zero.
    ///   - decelerate: whether the content moves on after the release.
    public func simulateDrag(to offset: CGPoint, velocity: CGPoint = .zero, decelerate: Bool = false) {
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = clamped(offset)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isTracking = false
        isDecelerating = decelerate
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        isDragging = false
        guard decelerate else { return }
        contentOffset = target
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The offset clamped to ``minimumContentOffset`` ... ``maximumContentOffset``.
    public func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Keeps an offset resting at the old minimum at the new one (UIKit adjusts it when the adjusted inset changes:
    /// a new ``contentInset``, or a new safe area), then lays out again. Does nothing when the adjusted inset is
    /// the one last applied.
    func syncAdjustedContentInset() {
        let new = adjustedContentInset
        guard new != appliedAdjustedContentInset else { return }
        let old = appliedAdjustedContentInset
        appliedAdjustedContentInset = new
        var offset = contentOffset
        if offset.x == 0 - old.left { offset.x = 0 - new.left }
        if offset.y == 0 - old.top { offset.y = 0 - new.top }
        layoutIsValid = false
        if offset != contentOffset {
            contentOffset = offset
        } else {
            layoutIfNeeded()
        }
    }

    func contentOffsetDidChange(from old: CGPoint) {
        guard old != contentOffset else { return }
        if collectionViewLayout.invalidatesOnContentOffsetChange { layoutIsValid = false }
        layoutIfNeeded()
        delegate?.scrollViewDidScroll(self)
    }

    private func offsetShowing(_ frame: CGRect) -> CGPoint {
        var offset = contentOffset
        let visible = adjustedVisibleRect
        if frame.minY < visible.minY { offset.y = frame.minY - adjustedContentInset.top }
        if frame.maxY > visible.maxY { offset.y = frame.maxY - boundsSize.height + adjustedContentInset.bottom }
        if frame.minX < visible.minX { offset.x = frame.minX - adjustedContentInset.left }
        if frame.maxX > visible.maxX { offset.x = frame.maxX - boundsSize.width + adjustedContentInset.right }
        return offset
    }
}
