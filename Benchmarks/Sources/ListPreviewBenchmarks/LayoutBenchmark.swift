import Foundation
import ListPreview

/// The `layout` suite: full layout, rect queries and partial relayout of large lists.
///
/// Baselines measured in the same run: a bare loop doing the flow arithmetic (row wrapping and rounding) and writing
/// the frames into a preallocated buffer; a brute-force scan of every frame for the rect queries; the full layout
/// for the partial relayout.
enum LayoutBenchmark {
    static let width: CGFloat = 390
    static let height: CGFloat = 844

    static func run() {
        let table = Table(columns: [
            "items", "sections", "layout ms", "ns/item", "bare ms", "x bare", "B/item", "query ns", "scan ns",
            "scan/query", "relayout ms", "x full", "hinted ms", "x full",
        ])
        print(machineLine())
        table.printHeader()
        for items in [10_000, 100_000, 1_000_000] {
            for sections in [1, 100, 10_000] {
                table.printRow(measure(items: items, sectionCount: sections))
            }
        }
        print("(medians of the runs; layout ms: median (p90); layout and bare loop interleaved, x bare: median of the")
        print(" per-round ratios; the relayout rows alternate the two states in place)")
    }

    /// A realistic mix: full-width rows, halves and thirds of the width, heights from 44 to 120; a header per section.
    static func makeSections(items: Int, sectionCount: Int) -> [ListLayoutSection] {
        var generator = SplitMix(seed: 42)
        let widths: [CGFloat] = [width, width / 2, width / 3, 120]
        return (0..<sectionCount).map { index in
            let count = items / sectionCount + (index < items % sectionCount ? 1 : 0)
            let sizes = (0..<count).map { _ in
                CGSize(width: widths[Int(generator.next() % 4)], height: CGFloat(44 + generator.next() % 77))
            }
            return ListLayoutSection(
                inset: ListEdgeInsets(top: 0, left: 8, bottom: 8, right: 8), minimumLineSpacing: 4,
                minimumInteritemSpacing: 4, headerSize: CGSize(width: width, height: 44), itemSizes: sizes)
        }
    }

    static func freshLayout() -> ListCollectionViewLayout {
        var layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
        layout.performBatchUpdates { layout in
            layout.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            layout.scale = 3
        }
        return layout
    }

    static func measure(items: Int, sectionCount: Int) -> [String] {
        let sections = makeSections(items: items, sectionCount: sectionCount)
        let runs = items >= 1_000_000 ? 5 : 9
        var layout = freshLayout()
        // The layout and its baseline, interleaved.
        let pair = Interleaved.measure(minRounds: runs, maxRounds: runs, budget: 0, [
            {
                var fresh = freshLayout()
                fresh.setSections(sections)
                blackHole(fresh)
            },
            { blackHole(bareLoop(sections)) },
        ])
        let (layoutTiming, bareTiming) = (pair[0], pair[1])
        let (layoutNs, bareNs) = (layoutTiming.median, bareTiming.median)
        layout.setSections(sections)

        // Rect queries: viewport-sized rectangles at 1,000 random offsets.
        var generator = SplitMix(seed: 7)
        let contentHeight = layout.contentSize.height
        let rects = (0..<1000).map { _ in
            CGRect(
                x: 0, y: CGFloat(generator.next() % UInt64(max(1, contentHeight))), width: width, height: height)
        }
        let queryNs = Interleaved.measure(minRounds: 5, maxRounds: 5, budget: 0) {
            for rect in rects {
                layout.contentOffset = rect.origin
                blackHole(layout.layoutAttributesForElements(in: rect))
            }
        }.median / Double(rects.count)
        let scanRects = Array(rects.prefix(items >= 1_000_000 ? 20 : 100))
        let scanNs = Interleaved.measure(minRounds: 3, maxRounds: 3, budget: 0) {
            for rect in scanRects { blackHole(bruteForceScan(layout, rect)) }
        }.median / Double(scanRects.count)

        // Partial relayout: one item more in the section before the last.
        var changed = sections
        let target = max(0, sectionCount - 2)
        changed[target].itemSizes.append(CGSize(width: width / 2, height: 60))
        // In place (a copy would pay for copying the frames): alternate between the two states, each step relaying
        // out from the changed section on.
        var useChanged = true
        let relayoutNs = Interleaved.measure(minRounds: runs, maxRounds: runs, budget: 0) {
            layout.setSections(useChanged ? changed : sections)
            useChanged.toggle()
            blackHole(layout.numberOfItems)
        }.median
        // The same, told which section changed (IGListKit's didModifySection:), so the unchanged prefix is not compared.
        let hintedNs = Interleaved.measure(minRounds: runs, maxRounds: runs, budget: 0) {
            layout.setSections(useChanged ? changed : sections, firstModifiedSection: target)
            useChanged.toggle()
            blackHole(layout.numberOfItems)
        }.median
        let bytes = Double(layout.storageByteCount) / Double(items)
        return [
            "\(items)", "\(sectionCount)", format(layoutTiming, scale: 1e6, 2), format(layoutNs / Double(items), 1),
            format(bareNs / 1e6, 2), format(Interleaved.medianRatio(layoutTiming, over: bareTiming), 2), format(bytes, 1), format(queryNs, 0),
            format(scanNs, 0), format(scanNs / queryNs, 0), format(relayoutNs / 1e6, 3),
            format(layoutNs / relayoutNs, 1), format(hintedNs / 1e6, 3), format(layoutNs / hintedNs, 1),
        ]
    }

    /// The baseline: the flow arithmetic of a layout pass (wrapping, clamping, rounding, running maxima) writing
    /// every frame into a preallocated buffer, with none of the bookkeeping.
    @inline(never)
    static func bareLoop(_ sections: [ListLayoutSection]) -> [CGRect] {
        let total = sections.reduce(0) { $0 + $1.itemSizes.count }
        return [CGRect](unsafeUninitializedCapacity: total) { buffer, count in
            var index = 0
            var row: CGFloat = 0
            var next: CGFloat = 0
            let scale: CGFloat = 3
            for section in sections {
                let padded = width - section.inset.left - section.inset.right
                var cross = section.inset.left
                row = next + section.headerSize.height
                next = row
                for (item, size) in section.itemSizes.enumerated() {
                    let length = min(size.width, padded)
                    if cross + length > width - section.inset.right + 1 || item == 0 {
                        row = next + (item > 0 ? section.minimumLineSpacing : 0)
                        cross = section.inset.left
                    }
                    let frame = CGRect(
                        x: (cross * scale).rounded(.down) / scale, y: (row * scale).rounded(.down) / scale,
                        width: (length * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
                    buffer[index] = frame
                    index += 1
                    next = max(next, frame.maxY)
                    cross += length + section.minimumInteritemSpacing
                }
                next += section.inset.bottom
            }
            count = index
        }
    }

    /// What a layout without an index does for a rect query: test every frame.
    @inline(never)
    static func bruteForceScan(_ layout: ListCollectionViewLayout, _ rect: CGRect) -> Int {
        var found = 0
        for section in 0..<layout.numberOfSections {
            for item in 0..<layout.numberOfItems(inSection: section) {
                if let cell = layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: item)),
                    cell.frame.listIntersects(rect)
                {
                    found += 1
                }
            }
        }
        return found
    }
}
