import Foundation
import ListDiffKit

/// Where one element of the layout goes: `UICollectionViewLayoutAttributes` as a value.
///
/// ```swift
/// let cell = layout.layoutAttributesForItem(at: ListIndexPath(section: 0, item: 2))
/// cell?.frame   // (0.0, 88.0, 390.0, 44.0)
/// cell?.zIndex  // 2
/// ```
public struct ListLayoutAttributes: Hashable, Sendable {
    /// A cell, a header or a footer.
    public var kind: ListElementKind
    /// The item's path; a supplementary view has item 0 of its section, as in UIKit.
    public var indexPath: ListIndexPath
    /// The frame in content coordinates. For a sticky header, its position at the layout's content offset.
    public var frame: CGRect
    /// IGListKit's z-order: `section * 1000 + item` for cells, `section * 1000 + 999` for headers and footers, so
    /// a section's supplementary views draw over its cells and later sections draw over earlier ones.
    public var zIndex: Int
    /// Whether this is a header displaced from its resting frame by sticky headers.
    public var isSticky: Bool

    /// Creates attributes.
    public init(kind: ListElementKind, indexPath: ListIndexPath, frame: CGRect, zIndex: Int, isSticky: Bool = false) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isSticky = isSticky
    }

    /// IGListKit's z-index for an element (`adjustZIndexForAttributes`).
    ///
    /// - Parameters:
    ///   - kind: the element's kind.
    ///   - indexPath: its index path.
    /// - Returns: `section * 1000 + item` for a cell, `section * 1000 + 999` otherwise.
    public static func zIndex(kind: ListElementKind, indexPath: ListIndexPath) -> Int {
        let base = indexPath.section * 1000
        return kind == .cell ? base + indexPath.item : base + 999
    }
}
