import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListSpecKit

extension RenderScene {
    /// Builds the scene of a computed layout: the elements visible in `region` with the content each shows, the
    /// content-inset and section-inset guides, the spacing markers between neighbouring items, and the scroll
    /// indicator.
    ///
    /// Scene coordinates are content coordinates minus the region's origin: for the viewport, the content offset
    /// (UIKit's `bounds.origin`, so a list at rest under a top inset of 20 has the offset `0,-20`).
    ///
    /// ```swift
    /// let scene = RenderScene(layout: layout) { kind, path in cells[path]?.content }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the computed layout (its bounds, content inset, offset and scale are used).
    ///   - region: the viewport (default) or the whole content.
    ///   - content: what the element of a kind at an index path shows (`nil`: nothing; for headers and footers the
    ///     item of the path is 0).
    /// - Complexity: O(log n + k) for the k visible elements.
    public init(
        layout: ListCollectionViewLayout, region: SceneRegion = .viewport,
        content: (ListElementKind, ListIndexPath) -> ListCellContent?
    ) {
        var layout = layout
        let inset = layout.contentInset
        let contentSize = layout.contentSize
        var visible = layout.bounds
        if region == .fullContent {
            visible = CGRect(
                x: -inset.left, y: -inset.top, width: max(layout.bounds.width, contentSize.width + inset.horizontal),
                height: max(layout.bounds.height, contentSize.height + inset.vertical))
            layout.contentOffset = visible.origin  // sticky headers at rest
        }
        self.init(size: visible.size, scale: Double(layout.scale))
        let attributes = layout.layoutAttributesForElements(in: visible)
        elements = Self.elements(attributes, origin: visible.origin, content: content)
        guides = Self.guides(layout: layout, attributes: attributes, visible: visible)
        spacingMarkers = SpacingMarkerFinder(layout: layout, attributes: attributes, origin: visible.origin).markers()
        if region == .viewport { scrollIndicator = Self.scrollIndicator(layout: layout) }
    }

    /// Builds the scene of a spec's sections laid out by `layout` (from `spec.makeLayout`).
    ///
    /// - Parameters:
    ///   - spec: the spec whose sections the layout was computed from.
    ///   - layout: the layout.
    ///   - region: the viewport (default) or the whole content.
    ///   - sections: the sections shown, if not the spec's own (an update's).
    public init(
        spec: ListSpec, layout: ListCollectionViewLayout, region: SceneRegion = .viewport,
        sections: [ListSpecSection]? = nil
    ) {
        let shown = sections ?? spec.sections
        self.init(layout: layout, region: region) { kind, path in
            guard shown.indices.contains(path.section) else { return nil }
            let section = shown[path.section]
            switch kind {
            case .cell: return section.items.indices.contains(path.item) ? section.items[path.item].content : nil
            case .header: return section.header?.content
            case .footer: return section.footer?.content
            }
        }
    }

    /// The elements in draw order: cells, footers, resting headers, then pinned headers (IGListKit's z-order).
    static func elements(
        _ attributes: [ListLayoutAttributes], origin: CGPoint,
        content: (ListElementKind, ListIndexPath) -> ListCellContent?
    ) -> [SceneElement] {
        let rank: (ListLayoutAttributes) -> Int = { $0.kind == .cell ? 0 : $0.kind == .footer ? 1 : $0.isSticky ? 3 : 2 }
        let ordered = attributes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        return ordered.map { _, element in
            SceneElement(
                kind: element.kind, frame: element.frame.offsetBy(dx: -origin.x, dy: -origin.y),
                content: content(element.kind, element.indexPath) ?? ListCellContent(),
                section: element.indexPath.section, item: element.kind == .cell ? element.indexPath.item : nil,
                contentFrame: element.frame, isPinned: element.isSticky)
        }
    }

    /// The content-inset guide around the region, and a section-inset guide for each visible section with an inset.
    static func guides(
        layout: ListCollectionViewLayout, attributes: [ListLayoutAttributes], visible: CGRect
    ) -> [SceneGuide] {
        var guides: [SceneGuide] = []
        let scene = CGRect(origin: .zero, size: visible.size)
        let contentInset = layout.contentInset
        if contentInset != .zero {
            guides.append(SceneGuide(kind: .contentInset, outer: scene, inner: scene.inset(by: contentInset)))
        }
        let vertical = layout.scrollDirection == .vertical
        let content = layout.contentSize
        var sectionItems: [Int: CGRect] = [:]
        for element in attributes where element.kind == .cell {
            sectionItems[element.indexPath.section, default: element.frame] =
                sectionItems[element.indexPath.section, default: element.frame].union(element.frame)
        }
        for (section, items) in sectionItems.sorted(by: { $0.key < $1.key }) {
            guard layout.sections.indices.contains(section) else { continue }
            let inset = layout.sections[section].inset
            guard inset != .zero else { continue }
            // Across the scroll axis the section spans the container; along it, its items.
            let inner = vertical
                ? CGRect(x: inset.left, y: items.minY, width: content.width - inset.horizontal, height: items.height)
                : CGRect(x: items.minX, y: inset.top, width: items.width, height: content.height - inset.vertical)
            let outer = inner.inset(by: ListEdgeInsets(top: -inset.top, left: -inset.left, bottom: -inset.bottom, right: -inset.right))
            guides.append(
                SceneGuide(
                    kind: .sectionInset, outer: outer.offsetBy(dx: -visible.minX, dy: -visible.minY),
                    inner: inner.offsetBy(dx: -visible.minX, dy: -visible.minY)))
        }
        return guides
    }

    /// The thumb of the scroll indicator, 3 points wide and 3 from the edges (at least 36 long), when the content
    /// (with its inset) is longer than the viewport.
    static func scrollIndicator(layout: ListCollectionViewLayout) -> CGRect? {
        let vertical = layout.scrollDirection == .vertical
        let inset = layout.contentInset
        let viewport = vertical ? layout.bounds.height : layout.bounds.width
        let content = vertical ? layout.contentSize.height + inset.vertical : layout.contentSize.width + inset.horizontal
        guard content > viewport + 0.5, viewport > 12 else { return nil }
        let track = viewport - 6
        let length = min(track, max(36, track * viewport / content))
        let offset = vertical ? layout.contentOffset.y + inset.top : layout.contentOffset.x + inset.left
        let progress = min(1, max(0, offset / (content - viewport)))
        let start = 3 + progress * (track - length)
        return vertical
            ? CGRect(x: layout.bounds.width - 6, y: start, width: 3, height: length)
            : CGRect(x: start, y: layout.bounds.height - 6, width: length, height: 3)
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
