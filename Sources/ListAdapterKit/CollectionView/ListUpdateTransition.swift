import Foundation
import ListDiffKit
import ListLayoutKit

/// One applied change of a collection view, as the animation renderer needs it: the layouts and viewports
/// before and after, the operations applied and where every item went.
///
/// ```swift
/// try collectionView.performBatchUpdates { … }
/// let transition = collectionView.lastTransition!
/// transition.insertedItems  // new index paths that fade in
/// transition.layoutBefore.itemFrames[0][0]
/// ```
public struct ListUpdateTransition: Sendable, Equatable {
    /// How the change was applied.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// `reloadData`: no animation, the final state at once.
        case reloadData
        /// A validated batch update.
        case batchUpdate
    }

    /// How the change was applied.
    public var kind: Kind
    /// Whether the change should animate (set by ``ListAdapterUpdater``; true for direct batch updates).
    public var animated: Bool
    /// When the updater fell back to a reload, why.
    public var fallbackReason: ListUpdateFallbackReason?
    /// The layout before the change.
    public var layoutBefore: ListLayoutResult
    /// The layout after the change.
    public var layoutAfter: ListLayoutResult
    /// The viewport before the change.
    public var boundsBefore: CGRect
    /// The viewport after the change.
    public var boundsAfter: CGRect
    /// The operations applied (empty for a reload).
    public var update: ListCollectionViewUpdate
    /// Where every section and item went (`nil` for a reload).
    public var mapping: ListBatchUpdateMapping?
    /// What the cells and supplementary views visible before the change showed, at their old index paths (read
    /// before the update block ran).
    public var contentBefore: ListVisibleContent
    /// What the cells and supplementary views show after the change, at their new index paths: the ones visible
    /// after it, and the surviving ones that were visible before (they keep their cell and its content, as in
    /// UIKit).
    public var contentAfter: ListVisibleContent

    /// Creates a transition.
    public init(
        kind: Kind, animated: Bool = true, fallbackReason: ListUpdateFallbackReason? = nil,
        layoutBefore: ListLayoutResult, layoutAfter: ListLayoutResult, boundsBefore: CGRect, boundsAfter: CGRect,
        update: ListCollectionViewUpdate, mapping: ListBatchUpdateMapping?, contentBefore: ListVisibleContent = .empty,
        contentAfter: ListVisibleContent = .empty
    ) {
        self.kind = kind
        self.animated = animated
        self.fallbackReason = fallbackReason
        self.layoutBefore = layoutBefore
        self.layoutAfter = layoutAfter
        self.boundsBefore = boundsBefore
        self.boundsAfter = boundsAfter
        self.update = update
        self.mapping = mapping
        self.contentBefore = contentBefore
        self.contentAfter = contentAfter
    }

    /// New index paths of items that are new: inserted, reloaded-in, or in inserted or reloaded sections.
    public var insertedItems: [ListIndexPath] {
        guard let mapping else { return [] }
        return mapping.itemSources.enumerated().flatMap { section, sources in
            sources.indices.compactMap { item -> ListIndexPath? in
                switch sources[item] {
                case .inserted, .reloaded: ListIndexPath(section: section, item: item)
                case .existing: nil
                }
            }
        }
    }

    /// Old index paths of items that disappear: deleted, reloaded-out, or in deleted or reloaded sections.
    public var deletedItems: [ListIndexPath] {
        guard let mapping else { return [] }
        var reloaded: Set<ListIndexPath> = []
        for sources in mapping.itemSources {
            for case .reloaded(let old) in sources { reloaded.insert(old) }
        }
        return mapping.newIndexPathForOld.enumerated().flatMap { section, targets in
            targets.indices.compactMap { item -> ListIndexPath? in
                let old = ListIndexPath(section: section, item: item)
                return targets[item] == nil || reloaded.contains(old) ? old : nil
            }
        }
    }

    /// Every item that survives the change, old index path → new index path, in new index path order: items moved
    /// explicitly and items merely shifted by other inserts and deletes (or unchanged).
    public var survivingItems: [ListCollectionViewUpdate.ItemMove] {
        guard let mapping else { return [] }
        return mapping.itemSources.enumerated().flatMap { section, sources in
            sources.indices.compactMap { item -> ListCollectionViewUpdate.ItemMove? in
                guard case .existing(let old) = sources[item] else { return nil }
                return ListCollectionViewUpdate.ItemMove(from: old, to: ListIndexPath(section: section, item: item))
            }
        }
    }

    /// The items that moved, old index path → new index path, in new index path order: the update's explicit item
    /// moves and the items of explicitly moved sections. An item only shifted by other inserts and deletes is not a
    /// move (it is in ``survivingItems``).
    public var movedItems: [ListCollectionViewUpdate.ItemMove] {
        let explicit = Set(update.moveItems.map(\.from))
        let movedSections = Dictionary(
            update.moveSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        return survivingItems.filter { move in
            explicit.contains(move.from) || movedSections[move.from.section] == move.to.section
        }
    }
}
