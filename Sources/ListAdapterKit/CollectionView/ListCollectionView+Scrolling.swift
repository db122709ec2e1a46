import Foundation
import ListDiffKit

extension ListCollectionView {
    /// The smallest content offset: minus the content inset's top-left.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: 0 - contentInset.left, y: 0 - contentInset.top)
    }

    /// The largest content offset that keeps the viewport within the content (and its inset).
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(contentSize.width + contentInset.right - boundsSize.width, minimumContentOffset.x),
            y: max(contentSize.height + contentInset.bottom - boundsSize.height, minimumContentOffset.y))
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

    /// Scrolls so that `frame` (in content coordinates) sits at `position`, clamped to the scrollable range.
    public func scroll(toShow frame: CGRect, at position: ListScrollPosition) {
        var offset = contentOffset
        switch position {
        case .top: offset.y = frame.minY
        case .centeredVertically: offset.y = frame.midY - boundsSize.height / 2
        case .bottom: offset.y = frame.maxY - boundsSize.height
        case .left: offset.x = frame.minX
        case .centeredHorizontally: offset.x = frame.midX - boundsSize.width / 2
        case .right: offset.x = frame.maxX - boundsSize.width
        case .none: offset = offsetShowing(frame)
        }
        contentOffset = clamped(offset)
    }

    /// Simulates a user drag: `scrollViewWillBeginDragging`, the offset change (with `scrollViewDidScroll`), then
    /// `scrollViewDidEndDragging` and, when decelerating, `scrollViewDidEndDecelerating`.
    public func simulateDrag(to offset: CGPoint, decelerate: Bool = false) {
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// The offset clamped to ``minimumContentOffset`` ... ``maximumContentOffset``.
    public func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    func contentOffsetDidChange(from old: CGPoint) {
        guard old != contentOffset else { return }
        if collectionViewLayout.invalidatesOnContentOffsetChange { layoutIsValid = false }
        layoutIfNeeded()
        delegate?.scrollViewDidScroll(self)
    }

    private func offsetShowing(_ frame: CGRect) -> CGPoint {
        var offset = contentOffset
        if frame.minY < offset.y { offset.y = frame.minY }
        if frame.maxY > offset.y + boundsSize.height { offset.y = frame.maxY - boundsSize.height }
        if frame.minX < offset.x { offset.x = frame.minX }
        if frame.maxX > offset.x + boundsSize.width { offset.x = frame.maxX - boundsSize.width }
        return offset
    }
}
