import Foundation
import ListAdapterKit
import ListAnimationKit
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
