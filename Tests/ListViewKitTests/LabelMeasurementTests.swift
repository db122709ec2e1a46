import Foundation
import ListCore
import ListTestSupport
import Testing

@testable import ListViewKit

/// A constraint pass measures a label's size and its baselines at one width from one text value
/// (`sizeAndBaselines(fitting:baselineWidth:)`); it must return exactly what `sizeThatFits` and `baselineOffsets`
/// return, in every environment, or a frame would move.
@MainActor
@Suite struct LabelMeasurementTests {
    static let texts = [
        "Hi", "A title", "Someone wrote a longer line here that wraps onto a second and a third line",
        "Supercalifragilisticexpialidocious", "مرحبا بالعالم، هذا نص أطول قليلاً", "", "Two\nparagraphs",
    ]
    static let categories: [ListContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge,
    ]
    static let modes: [NSLineBreakMode] = [.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping]

    /// A label in a host of a random Dynamic Type size and layout direction (the host returned to be held).
    static func labelInRandomEnvironment(_ rng: inout SplitMix64) -> (UIView, UILabel) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: categories[Int.random(in: 0..<categories.count, using: &rng)],
            layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight))
        let label = UILabel()
        host.addSubview(label)
        return (host, label)
    }

    @Test func fusedMeasurementIsSizeThatFitsAndBaselines_inRandomLabelsAndEnvironments() {
        var fused = 0
        for seed in 0..<400 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let (host, label) = Self.labelInRandomEnvironment(&rng)
            defer { withExtendedLifetime(host) {} }   // its traits reach the label while it lives
            let text = Self.texts[Int.random(in: 0..<Self.texts.count, using: &rng)]
            label.text = text.isEmpty && Bool.random(using: &rng) ? nil : text
            label.numberOfLines = Int.random(in: 0...3, using: &rng)
            label.lineBreakMode = Self.modes[Int.random(in: 0..<Self.modes.count, using: &rng)]
            if Bool.random(using: &rng) { label.font = .preferredFont(forTextStyle: .headline) }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                label.preferredMaxLayoutWidth = CGFloat(Int.random(in: 10...300, using: &rng))
            }
            // Widths as a pass asks: unlimited, a solved width (narrow enough for a glyph to overflow), none.
            let widths: [CGFloat] = [.greatestFiniteMagnitude, CGFloat(Int.random(in: 1...320, using: &rng)) + 0.5, 0,
                                     label.preferredMaxLayoutWidth]
            for width in widths {
                for baselineWidth in [width, label.firstPassWidth] {
                    guard let result = label.sizeAndBaselines(fitting: width, baselineWidth: baselineWidth) else {
                        continue
                    }
                    fused += 1
                    let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                    let baselines = label.baselineOffsets(width: baselineWidth)
                    #expect(result.size == size, "seed \(seed) width \(width)")
                    #expect(result.baselines.first == baselines.first && result.baselines.last == baselines.last,
                            "seed \(seed) width \(width)")
                }
            }
        }
        #expect(fused > 1_000)
    }

    /// A label of unlimited lines measured without a width (a pass's first measurement) lays out the same at every
    /// width as wide as its widest line: no line wraps, so its size and baselines are the same bit for bit. A
    /// constraint pass takes the first measurement for such a width instead of measuring again
    /// (`ListConstraintEngine.LabelMeasures`).
    @Test func anUnwrappedTextMeasuresTheSameAtEveryWidthAsWideAsItsWidestLine() throws {
        let texts = Self.texts + [
            "Trailing space ", "  two leading", "A tab\there", "👋🏽 hello, world 🌍", "你好世界，这是一段较长的文字",
            "abc مرحبا 123 שלום", "ends with a newline\n", "\n", "a  b   c", "ﬁ ligature ffi", "x",
        ]
        var compared = 0
        for seed in 0..<600 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let (host, label) = Self.labelInRandomEnvironment(&rng)
            defer { withExtendedLifetime(host) {} }   // its traits reach the label while it lives
            label.text = texts[Int.random(in: 0..<texts.count, using: &rng)]
            label.numberOfLines = 0
            label.lineBreakMode = Self.modes[Int.random(in: 0..<Self.modes.count, using: &rng)]
            label.textAlignment = [.natural, .center, .right, .justified][Int.random(in: 0..<4, using: &rng)]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: label.font = .preferredFont(forTextStyle: .headline)
            case 1: label.font = .systemFont(ofSize: CGFloat(Int.random(in: 9...40, using: &rng)) + 0.5)
            default: break
            }
            let unlimited = CGFloat.greatestFiniteMagnitude
            guard let first = label.sizeAndBaselines(fitting: unlimited, baselineWidth: unlimited) else { continue }
            let natural = first.size.width
            for width in [natural, natural + 0.25, natural + 1, (natural * 1.5).rounded(), 1_000] where width >= natural && width > 0 {
                let again = try #require(label.sizeAndBaselines(fitting: width, baselineWidth: width))
                #expect(again.size.width.bitPattern == first.size.width.bitPattern
                        && again.size.height.bitPattern == first.size.height.bitPattern,
                        "seed \(seed) width \(width): \(again.size) against \(first.size)")
                #expect(again.baselines.first.bitPattern == first.baselines.first.bitPattern
                        && again.baselines.last.bitPattern == first.baselines.last.bitPattern,
                        "seed \(seed) width \(width)")
                compared += 1
            }
        }
        #expect(compared > 2_500)
    }

    @Test func aSubclassIsMeasuredThroughItsOwnMethods_notFused() {
        final class Badge: UILabel {
            override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
        }
        let badge = Badge()
        badge.text = "3"
        let unlimited = CGFloat.greatestFiniteMagnitude
        #expect(badge.sizeAndBaselines(fitting: unlimited, baselineWidth: unlimited) == nil)
        let plain = UILabel()
        plain.text = "3"
        #expect(plain.sizeAndBaselines(fitting: unlimited, baselineWidth: unlimited) != nil)
        // Widths at which the two would lay out different texts are not fused.
        plain.numberOfLines = 0
        #expect(plain.sizeAndBaselines(fitting: 100, baselineWidth: 120) == nil)
    }
}
