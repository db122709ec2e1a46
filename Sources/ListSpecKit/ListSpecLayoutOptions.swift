import Foundation
import ListLayoutKit

/// The spec's `layout` object: the options of ``ListCollectionViewLayout``. All default to false, 0 and vertical.
///
/// ```json
/// "layout": { "scrollDirection": "vertical", "stickyHeaders": true, "stickyHeaderYOffset": 0 }
/// ```
public struct ListSpecLayoutOptions: Hashable, Sendable {
    /// The scroll axis.
    public var scrollDirection: ListScrollDirection
    /// Whether headers stick to the top of the viewport.
    public var stickyHeaders: Bool
    /// Added to the content offset where sticky headers pin.
    public var topContentInset: CGFloat
    /// Whether items within 1 pt of the edge are stretched to it.
    public var stretchToEdge: Bool
    /// Whether empty sections keep their header and footer.
    public var showHeaderWhenEmpty: Bool
    /// Moves where sticky headers pin.
    public var stickyHeaderYOffset: CGFloat
    /// UIKit's `flipsHorizontallyInOppositeLayoutDirection`: in a right-to-left environment every frame's x is
    /// mirrored (IGListKit's layout does not flip, so the default is false).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool = false

    /// Creates options; the defaults are those of a spec without a `layout` object.
    public init(
        scrollDirection: ListScrollDirection = .vertical, stickyHeaders: Bool = false, topContentInset: CGFloat = 0,
        stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false, stickyHeaderYOffset: CGFloat = 0
    ) {
        self.scrollDirection = scrollDirection
        self.stickyHeaders = stickyHeaders
        self.topContentInset = topContentInset
        self.stretchToEdge = stretchToEdge
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
        self.stickyHeaderYOffset = stickyHeaderYOffset
    }
}
