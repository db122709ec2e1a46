import Foundation
import ListCore
import ListDiffKit
import ListTestSupport
import Testing
@testable import ListLayoutKit

/// Properties over random lists (seeded: a failure names its seed).
@Suite struct LayoutPropertyTests {
    typealias F = LayoutFixture

    struct Case {
        var layout: ListCollectionViewLayout
        var sections: [ListLayoutSection]
    }

    static func randomCase(seed: UInt64, aligned: Bool = false, footers: Bool = true, sameInsets: Bool = false) -> Case {
        var rng = SplitMix64(seed: seed)
        let direction: ListScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        var sections = RandomLayouts.sections(&rng, footers: footers, aligned: aligned)
        if sameInsets, let first = sections.first {
            for index in sections.indices { sections[index].inset = first.inset }
        }
        if direction == .horizontal { sections = sections.map(RandomLayouts.transposed) }
        let layout = F.layout(
            width: direction == .vertical ? 100 : 70, height: direction == .vertical ? 70 : 100,
            scale: CGFloat(Int.random(in: 1...3, using: &rng)), direction: direction,
            sticky: Bool.random(using: &rng), stretchToEdge: Bool.random(using: &rng),
            showHeaderWhenEmpty: Bool.random(using: &rng), sections)
        return Case(layout: layout, sections: sections)
    }

    @Test func test_whenListsAreRandom_withPixelAlignedSizesAndOneInset_thatNoTwoCellsOverlap() {
        // With insets that differ between sections, rows can overlap: see LayoutQuirkTests.
        for seed in UInt64(0)..<2000 {
            let layout = Self.randomCase(seed: seed, aligned: true, sameInsets: true).layout
            let frames = layout.allCellFrames.flatMap { $0 }.filter { $0.width > 0 && $0.height > 0 }
            for i in frames.indices {
                for j in frames.indices where j > i && frames[i].listHasNonEmptyIntersection(with: frames[j]) {
                    Issue.record("seed \(seed): cells \(i) \(frames[i]) and \(j) \(frames[j]) overlap")
                    return
                }
            }
        }
    }

    @Test func test_whenEverySectionHasAHeader_withPixelAlignedSizes_thatEveryFrameLiesInTheContentSize() {
        var checked = 0
        for seed in UInt64(0)..<2000 {
            let random = Self.randomCase(seed: seed, aligned: true)
            // Sections that share a row can end below the last one (a quirk of the content size): take lists
            // where every section starts its own rows.
            guard random.sections.allSatisfy({ $0.headerSize != .zero && !$0.itemSizes.isEmpty }) else { continue }
            checked += 1
            let layout = random.layout
            let size = layout.contentSize
            let vertical = layout.scrollDirection == .vertical
            for frame in layout.allCellFrames.flatMap({ $0 }) {
                // An item may overshoot the container by IGListKit's 1 pt tolerance.
                let crossSlack: CGFloat = 1
                let fits = frame.minX >= 0 && frame.minY >= 0
                    && frame.maxX <= size.width + (vertical ? crossSlack : 0)
                    && frame.maxY <= size.height + (vertical ? 0 : crossSlack)
                if !fits { Issue.record("seed \(seed): \(frame) outside \(size)"); return }
            }
        }
        #expect(checked > 100)
    }

    @Test func test_whenRectsAreRandom_withRandomLists_thatQueriesEqualABruteForceScan() {
        for seed in UInt64(0)..<2000 {
            var rng = SplitMix64(seed: seed &+ 1_000_000)
            var layout = Self.randomCase(seed: seed).layout
            layout.contentOffset = CGPoint(x: CGFloat(Int.random(in: -20...150, using: &rng)), y: CGFloat(Int.random(in: -20...150, using: &rng)))
            for _ in 0..<5 {
                let rect = CGRect(
                    x: CGFloat(Int.random(in: -10...150, using: &rng)) / 2, y: CGFloat(Int.random(in: -10...300, using: &rng)) / 2,
                    width: CGFloat(Int.random(in: 0...120, using: &rng)), height: CGFloat(Int.random(in: 0...120, using: &rng)))
                let fast = layout.layoutAttributesForElements(in: rect)
                let slow = BruteForceLayoutQuery.elements(of: layout, in: rect)
                if fast != slow {
                    Issue.record("seed \(seed), rect \(rect): \(fast.count) elements, brute force \(slow.count)")
                    return
                }
            }
        }
    }

    @Test func test_whenARandomUpdateIsApplied_withRandomLists_thatRelayoutEqualsAFreshLayout() {
        for seed in UInt64(0)..<2000 {
            var rng = SplitMix64(seed: seed &+ 2_000_000)
            let random = Self.randomCase(seed: seed, footers: false)
            var layout = random.layout
            var sections = random.sections
            let vertical = layout.scrollDirection == .vertical
            switch Int.random(in: 0...3, using: &rng) {
            case 0 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            case 1:
                let section = RandomLayouts.section(&rng, footers: false)
                sections.insert(vertical ? section : RandomLayouts.transposed(section), at: Int.random(in: 0...sections.count, using: &rng))
            case 2 where !sections.isEmpty:
                let index = Int.random(in: 0..<sections.count, using: &rng)
                sections[index].itemSizes.append(CGSize(width: CGFloat(Int.random(in: 0...60, using: &rng)), height: 13.5))
            default:
                if !sections.isEmpty { sections[sections.count - 1].minimumInteritemSpacing += 1 }
            }
            layout.setSections(sections)
            var fresh = F.layout(width: layout.bounds.width, height: layout.bounds.height, scale: layout.scale,
                                 direction: layout.scrollDirection, sticky: layout.stickyHeaders,
                                 stretchToEdge: layout.stretchToEdge, showHeaderWhenEmpty: layout.showHeaderWhenEmpty, sections)
            fresh.contentOffset = layout.contentOffset
            if layout.entries != fresh.entries || layout.frames != fresh.frames
                || layout.prefixMaxScroll != fresh.prefixMaxScroll || layout.firstUnorderedSection != fresh.firstUnorderedSection
            {
                Issue.record("seed \(seed): relayout from section \(layout.lastRelayoutFirstSection) differs from a fresh layout")
                return
            }
        }
    }
}
