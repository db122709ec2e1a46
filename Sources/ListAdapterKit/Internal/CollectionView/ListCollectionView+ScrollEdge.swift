import Foundation
import ListViewKit

extension ListCollectionView: ListScrollEdgeReporting {
    /// Whether the content rests at its top: a navigation bar over the list then draws its scroll-edge appearance.
    package var isAtTopScrollEdge: Bool { contentOffset.y <= 0 - adjustedContentInset.top }
    /// Whether the content is scrolled to its end (or is shorter than the list): a tab bar under the list then draws
    /// its scroll-edge appearance.
    package var isAtBottomScrollEdge: Bool { contentOffset.y >= maximumContentOffset.y }
}
