import Foundation
import ListDiffKit
import ListLayoutKit

/// The animation of one batch update: every element's track from the layout before to the layout after, as UIKit's
/// `performBatchUpdates` shows it (see `docs/ANIMATION.md` and `reference/BATCH-AND-ANIMATION.md` §5).
///
/// - Surviving and moved items interpolate their frames; inserted items fade in (alpha 0 → 1) at their final frame;
///   deleted items fade out at their initial frame; reloaded items cross-fade while moving from the old frame to the
///   new one. Headers and footers follow their sections the same way.
/// - Items off screen before and on screen after snap to their final frame (no animation); items on screen in
///   neither state are left out.
/// - Sticky headers are pinned again on every frame from the interpolated section boxes.
/// - The content offset is kept, clamped to the new content size; a clamped or requested change interpolates.
///
/// ```swift
/// let transition = ListTransition(before: ListTransitionLayout(old), after: ListTransitionLayout(new),
///                                 changes: changes)
/// let middle = transition.state(at: ListTimingCurve.easeInOut.progress(at: 0.5))
/// ```
public struct ListTransition: Sendable, Equatable {
    /// The geometry before the update.
    public var before: ListTransitionLayout
    /// The geometry after the update (its viewport origin is the final content offset).
    public var after: ListTransitionLayout
    /// What the update did.
    public var changes: ListTransitionChanges
    /// Every element's track (cells, headers, footers), in no particular order.
    public var tracks: [ListElementTrack]
    /// Every section's track (kept, inserted and deleted sections).
    public var sections: [ListSectionTrack]

    /// Builds the tracks of an update.
    ///
    /// - Parameters:
    ///   - before: the geometry before.
    ///   - after: the geometry after; its viewport origin is replaced by `finalOffset`.
    ///   - changes: where each new section and item came from.
    ///   - finalOffset: the content offset at the end (`nil`: the offset before, clamped to the new content).
    /// - Complexity: O(*n*) for *n* elements.
    public init(
        before: ListTransitionLayout, after: ListTransitionLayout, changes: ListTransitionChanges,
        finalOffset: CGPoint? = nil
    ) {
        var after = after
        after.viewport.origin = after.clampedOffset(finalOffset ?? before.viewport.origin)
        self.before = before
        self.after = after
        self.changes = changes
        var builder = ListTransitionTrackBuilder(before: before, after: after, changes: changes)
        builder.build()
        tracks = builder.tracks
        sections = builder.sections
    }
}
