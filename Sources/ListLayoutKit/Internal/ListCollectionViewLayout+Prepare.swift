import Foundation
import ListCore

extension ListCollectionViewLayout {
    /// IGListKit's overflow tolerance: an item may overshoot the row by up to 1 pt, and `stretchToEdge` closes gaps
    /// of up to 1 pt.
    static let epsilon: CGFloat = 1

    /// Lays out the sections from `first` on, reusing the state after section `first - 1`.
    mutating func relayout(from first: Int) {
        let first = min(first, sections.count, entries.count)
        lastRelayoutFirstSection = first
        relayoutCount += 1
        let keptItems = first < entries.count ? entries[first].itemStart : frames.count
        entries.removeSubrange(first...)
        frames.removeSubrange(keptItems...)
        prefixMaxScroll.removeSubrange(keptItems...)
        if firstUnorderedSection >= first { firstUnorderedSection = .max }

        var cursor = ListLayoutCursor()
        if let previous = entries.last {
            cursor = ListLayoutCursor(
                rowCoord: previous.lastRowCoord, crossCoord: previous.lastCrossCoord,
                nextRowCoord: previous.lastNextRowCoord, rolling: previous.bounds)
        }
        let newItems = sections[first...].reduce(0) { $0 + $1.itemSizes.count }
        frames.reserveCapacity(keptItems + newItems)
        prefixMaxScroll.reserveCapacity(keptItems + newItems)
        entries.reserveCapacity(sections.count)
        for index in first..<sections.count {
            layOutSection(index, cursor: &cursor)
        }
    }

    /// The constants of a section for this pass.
    func metrics(for section: ListLayoutSection) -> ListLayoutSectionMetrics {
        let axis = ListScrollAxis(scrollDirection)
        let container = CGSize(
            width: bounds.width - contentInset.left - contentInset.right,
            height: bounds.height - contentInset.top - contentInset.bottom)
        let inset = section.inset
        let hidden = section.itemSizes.isEmpty && !showHeaderWhenEmpty
        return ListLayoutSectionMetrics(
            axis: axis, inset: inset,
            padded: axis.cross(container) - axis.leadingCross(inset) - axis.trailingCross(inset),
            maxCross: axis.cross(container) - axis.trailingCross(inset),
            leadingCross: axis.leadingCross(inset), leadingScroll: axis.leadingScroll(inset),
            lineSpacing: section.minimumLineSpacing, interitemSpacing: section.minimumInteritemSpacing,
            headerLength: hidden ? 0 : axis.scroll(section.headerSize),
            footerLength: hidden ? 0 : axis.scroll(section.footerSize))
    }

    /// Lays out one section: its items, then its header and footer, then its box (IGListKit l.526-676).
    mutating func layOutSection(_ index: Int, cursor: inout ListLayoutCursor) {
        let section = sections[index]
        let metrics = metrics(for: section)
        let axis = metrics.axis
        let startRowCoord = cursor.rowCoord
        cursor.rowCoord += metrics.headerLength
        cursor.nextRowCoord += metrics.headerLength
        cursor.crossCoord += metrics.leadingCross

        let itemStart = frames.count
        let itemsOrdered = layOutItems(of: section, metrics: metrics, cursor: &cursor)
        let itemCount = section.itemSizes.count

        let headerScroll =
            itemCount == 0
            ? axis.maxScroll(cursor.rolling) : axis.minScroll(cursor.rolling) - axis.scroll(section.headerSize)
        let headerBounds = axis.rect(
            scroll: headerScroll, cross: metrics.leadingCross, scrollLength: metrics.headerLength,
            crossLength: metrics.padded)
        if itemCount == 0 { cursor.rolling = headerBounds }
        // Quirk: the horizontal footer follows the trailing inset, the vertical one precedes the bottom inset.
        let footerScroll = axis.maxScroll(cursor.rolling) + (axis.isVertical ? 0 : axis.trailingScroll(metrics.inset))
        let footerBounds = axis.rect(
            scroll: footerScroll, cross: metrics.leadingCross, scrollLength: metrics.footerLength,
            crossLength: metrics.padded)
        if metrics.headerLength > 0 { cursor.rolling = cursor.rolling.listUnion(headerBounds) }
        if metrics.footerLength > 0 { cursor.rolling = cursor.rolling.listUnion(footerBounds) }

        cursor.crossCoord += axis.trailingCross(metrics.inset)
        cursor.nextRowCoord = max(
            cursor.nextRowCoord, axis.maxScroll(cursor.rolling) + axis.trailingScroll(metrics.inset))

        let key = (startRowCoord * scale).rounded(.down) / scale
        let previous = entries.last
        let isOrdered = key <= axis.minScroll(cursor.rolling) && (previous.map { $0.startRowCoord <= key } ?? true)
        entries.append(
            ListLayoutSectionEntry(
                bounds: cursor.rolling, inset: metrics.inset, headerBounds: headerBounds, footerBounds: footerBounds,
                itemStart: itemStart, itemCount: itemCount, lastRowCoord: cursor.rowCoord,
                lastCrossCoord: cursor.crossCoord, lastNextRowCoord: cursor.nextRowCoord, startRowCoord: key,
                prefixMaxScroll: max(previous?.prefixMaxScroll ?? -.infinity, axis.maxScroll(cursor.rolling)),
                itemsOrdered: itemsOrdered, isOrdered: isOrdered))
        if !isOrdered { firstUnorderedSection = min(firstUnorderedSection, index) }
    }

    /// Lays out the items of a section (IGListKit l.556-625) and appends their frames.
    ///
    /// - Returns: whether the items' scroll-axis origins never decrease.
    mutating func layOutItems(
        of section: ListLayoutSection, metrics m: ListLayoutSectionMetrics, cursor: inout ListLayoutCursor
    ) -> Bool {
        let axis = m.axis
        let scale = scale
        let stretch = stretchToEdge
        var ordered = true
        var lastMin = -CGFloat.infinity
        var runningMax = -CGFloat.infinity
        section.itemSizes.withUnsafeBufferPointer { sizes in
            for item in 0..<sizes.count {
                let size = sizes[item]
                var length = min(axis.cross(size), m.padded)
                if cursor.crossCoord + length > m.maxCross + Self.epsilon || (item == 0 && m.headerLength > 0) {
                    cursor.rowCoord = cursor.nextRowCoord
                    cursor.crossCoord = m.leadingCross
                    if item > 0 { cursor.rowCoord += m.lineSpacing }
                }
                let distanceToEdge = m.padded - (cursor.crossCoord + length)
                if stretch && distanceToEdge > 0 && distanceToEdge <= Self.epsilon {
                    length = m.padded - cursor.crossCoord
                }
                let frame = axis.rect(
                    scroll: cursor.rowCoord + m.leadingScroll, cross: cursor.crossCoord,
                    scrollLength: axis.scroll(size), crossLength: length
                ).roundedToScale(scale)
                frames.append(frame)
                let frameMax = axis.maxScroll(frame)
                runningMax = max(runningMax, frameMax)
                prefixMaxScroll.append(runningMax)
                let frameMin = axis.minScroll(frame)
                if frameMin < lastMin { ordered = false }
                lastMin = frameMin
                cursor.nextRowCoord = max(frameMax - m.leadingScroll, cursor.nextRowCoord)
                cursor.crossCoord += length + m.interitemSpacing
                cursor.rolling = item == 0 ? frame : cursor.rolling.listUnion(frame)
            }
        }
        return ordered
    }
}
