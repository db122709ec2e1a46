import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// Drives the states of a spec through the engine a Swift user has: a headless ``ListCollectionView`` with the
/// spec's layout, a ``ListAdapter`` whose objects are the spec's sections (one ``SpecSectionController`` each) and a
/// ``ListAdapterUpdater`` that diffs them, validates the batch as UIKit does and records the transition.
@MainActor
final class SpecAdapter: ListAdapterDataSource {
    let collectionView: ListCollectionView
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter
    private(set) var models: [SpecSectionModel]
    /// Where each section id was in the state before the running update (to re-bind its header and footer).
    private(set) var previousSections: [String: Int] = [:]

    /// Loads the first state.
    ///
    /// - Parameters:
    ///   - spec: the resolved spec (viewport, layout options, content offset).
    ///   - models: the sections of its first state with their resolved sizes.
    init(spec: ListSpec, models: [SpecSectionModel]) {
        collectionView = ListCollectionView(boundsSize: spec.viewport.size, layout: spec.emptyLayout())
        collectionView.contentInset = spec.viewport.contentInset
        collectionView.contentOffset = spec.contentOffset
        updater.schedulesFlushAutomatically = false
        updater.allowsReloadingOnTooManyUpdates = false
        adapter = ListAdapter(updater: updater, viewController: nil)
        self.models = models
        adapter.collectionView = collectionView
        adapter.dataSource = self
        updater.flush()
        collectionView.layoutIfNeeded()
    }

    /// Applies the next state as `adapter.performUpdates(animated:)` and returns what the updater recorded.
    ///
    /// When the updater applied no batch (nothing was inserted, deleted or moved: only contents, sizes or insets
    /// changed), the change is the identity, between the layouts before and after.
    ///
    /// - Parameters:
    ///   - next: the sections of the next state.
    ///   - animated: whether the update animates.
    /// - Returns: the recorded transition (a batch update; a `reloadData` only if the updater had to fall back).
    func update(to next: [SpecSectionModel], animated: Bool) -> ListUpdateTransition {
        previousSections = Dictionary(models.enumerated().map { ($1.section.id, $0) }) { first, _ in first }
        collectionView.layoutIfNeeded()
        let layoutBefore = collectionView.layoutResult
        let boundsBefore = collectionView.bounds
        let contentBefore = collectionView.visibleContent
        models = next
        let recorded = updater.recordTransitions {
            adapter.performUpdates(animated: animated)
            updater.flush()
        }
        collectionView.layoutIfNeeded()
        if let last = recorded.last { return last }
        return ListUpdateTransition(
            kind: .batchUpdate, animated: animated, layoutBefore: layoutBefore, layoutAfter: collectionView.layoutResult,
            boundsBefore: boundsBefore, boundsAfter: collectionView.bounds, update: ListCollectionViewUpdate(),
            mapping: .identity(counts: collectionView.itemCounts), contentBefore: contentBefore,
            contentAfter: collectionView.visibleContent)
    }

    /// The visible header or footer of a section of the state before the running update.
    func shownSupplementaryView(_ kind: ListElementKind, sectionID: String) -> ListReusableView? {
        guard let section = previousSections[sectionID] else { return nil }
        return collectionView.supplementaryView(forElementKind: kind, at: ListIndexPath(section: section, item: 0))
    }

    // MARK: ListAdapterDataSource

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { models }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        SpecSectionController(host: self)
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}
