import Foundation
import ListAdapterKit
import ListCore
import ListLayoutKit

/// What a collection view showed when a recording began: compared with what it shows when the recording ends to see
/// an update made only by re-binding visible views in place (no batch update, so the updater recorded nothing).
@MainActor
struct ListShownState {
    /// What the visible cells, headers and footers showed.
    var content: ListVisibleContent
    /// The layout.
    var layout: ListLayoutResult
    /// The viewport.
    var bounds: CGRect

    /// The collection view's state now.
    init(_ collectionView: ListCollectionView) {
        content = collectionView.visibleContent
        layout = collectionView.layoutResult
        bounds = collectionView.bounds
    }

    /// The change from this state to the collection view's state now, when visible views were re-bound in place
    /// (an IGListKit section controller configuring its cell in `didUpdate(to:)`, a binding section whose view
    /// models changed but whose identities did not): an animated transition in which every element is kept, so the
    /// re-bound ones show their old content in the first frame and their new content after it, outlined as reloads
    /// in strips (docs/ANIMATION.md) — as the spec road's re-bound elements. `nil` when nothing on screen changed.
    ///
    /// - Parameter collectionView: the collection view this state was read from.
    /// - Returns: the transition, or `nil`.
    func inPlaceTransition(to collectionView: ListCollectionView) -> ListUpdateTransition? {
        let now = ListShownState(collectionView)
        guard now.content != content || now.layout != layout || now.bounds != bounds else { return nil }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        return ListUpdateTransition(
            kind: .batchUpdate, animated: true, layoutBefore: layout, layoutAfter: now.layout, boundsBefore: bounds,
            boundsAfter: now.bounds, update: ListCollectionViewUpdate(), mapping: .identity(counts: counts),
            contentBefore: content, contentAfter: now.content)
    }
}
