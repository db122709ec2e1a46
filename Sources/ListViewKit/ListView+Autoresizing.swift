import Foundation

extension ListView {
    /// UIKit's `UIView.AutoresizingMask`: ``ListAutoresizingMask``.
    public typealias AutoresizingMask = ListAutoresizingMask

    /// Resizes the subviews by their ``autoresizingMask`` after this view's size went from `oldSize` (UIKit does it
    /// whenever a view's bounds change size and ``autoresizesSubviews`` is on).
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.untransformedFrame
            let x = ListAutoresizingMask.resize(
                origin: frame.minX, length: frame.width, from: oldSize.width, to: newSize.width,
                leading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                trailing: mask.contains(.flexibleRightMargin))
            let y = ListAutoresizingMask.resize(
                origin: frame.minY, length: frame.height, from: oldSize.height, to: newSize.height,
                leading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                trailing: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
            if resized != frame {
                subview.bounds.size = resized.size
                subview.center = CGPoint(x: resized.midX, y: resized.midY)
            }
        }
    }
}
