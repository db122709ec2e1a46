import Foundation
import ListAdapterKit
import ListDiffKit
import ListLayoutKit

extension ListTransition {
    /// Builds the transition of a batch update the adapter's headless collection view recorded.
    ///
    /// With the package's ``ListCollectionViewLayout`` the recorded computed layouts are used as they are (sticky
    /// headers, their pinning inset, section boxes, content inset and scroll direction come from them, and the
    /// other parameters are ignored), so an adapter's update moves exactly as a spec's does. With another layout
    /// the recorded frames are used, headers at rest, section boxes the union of each section's elements.
    /// A `reloadData` fallback gives identity changes (use a one-frame timeline for it: see ``isAnimated(_:)``).
    ///
    /// ```swift
    /// let recorded = updater.recordTransitions { adapter.performUpdates(animated: true); updater.flush() }.last!
    /// let transition = ListTransition(recorded)
    /// ```
    ///
    /// - Parameters:
    ///   - recorded: the adapter's record of the update.
    ///   - stickyHeaders: whether another layout pins headers.
    ///   - pinningInset: the distance of another layout's pinned headers below the content offset.
    ///   - finalOffset: where the content offset ends (default: where the collection view's offset was after the
    ///     update), clamped to the new content.
    public init(
        _ recorded: ListUpdateTransition, stickyHeaders: Bool = false, pinningInset: CGFloat = 0,
        finalOffset: CGPoint? = nil
    ) {
        let before = ListTransitionLayout(
            recorded.layoutBefore, viewport: recorded.boundsBefore, stickyHeaders: stickyHeaders,
            pinningInset: pinningInset)
        let after = ListTransitionLayout(
            recorded.layoutAfter, viewport: recorded.boundsAfter, stickyHeaders: stickyHeaders,
            pinningInset: pinningInset)
        let changes = recorded.mapping.map { ListTransitionChanges($0) }
            ?? .identity(itemCounts: recorded.layoutAfter.itemFrames.map(\.count))
        self.init(before: before, after: after, changes: changes, finalOffset: finalOffset ?? recorded.boundsAfter.origin)
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
    /// Captures the adapter's recorded layout: its computed ``ListCollectionViewLayout`` at `viewport` when it has
    /// one (then `stickyHeaders` and `pinningInset` come from it), else its frames.
    ///
    /// - Parameters:
    ///   - result: the recorded frames.
    ///   - viewport: the collection view's bounds.
    ///   - stickyHeaders: whether headers pin.
    ///   - pinningInset: the distance of pinned headers below the content offset.
    public init(_ result: ListLayoutResult, viewport: CGRect, stickyHeaders: Bool = false, pinningInset: CGFloat = 0) {
        if var layout = result.layout {
            layout.contentOffset = viewport.origin
            self.init(layout)
            return
        }
        self.init(
            viewport: viewport, contentSize: result.contentSize, pinsHeaders: stickyHeaders, pinningInset: pinningInset,
            itemFrames: result.itemFrames, headerFrames: result.headerFrames, footerFrames: result.footerFrames)
    }
}

extension ListTransitionChanges {
    /// Embeds the collection view's mapping of a batch update (the mapping is not copied into other arrays).
    ///
    /// Moves are highlighted as for specs: a kept section or item is *moved* when it left the longest run of
    /// elements that kept their relative order (an item that changed sections always is). The explicit moves of
    /// a diff are unminimised — after an insert at the top every item below is a move — and would outline nearly
    /// everything; positions interpolate either way.
    ///
    /// ```swift
    /// let changes = ListTransitionChanges(collectionView.lastTransition!.mapping!)
    /// changes.movedItems // the items that left the longest run in their old order
    /// ```
    ///
    /// - Parameter mapping: where each new section and item came from (``ListUpdateTransition/mapping``).
    public init(_ mapping: ListBatchUpdateMapping) {
        self.init(mapping: mapping)
        highlightMoves()
    }

    /// Marks as moved the kept sections and items that left the longest run in their old order, and the items
    /// that changed sections.
    mutating func highlightMoves() {
        let keptSections = sectionSources.enumerated().compactMap { new, source in source.oldIndex.map { (new, $0) } }
        movedSections = Set(LongestIncreasingSubsequence.moved(keptSections))
        movedItems = []
        for (section, sources) in itemSources.enumerated() {
            let oldSection = sectionSources[section].oldIndex
            var kept: [(new: Int, old: Int)] = []
            for (item, source) in sources.enumerated() {
                guard let old = source.oldIndex else { continue }
                if old.section == oldSection {
                    kept.append((item, old.item))
                } else {
                    movedItems.insert(ListIndexPath(section: section, item: item))
                }
            }
            for item in LongestIncreasingSubsequence.moved(kept) {
                movedItems.insert(ListIndexPath(section: section, item: item))
            }
        }
    }
}
