import ListDiffKit
import ListLayoutKit

/// Identifies a visible supplementary view: its kind and its section (item 0).
///
/// ```swift
/// collectionView.visibleSupplementaryViews[ListSupplementaryKey(kind: ListElementKind.header, section: 0)]
/// ```
public struct ListSupplementaryKey: Hashable, Sendable, Comparable {
    /// A ``ListElementKind``.
    public var kind: ListElementKind
    /// The section.
    public var section: Int

    /// Creates a key.
    public init(kind: ListElementKind, section: Int) {
        self.kind = kind
        self.section = section
    }

    /// The view's index path (item 0 of the section).
    public var indexPath: ListIndexPath { ListIndexPath(section: section, item: 0) }

    /// Orders by section, then kind (headers before footers).
    public static func < (lhs: ListSupplementaryKey, rhs: ListSupplementaryKey) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.kind.rawValue > rhs.kind.rawValue
    }
}
