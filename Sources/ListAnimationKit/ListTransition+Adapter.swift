import Foundation
import ListAdapterKit
import ListDiffKit
import ListLayoutKit

extension ListTransition {
    /// Builds the transition of a batch update the adapter's headless collection view recorded.
    ///
    /// The layouts are the recorded ones (headers at rest); section boxes are the union of each section's elements.
    /// A `reloadData` fallback gives identity changes (use a one-frame timeline for it: see ``isAnimated(_:)``).
    ///
    /// ```swift
    /// let recorded = updater.transitions.last!   // the ListAdapterUpdater that applied the update
    /// let transition = ListTransition(recorded, stickyHeaders: false)
    /// ```
    ///
    /// - Parameters:
    ///   - recorded: the adapter's record of the update.
    ///   - stickyHeaders: whether the layout pins headers.
    ///   - pinningInset: the distance of pinned headers below the content offset.
    public init(_ recorded: ListUpdateTransition, stickyHeaders: Bool = false, pinningInset: CGFloat = 0) {
        let before = ListTransitionLayout(
            recorded.layoutBefore, viewport: recorded.boundsBefore, stickyHeaders: stickyHeaders,
            pinningInset: pinningInset)
        let after = ListTransitionLayout(
            recorded.layoutAfter, viewport: recorded.boundsAfter, stickyHeaders: stickyHeaders,
            pinningInset: pinningInset)
        let changes = recorded.mapping.map { ListTransitionChanges($0, update: recorded.update) }
            ?? .identity(itemCounts: recorded.layoutAfter.itemFrames.map(\.count))
        self.init(before: before, after: after, changes: changes, finalOffset: recorded.boundsAfter.origin)
    }

    /// Whether a recorded update animates: a batch update made with animation (not a `reloadData` fallback).
    ///
    /// - Parameter recorded: the adapter's record.
    /// - Returns: `true` when its transition should be played over several frames.
    public static func isAnimated(_ recorded: ListUpdateTransition) -> Bool {
        recorded.animated && recorded.kind == .batchUpdate
    }
}

extension ListTransitionLayout {
    /// Captures the adapter's recorded layout.
    ///
    /// - Parameters:
    ///   - result: the recorded frames.
    ///   - viewport: the collection view's bounds.
    ///   - stickyHeaders: whether headers pin.
    ///   - pinningInset: the distance of pinned headers below the content offset.
    public init(_ result: ListLayoutResult, viewport: CGRect, stickyHeaders: Bool = false, pinningInset: CGFloat = 0) {
        self.init(
            viewport: viewport, contentSize: result.contentSize, pinsHeaders: stickyHeaders, pinningInset: pinningInset,
            itemFrames: result.itemFrames, headerFrames: result.headerFrames, footerFrames: result.footerFrames)
    }
}

extension ListTransitionChanges {
    /// Converts the adapter's mapping of a batch update.
    ///
    /// - Parameters:
    ///   - mapping: where each new section and item came from.
    ///   - update: the update as submitted (its moves are highlighted).
    public init(_ mapping: ListBatchUpdateMapping, update: ListCollectionViewUpdate) {
        self.init(
            sectionSources: mapping.sectionSources.map { source in
                switch source {
                case .inserted: .inserted
                case .existing(let old): .existing(old)
                case .reloaded(let old): .reloaded(old)
                }
            },
            itemSources: mapping.itemSources.map { sources in
                sources.map { source in
                    switch source {
                    case .inserted: .inserted
                    case .existing(let old): .existing(old)
                    case .reloaded(let old): .reloaded(old)
                    }
                }
            },
            movedSections: Set(update.moveSections.map(\.to)), movedItems: Set(update.moveItems.map(\.to)))
    }
}
