import Foundation
import ListCore
import ListTestSupport
@testable import ListLayoutKit

typealias SplitMixForTests = SplitMix64

/// Random layout inputs for property tests.
enum RandomLayouts {
    /// Lengths on the pixel grid of every scale 1…3 when `aligned` (whole points), fractional otherwise.
    static func length(_ range: ClosedRange<Int>, aligned: Bool, _ rng: inout SplitMix64) -> CGFloat {
        let whole = CGFloat(Int.random(in: range, using: &rng))
        return aligned ? whole : whole + CGFloat(Int.random(in: 0...9, using: &rng)) / 10
    }

    static func sections(
        _ rng: inout SplitMix64, count: ClosedRange<Int> = 0...6, footers: Bool = true, aligned: Bool = false
    ) -> [ListLayoutSection] {
        (0..<Int.random(in: count, using: &rng)).map { _ in section(&rng, footers: footers, aligned: aligned) }
    }

    static func section(_ rng: inout SplitMix64, footers: Bool = true, aligned: Bool = false) -> ListLayoutSection {
        func maybe(_ range: ClosedRange<Int>) -> CGFloat {
            Bool.random(using: &rng) ? 0 : length(range, aligned: aligned, &rng)
        }
        let inset = ListEdgeInsets(top: maybe(0...6), left: maybe(0...6), bottom: maybe(0...6), right: maybe(0...6))
        let count = Int.random(in: 0...8, using: &rng)
        let sizes = (0..<count).map { _ in
            CGSize(width: length(0...60, aligned: aligned, &rng), height: length(0...30, aligned: aligned, &rng))
        }
        return ListLayoutSection(
            inset: inset, minimumLineSpacing: maybe(0...5), minimumInteritemSpacing: maybe(0...5),
            headerSize: CGSize(width: 0, height: maybe(1...12)),
            footerSize: CGSize(width: 0, height: footers ? maybe(1...12) : 0), itemSizes: sizes)
    }

    static func transposed(_ section: ListLayoutSection) -> ListLayoutSection {
        let inset = section.inset
        return ListLayoutSection(
            inset: ListEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom),
            minimumLineSpacing: section.minimumLineSpacing, minimumInteritemSpacing: section.minimumInteritemSpacing,
            headerSize: transposed(section.headerSize), footerSize: transposed(section.footerSize),
            itemSizes: section.itemSizes.map(transposed))
    }

    static func transposed(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }

    static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }
}
