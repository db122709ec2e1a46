import Foundation
import ListDiffKit
import ListLayoutKit

/// What is on screen at one moment of a transition: the viewport and the elements that show, in draw order.
public struct ListTransitionState: Sendable, Equatable {
    /// The visible rectangle (origin: the content offset at this moment).
    public var viewport: CGRect
    /// The elements that intersect the viewport with a non-zero alpha: cells, footers, resting headers, then pinned
    /// headers, each with its moved elements last; within a rank, outgoing (before) elements first, then by index
    /// path.
    public var elements: [ListElementState]

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - viewport: the visible rectangle.
    ///   - elements: the elements in draw order.
    public init(viewport: CGRect, elements: [ListElementState]) {
        self.viewport = viewport
        self.elements = elements
    }
}

/// One element at one moment of a transition.
public struct ListElementState: Sendable, Equatable {
    /// Cell, header or footer.
    public var kind: ListElementKind
    /// What the update did to it.
    public var change: ListElementChange
    /// The state whose content it shows.
    public var side: ListTransitionSide
    /// Its index path in that state (for its content).
    public var indexPath: ListIndexPath
    /// The index path it reports at this moment: a kept element's old path in the first half, its new one after.
    public var shownIndexPath: ListIndexPath
    /// A kept element's index path in the state before (`nil` for inserted and deleted elements).
    public var previousIndexPath: ListIndexPath?
    /// Its frame in content coordinates (pinned headers: where they are pinned).
    public var frame: CGRect
    /// Its opacity, 0...1.
    public var alpha: Double
    /// Whether it is a header pinned away from its resting place.
    public var isPinned: Bool

    /// Creates an element state.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - change: what the update did to it.
    ///   - side: the state whose content it shows.
    ///   - indexPath: its path in that state.
    ///   - shownIndexPath: the path it reports at this moment (default: `indexPath`).
    ///   - previousIndexPath: a kept element's path in the state before.
    ///   - frame: its frame in content coordinates.
    ///   - alpha: its opacity.
    ///   - isPinned: whether it is a pinned header.
    public init(
        kind: ListElementKind, change: ListElementChange, side: ListTransitionSide, indexPath: ListIndexPath,
        shownIndexPath: ListIndexPath? = nil, previousIndexPath: ListIndexPath? = nil, frame: CGRect, alpha: Double,
        isPinned: Bool = false
    ) {
        self.kind = kind
        self.change = change
        self.side = side
        self.indexPath = indexPath
        self.shownIndexPath = shownIndexPath ?? indexPath
        self.previousIndexPath = previousIndexPath
        self.frame = frame
        self.alpha = alpha
        self.isPinned = isPinned
    }
}

extension ListTransition {
    /// What is on screen when the change is `progress` done.
    ///
    /// `state(at: 0)` shows exactly the layout before (its visible elements at their frames) and `state(at: 1)`
    /// exactly the layout after.
    ///
    /// - Parameter progress: the timing curve's output (0 start, 1 end; a spring may overshoot).
    /// - Returns: the viewport and the visible elements in draw order.
    /// - Complexity: O(*t* log *t*) for *t* tracks.
    public func state(at progress: Double) -> ListTransitionState {
        let viewport = CGRect(
            origin: ListInterpolation.point(before.viewport.origin, after.viewport.origin, progress),
            size: after.viewport.size)
        let boxes = sections.map { $0.bounds(at: progress) }
        var elements: [ListElementState] = []
        elements.reserveCapacity(tracks.count)
        for track in tracks {
            let alpha = track.alpha(at: progress)
            guard alpha > 0 else { continue }
            var frame = track.frame(at: progress)
            var pinned = false
            if track.kind == .header, let section = track.sectionTrack {
                let pinnedFrame = self.pinnedFrame(resting: frame, section: section, boxes: boxes, viewport: viewport,
                                                   progress: progress)
                pinned = pinnedFrame != frame
                frame = pinnedFrame
                // As the layout at rest (IGListKit's `_rangeOfSectionsInRect:`): a header is shown only while its
                // section's box intersects the viewport, so the last section's header, which is never held down
                // by a next box, is not pinned over the empty space below the content.
                if pinned && !boxes[section].listIntersects(viewport) { continue }
            }
            guard frame.listIntersects(viewport) else { continue }
            elements.append(
                ListElementState(
                    kind: track.kind, change: track.change, side: track.side, indexPath: track.indexPath,
                    shownIndexPath: track.shownIndexPath(at: progress), previousIndexPath: track.previousIndexPath,
                    frame: frame, alpha: alpha, isPinned: pinned))
        }
        elements.sort(by: Self.drawsBefore)
        return ListTransitionState(viewport: viewport, elements: elements)
    }

    /// IGListKit's z-order (cells, footers, resting headers, pinned headers), then outgoing before incoming, then
    /// explicitly moved elements above the others (so a moving cell is seen passing over its neighbours; at rest no
    /// two elements overlap, so this changes nothing in the first and last frames).
    static func drawsBefore(_ a: ListElementState, _ b: ListElementState) -> Bool {
        func rank(_ e: ListElementState) -> Int {
            let base = e.kind == .cell ? 0 : e.kind == .footer ? 2 : e.isPinned ? 6 : 4
            return base + (e.change == .moved ? 1 : 0)
        }
        func kindOrder(_ e: ListElementState) -> Int { e.kind == .header ? 0 : e.kind == .footer ? 1 : 2 }
        let left = (rank(a), a.side == .before ? 0 : 1, a.shownIndexPath.section, kindOrder(a), a.shownIndexPath.item)
        let right = (rank(b), b.side == .before ? 0 : 1, b.shownIndexPath.section, kindOrder(b), b.shownIndexPath.item)
        return left < right
    }
}
