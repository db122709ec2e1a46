import Foundation
import ListCore

/// What the layout keeps per section after computing it (IGListKit's `IGListSectionEntry`), plus the index data
/// that makes rect queries logarithmic. Item frames live in the layout's flat arrays, from `itemStart`.
struct ListLayoutSectionEntry: Sendable, Equatable {
    /// The union of the item frames and the header/footer frames that have a length (the section's box).
    var bounds: CGRect
    /// The section's inset (for the content size).
    var inset: ListEdgeInsets
    /// The resting frame of the header (before sticky displacement).
    var headerBounds: CGRect
    /// The resting frame of the footer.
    var footerBounds: CGRect
    /// The index of the section's first item in the flat arrays.
    var itemStart: Int
    /// How many items the section has.
    var itemCount: Int
    /// The running cursors after this section, where a partial relayout of the next section resumes.
    var lastRowCoord: CGFloat
    var lastCrossCoord: CGFloat
    var lastNextRowCoord: CGFloat
    /// The running row coordinate when the section started: a lower bound of every scroll-axis coordinate of the
    /// section when spacings and insets are non-negative (checked: see `isOrdered`).
    var startRowCoord: CGFloat
    /// The largest `maxScroll(bounds)` of this section and every section before it (non-decreasing).
    var prefixMaxScroll: CGFloat
    /// Whether the items' scroll-axis origins never decrease, so a binary search can find the last candidate.
    var itemsOrdered: Bool
    /// Whether this section keeps the order the section search relies on: `startRowCoord` is not below the
    /// previous section's and not above the section's own `minScroll(bounds)`.
    var isOrdered: Bool

    /// IGListKit's `isValid()`: the section has a box of non-zero size.
    var isValid: Bool { bounds.size != .zero }
}
