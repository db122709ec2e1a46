import Foundation
import ListDiffKit

extension ListCollectionViewLayout {
    /// The size of the scrollable content (`collectionViewContentSize`).
    ///
    /// Zero sections give `.zero`. Vertically: the container width (bounds minus the content inset's left and
    /// right) × the last section's box `maxY` plus its bottom inset. Horizontally: the last box's `maxX` plus its
    /// right inset × the container height.
    public var contentSize: CGSize {
        guard let last = entries.last else { return .zero }
        switch scrollDirection {
        case .vertical:
            return CGSize(
                width: bounds.width - contentInset.left - contentInset.right,
                height: last.bounds.maxY + last.inset.bottom)
        case .horizontal:
            return CGSize(
                width: last.bounds.maxX + last.inset.right,
                height: bounds.height - contentInset.top - contentInset.bottom)
        }
    }

    /// The attributes of an item, or `nil` when the path is out of range.
    ///
    /// - Parameter indexPath: the item's path.
    /// - Returns: its frame and z-index.
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: ListIndexPath) -> ListLayoutAttributes? {
        guard entries.indices.contains(indexPath.section) else { return nil }
        let entry = entries[indexPath.section]
        guard indexPath.item >= 0 && indexPath.item < entry.itemCount else { return nil }
        return cellAttributes(indexPath, frame: frames[entry.itemStart + indexPath.item])
    }

    /// The attributes of a section's header or footer, or `nil` when the section is out of range or the view's
    /// frame is empty (a zero length, or a hidden view of an empty section).
    ///
    /// A sticky header is placed at `offset = contentOffset + topContentInset + stickyHeaderYOffset` along the scroll
    /// axis, clamped between the top of its section's box and the top of the next section's box minus the header's
    /// length (the last section has no upper bound):
    ///
    /// ```
    ///  offset ─► |[ header 1 (pinned)  ]|
    ///            |[ 1,3 ][ 1,4 ]        |
    ///            |[ 1,5 ]               |
    ///            |[ header 2 (resting) ]|
    /// ```
    ///
    /// - Parameters:
    ///   - kind: `.header` or `.footer` (`.cell` gives `nil`).
    ///   - indexPath: the section's path (its item is ignored).
    /// - Returns: the view's frame at the current content offset.
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ListElementKind, at indexPath: ListIndexPath
    ) -> ListLayoutAttributes? {
        let section = indexPath.section
        guard entries.indices.contains(section) else { return nil }
        let entry = entries[section]
        let path = ListIndexPath(section: section, item: 0)
        var frame: CGRect
        switch kind {
        case .cell: return nil
        case .header: frame = stickyFrame(ofHeaderIn: section)
        case .footer: frame = entry.footerBounds
        }
        guard !frame.listIsEmpty else { return nil }
        return ListLayoutAttributes(
            kind: kind, indexPath: path, frame: frame, zIndex: ListLayoutAttributes.zIndex(kind: kind, indexPath: path),
            isSticky: kind == .header && frame != entry.headerBounds)
    }

    /// Every element whose frame intersects `rect` (`layoutAttributesForElementsInRect:`).
    ///
    /// As IGListKit: take the contiguous range from the first to the last section whose box is non-empty and
    /// intersects `rect`; for each section in it, its header then footer if the section has items (or
    /// `showHeaderWhenEmpty`), their length is > 0 and their frame (sticky headers at the current offset) shares
    /// an area with `rect`; then each of its items that intersects `rect`. Rectangles that only touch an edge do not
    /// intersect.
    ///
    /// - Parameter rect: a rectangle in content coordinates.
    /// - Returns: the attributes, section by section.
    /// - Complexity: O(log *n* + *k*): binary searches over a running maximum of the section boxes and over the
    ///   rows of each section, then a walk over the *k* candidates in the scroll-axis band of `rect`.
    public func layoutAttributesForElements(in rect: CGRect) -> [ListLayoutAttributes] {
        guard let range = rangeOfSections(in: rect) else { return [] }
        let axis = ListScrollAxis(scrollDirection)
        var result: [ListLayoutAttributes] = []
        for section in range {
            appendSupplementaryViews(in: section, intersecting: rect, axis: axis, to: &result)
            let entry = entries[section]
            let items = candidateItems(of: entry, in: rect, axis: axis)
            for index in items where frames[index].listIntersects(rect) {
                let path = ListIndexPath(section: section, item: index - entry.itemStart)
                result.append(cellAttributes(path, frame: frames[index]))
            }
        }
        return result
    }

    /// The header's frame at the current content offset (its resting frame without sticky headers).
    func stickyFrame(ofHeaderIn section: Int) -> CGRect {
        let entry = entries[section]
        guard stickyHeaders else { return entry.headerBounds }
        let axis = ListScrollAxis(scrollDirection)
        let minOffset = axis.minScroll(entry.bounds)
        var offset = axis.scroll(bounds.origin) + topContentInset + stickyHeaderYOffset
        if section + 1 == entries.count {
            offset = max(minOffset, offset)
        } else {
            let maxOffset = axis.minScroll(entries[section + 1].bounds) - axis.scrollLength(entry.headerBounds)
            offset = min(max(minOffset, offset), maxOffset)
        }
        return axis.settingMinScroll(entry.headerBounds, offset)
    }

    func cellAttributes(_ indexPath: ListIndexPath, frame: CGRect) -> ListLayoutAttributes {
        ListLayoutAttributes(
            kind: .cell, indexPath: indexPath, frame: frame,
            zIndex: ListLayoutAttributes.zIndex(kind: .cell, indexPath: indexPath))
    }

    func appendSupplementaryViews(
        in section: Int, intersecting rect: CGRect, axis: ListScrollAxis, to result: inout [ListLayoutAttributes]
    ) {
        guard entries[section].itemCount > 0 || showHeaderWhenEmpty else { return }
        for kind in [ListElementKind.header, .footer] {
            guard let attributes = layoutAttributesForSupplementaryView(
                ofKind: kind, at: ListIndexPath(section: section, item: 0))
            else { continue }
            if attributes.frame.listHasNonEmptyIntersection(with: rect) && axis.scrollLength(attributes.frame) > 0 {
                result.append(attributes)
            }
        }
    }

    /// IGListKit's `_rangeOfSectionsInRect:`: from the first to the last valid section whose box intersects `rect`.
    func rangeOfSections(in rect: CGRect) -> ClosedRange<Int>? {
        let axis = ListScrollAxis(scrollDirection)
        let low = axis.minScroll(rect)
        let high = axis.maxScroll(rect)
        // Sections before `lower` end at or before `low`; sections after `upper` start at or after `high`.
        let lower = entries.partitioningIndex { $0.prefixMaxScroll > low }
        let upper =
            firstUnorderedSection == .max
            ? entries.partitioningIndex { $0.startRowCoord >= high } : entries.count
        guard lower < upper else { return nil }
        var first: Int?
        var last: Int?
        for section in lower..<upper where entries[section].isValid && entries[section].bounds.listIntersects(rect) {
            if first == nil { first = section }
            last = section
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The flat indexes of the items of a section that may intersect `rect` along the scroll axis.
    func candidateItems(of entry: ListLayoutSectionEntry, in rect: CGRect, axis: ListScrollAxis) -> Range<Int> {
        let all = entry.itemStart..<(entry.itemStart + entry.itemCount)
        let low = axis.minScroll(rect)
        let high = axis.maxScroll(rect)
        let start = prefixMaxScroll.partitioningIndex(in: all) { $0 > low }
        guard entry.itemsOrdered else { return start..<all.upperBound }
        let end = frames.partitioningIndex(in: start..<all.upperBound) { axis.minScroll($0) >= high }
        return start..<end
    }
}
