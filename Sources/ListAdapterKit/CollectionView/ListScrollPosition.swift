import ListLayoutKit

/// Where an item ends up in the viewport after a programmatic scroll, as `UICollectionView.ScrollPosition`.
///
/// ```swift
/// collectionView.scrollToItem(at: ListIndexPath(section: 3, item: 0), at: .top, animated: false)
/// ```
public enum ListScrollPosition: String, Sendable, Hashable, CaseIterable {
    /// Scroll as little as needed to make the item fully visible.
    case none
    /// The item's top at the viewport's top.
    case top
    /// The item centred vertically.
    case centeredVertically
    /// The item's bottom at the viewport's bottom.
    case bottom
    /// The item's left at the viewport's left.
    case left
    /// The item centred horizontally.
    case centeredHorizontally
    /// The item's right at the viewport's right.
    case right
}

extension ListScrollPosition {
    /// The axis a position names: horizontal for `.left`, `.centeredHorizontally` and `.right`, vertical for the
    /// others (including `.none`).
    public var impliedScrollDirection: ListScrollDirection {
        switch self {
        case .left, .centeredHorizontally, .right: .horizontal
        case .none, .top, .centeredVertically, .bottom: .vertical
        }
    }
}
