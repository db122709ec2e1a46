import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

/// What a scene is built from, whatever computed it (a ``ListCollectionViewLayout``, or the headless collection
/// view's layout result): the visible rectangle, the visible elements with their frames, and what the guides,
/// spacing markers and scroll indicator need.
struct SceneGeometry {
    /// The part of the content shown, in content coordinates (its origin becomes the scene's origin).
    var visible: CGRect
    /// The visible elements (sticky headers at the content offset, flagged `isSticky` when displaced).
    var attributes: [ListLayoutAttributes]
    /// The scrollable size.
    var contentSize: CGSize
    /// The collection view's content inset.
    var contentInset: ListEdgeInsets
    /// The content offset (for the scroll indicator).
    var contentOffset: CGPoint
    /// Each section's inset.
    var sectionInsets: [ListEdgeInsets]
    /// The scroll axis.
    var scrollDirection: ListScrollDirection
    /// Pixels per point.
    var scale: Double
    /// Whether the scene shows the viewport (with a scroll indicator) or the whole content.
    var region: SceneRegion
    /// How far the scroll indicator keeps from the viewport's edges (UIKit's `verticalScrollIndicatorInsets` as
    /// the system adjusts them: the safe area, so that it stays between the bars).
    var scrollIndicatorInsets = ListEdgeInsets.zero

    /// The scene elements in draw order: cells, footers, resting headers, then pinned headers (IGListKit's
    /// z-order).
    func elements(content: (ListElementKind, ListIndexPath) -> ListCellContent?) -> [SceneElement] {
        let rank: (ListLayoutAttributes) -> Int = { $0.kind == .cell ? 0 : $0.kind == .footer ? 1 : $0.isSticky ? 3 : 2 }
        let ordered = attributes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        return ordered.map { _, element in
            SceneElement(
                kind: element.kind, frame: element.frame.offsetBy(dx: -visible.minX, dy: -visible.minY),
                content: content(element.kind, element.indexPath) ?? ListCellContent(),
                section: element.indexPath.section, item: element.kind == .cell ? element.indexPath.item : nil,
                contentFrame: element.frame, isPinned: element.isSticky)
        }
    }

    /// The content-inset guide around the scene, and a section-inset guide for each visible section with an inset.
    func guides() -> [SceneGuide] {
        var guides: [SceneGuide] = []
        let scene = CGRect(origin: .zero, size: visible.size)
        if contentInset != .zero {
            guides.append(SceneGuide(kind: .contentInset, outer: scene, inner: scene.inset(by: contentInset)))
        }
        var sectionItems: [Int: CGRect] = [:]
        for element in attributes where element.kind == .cell {
            sectionItems[element.indexPath.section, default: element.frame] =
                sectionItems[element.indexPath.section, default: element.frame].union(element.frame)
        }
        for (section, items) in sectionItems.sorted(by: { $0.key < $1.key }) {
            guard sectionInsets.indices.contains(section), sectionInsets[section] != .zero else { continue }
            let inset = sectionInsets[section]
            // Across the scroll axis the section spans the container; along it, its items.
            let inner = scrollDirection == .vertical
                ? CGRect(x: inset.left, y: items.minY, width: contentSize.width - inset.horizontal, height: items.height)
                : CGRect(x: items.minX, y: inset.top, width: items.width, height: contentSize.height - inset.vertical)
            let outer = inner.inset(
                by: ListEdgeInsets(top: -inset.top, left: -inset.left, bottom: -inset.bottom, right: -inset.right))
            guides.append(
                SceneGuide(
                    kind: .sectionInset, outer: outer.offsetBy(dx: -visible.minX, dy: -visible.minY),
                    inner: inner.offsetBy(dx: -visible.minX, dy: -visible.minY)))
        }
        return guides
    }

    /// The thumb of the scroll indicator, 3 points wide and 3 from the edges of the viewport less
    /// ``scrollIndicatorInsets`` (at least 36 long), when the viewport shows part of a longer content (with its
    /// inset). Under a screen's bars the track runs between them, as on iOS:
    ///
    /// ```
    ///   ┌──────────────┐
    ///   │ status + nav │  ← inset top (the safe area)
    ///   ├──────────────┤
    ///   │            ▐ │  ← 3 points below the bar
    ///   │            ▐ │
    ///   │              │  ← 3 points above the tab bar
    ///   ├──────────────┤
    ///   │   tab bar    │  ← inset bottom
    ///   └──────────────┘
    /// ```
    func scrollIndicator() -> CGRect? {
        guard region == .viewport else { return nil }
        let vertical = scrollDirection == .vertical
        let viewport = vertical ? visible.height : visible.width
        let content = vertical ? contentSize.height + contentInset.vertical : contentSize.width + contentInset.horizontal
        let insets = scrollIndicatorInsets
        let (before, after) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        guard content > viewport + 0.5, viewport - before - after > 12 else { return nil }
        let track = viewport - before - after - 6
        let length = min(track, max(36, track * viewport / content))
        let offset = vertical ? contentOffset.y + contentInset.top : contentOffset.x + contentInset.left
        let progress = min(1, max(0, offset / (content - viewport)))
        let start = before + 3 + progress * (track - length)
        return vertical
            ? CGRect(x: visible.width - insets.right - 6, y: start, width: 3, height: length)
            : CGRect(x: start, y: visible.height - insets.bottom - 6, width: length, height: 3)
    }

    /// The scene.
    func scene(content: (ListElementKind, ListIndexPath) -> ListCellContent?) -> RenderScene {
        RenderScene(
            size: visible.size, scale: scale, elements: elements(content: content), guides: guides(),
            spacingMarkers: SpacingMarkerFinder(
                scrollDirection: scrollDirection, attributes: attributes, origin: visible.origin
            ).markers(),
            scrollIndicator: scrollIndicator())
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges.
    func inset(by insets: ListEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.horizontal,
            height: height - insets.vertical)
    }
}
