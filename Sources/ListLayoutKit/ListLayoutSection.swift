import Foundation
import ListCore

/// The layout inputs of one section: what `UICollectionViewDelegateFlowLayout` answers for it in IGListKit.
///
/// Sizes are in points, before rounding; the layout rounds each item frame to the screen scale.
///
/// ```swift
/// let section = ListLayoutSection(
///     inset: ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
///     minimumLineSpacing: 4, minimumInteritemSpacing: 4,
///     headerSize: CGSize(width: 0, height: 44),
///     itemSizes: Array(repeating: CGSize(width: 100, height: 100), count: 9))
/// ```
public struct ListLayoutSection: Hashable, Sendable {
    /// The section's inset (`insetForSectionAtIndex`).
    public var inset: ListEdgeInsets
    /// Spacing between rows of this section (`minimumLineSpacingForSectionAtIndex`); never between sections.
    public var minimumLineSpacing: CGFloat
    /// Spacing after every item along the row (`minimumInteritemSpacingForSectionAtIndex`), across sections too.
    public var minimumInteritemSpacing: CGFloat
    /// The header's reference size; only its scroll-axis length counts (the cross length is stretched).
    public var headerSize: CGSize
    /// The footer's reference size; only its scroll-axis length counts (the cross length is stretched).
    public var footerSize: CGSize
    /// The size of each item, in item order (`sizeForItemAtIndexPath`).
    public var itemSizes: [CGSize]

    /// Creates the inputs of a section. Every parameter but the item sizes defaults to zero.
    public init(
        inset: ListEdgeInsets = .zero, minimumLineSpacing: CGFloat = 0, minimumInteritemSpacing: CGFloat = 0,
        headerSize: CGSize = .zero, footerSize: CGSize = .zero, itemSizes: [CGSize] = []
    ) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.itemSizes = itemSizes
    }
}
