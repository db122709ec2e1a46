import Foundation
import ListLayoutKit

extension ListTransitionLayout {
    /// Captures the adapter's recorded layout: its computed ``ListCollectionViewLayout`` at `viewport` when it has
    /// one (then `stickyHeaders` and `pinningInset` come from it), else its frames.
    ///
    /// - Parameters:
    ///   - result: the recorded frames.
    ///   - viewport: the collection view's bounds.
    ///   - stickyHeaders: whether headers pin.
    ///   - pinningInset: the distance of pinned headers below the content offset.
    public init(_ result: ListLayoutResult, viewport: CGRect, stickyHeaders: Bool = false, pinningInset: CGFloat = 0) {
        if var layout = result.layout {
            layout.contentOffset = viewport.origin
            self.init(layout)
            return
        }
        self.init(
            viewport: viewport, contentSize: result.contentSize, pinsHeaders: stickyHeaders, pinningInset: pinningInset,
            itemFrames: result.itemFrames, headerFrames: result.headerFrames, footerFrames: result.footerFrames)
    }
}
