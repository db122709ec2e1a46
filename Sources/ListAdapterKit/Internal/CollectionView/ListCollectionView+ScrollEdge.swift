import Foundation
import ListViewKit

extension ListCollectionView: ListScrollEdgeReporting {
    /// Whether the content rests at its top: a navigation bar over the list then draws its scroll-edge appearance.
    package var isAtTopScrollEdge: Bool { contentOffset.y <= 0 - adjustedContentInset.top }
}
