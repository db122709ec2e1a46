import Foundation
import ListDiffKit
import ListLayoutKit

/// One element's course through a transition: its frame and opacity at the start and at the end.
///
/// At progress *p* (the timing curve's output, 0 at the start, 1 at the end, possibly beyond for a spring) the
/// frame is `start·(1−p) + end·p` on each of x, y, width and height, and the alpha the same, clamped to 0...1.
///
/// ```swift
/// let track = ListElementTrack(kind: .cell, change: .moved, side: .after,
///                              indexPath: ListIndexPath(section: 0, item: 0),
///                              startFrame: CGRect(x: 0, y: 100, width: 390, height: 50),
///                              endFrame: CGRect(x: 0, y: 0, width: 390, height: 50))
/// track.frame(at: 0.5)   // (0, 50, 390, 50)
/// ```
public struct ListElementTrack: Sendable, Equatable {
    /// Cell, header or footer.
    public var kind: ListElementKind
    /// What the update did to it.
    public var change: ListElementChange
    /// The state whose content it shows.
    public var side: ListTransitionSide
    /// Its index path in that state (item 0 for headers and footers).
    public var indexPath: ListIndexPath
    /// For a kept element shown from the state after: its index path in the state before (`nil`: same as
    /// ``indexPath``). Frames in the first half of the transition report this path, the rest ``indexPath``.
    public var previousIndexPath: ListIndexPath?
    /// Its frame at the start, in content coordinates (headers: at rest).
    public var startFrame: CGRect
    /// Its frame at the end.
    public var endFrame: CGRect
    /// Its opacity at the start.
    public var startAlpha: Double
    /// Its opacity at the end.
    public var endAlpha: Double
    /// For headers: the index of their section's track in ``ListTransition/sections``, to pin them.
    public var sectionTrack: Int?
    /// Whether it snaps into place: it was off screen before and is on screen after, so it shows at its final frame
    /// from the first moment after the start (UIKit does not animate it), and not at all at progress 0.
    public var snaps: Bool

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - change: what the update did to it.
    ///   - side: the state whose content it shows.
    ///   - indexPath: its path in that state.
    ///   - previousIndexPath: a kept element's path in the state before.
    ///   - startFrame: the frame at the start.
    ///   - endFrame: the frame at the end.
    ///   - startAlpha: the opacity at the start (default 1).
    ///   - endAlpha: the opacity at the end (default 1).
    ///   - sectionTrack: headers: their section's track.
    ///   - snaps: whether it snaps into place (then `startFrame` should equal `endFrame`).
    public init(
        kind: ListElementKind, change: ListElementChange, side: ListTransitionSide, indexPath: ListIndexPath,
        previousIndexPath: ListIndexPath? = nil, startFrame: CGRect, endFrame: CGRect, startAlpha: Double = 1, endAlpha: Double = 1, sectionTrack: Int? = nil,
        snaps: Bool = false
    ) {
        self.kind = kind
        self.change = change
        self.side = side
        self.indexPath = indexPath
        self.previousIndexPath = previousIndexPath
        self.startFrame = startFrame
        self.endFrame = endFrame
        self.startAlpha = startAlpha
        self.endAlpha = endAlpha
        self.sectionTrack = sectionTrack
        self.snaps = snaps
    }

    /// The frame at `progress` (exactly `startFrame` at 0 and `endFrame` at 1).
    ///
    /// - Parameter progress: the timing curve's output.
    /// - Returns: the interpolated frame.
    public func frame(at progress: Double) -> CGRect {
        ListInterpolation.rect(startFrame, endFrame, progress)
    }

    /// The index path reported at `progress`: the previous one before the middle, ``indexPath`` from it on.
    ///
    /// - Parameter progress: the timing curve's output.
    /// - Returns: the path an index-path label shows.
    public func shownIndexPath(at progress: Double) -> ListIndexPath {
        progress < 0.5 ? previousIndexPath ?? indexPath : indexPath
    }

    /// The opacity at `progress`, clamped to 0...1 (0 at progress 0 for a snapping track).
    ///
    /// - Parameter progress: the timing curve's output.
    /// - Returns: the interpolated alpha.
    public func alpha(at progress: Double) -> Double {
        if snaps && progress <= 0 { return 0 }
        return min(1, max(0, ListInterpolation.value(startAlpha, endAlpha, progress)))
    }
}

/// A section's course through a transition: its box at the start and at the end, and its indexes in both states.
public struct ListSectionTrack: Sendable, Equatable {
    /// Its index before the update (`nil`: inserted).
    public var oldIndex: Int?
    /// Its index after the update (`nil`: deleted).
    public var newIndex: Int?
    /// Its box at the start.
    public var startBounds: CGRect
    /// Its box at the end.
    public var endBounds: CGRect

    /// Creates a section track.
    ///
    /// - Parameters:
    ///   - oldIndex: the index before (`nil`: inserted).
    ///   - newIndex: the index after (`nil`: deleted).
    ///   - startBounds: the box at the start.
    ///   - endBounds: the box at the end.
    public init(oldIndex: Int?, newIndex: Int?, startBounds: CGRect, endBounds: CGRect) {
        self.oldIndex = oldIndex
        self.newIndex = newIndex
        self.startBounds = startBounds
        self.endBounds = endBounds
    }

    /// The box at `progress`.
    ///
    /// - Parameter progress: the timing curve's output.
    /// - Returns: the interpolated box.
    public func bounds(at progress: Double) -> CGRect {
        ListInterpolation.rect(startBounds, endBounds, progress)
    }
}

/// Linear interpolation that is exact at both ends: `a·(1−p) + b·p`.
enum ListInterpolation {
    static func value(_ a: Double, _ b: Double, _ p: Double) -> Double {
        a * (1 - p) + b * p
    }

    static func point(_ a: CGPoint, _ b: CGPoint, _ p: Double) -> CGPoint {
        CGPoint(x: value(a.x, b.x, p), y: value(a.y, b.y, p))
    }

    static func rect(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        if a == b { return a }
        return CGRect(
            x: value(a.minX, b.minX, p), y: value(a.minY, b.minY, p), width: value(a.width, b.width, p),
            height: value(a.height, b.height, p))
    }
}
