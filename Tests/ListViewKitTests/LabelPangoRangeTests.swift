import Foundation
import ListCore
import ListViewKit
import Testing

/// Text taller than Pango's range (2³¹ Pango units of 1/1024 point: 2,097,152 points) is cut at the last line that
/// fits it, a documented clamp (docs/RENDERING.md, "Text"): before, the positions wrapped and such a label measured
/// 0 points high (issue 37), so a text cell fell back to 44.
@MainActor
@Suite struct LabelPangoRangeTests {
    static let pangoRange: CGFloat = 2_097_152

    func label(lines: Int, size: CGFloat = 1_000) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = 0
        label.text = Array(repeating: "x", count: lines).joined(separator: "\n")
        return label
    }

    @Test func test_whenALabelIsTallerThanPangosRange_thatItMeasuresTheLinesThatFitNeverZero() {
        let one = label(lines: 1).sizeThatFits(CGSize(width: 5_000, height: CGFloat.greatestFiniteMagnitude)).height
        let size = label(lines: 2_500).sizeThatFits(CGSize(width: 5_000, height: CGFloat.greatestFiniteMagnitude))
        // 2,500 lines of about 1,164 points would be 2.9 million: the lines within the range are kept.
        #expect(size.height <= Self.pangoRange)
        #expect(size.height > Self.pangoRange - 2 * one)
    }

    @Test func test_whenALabelFitsPangosRange_thatItMeasuresEveryLine() {
        let one = label(lines: 1).sizeThatFits(CGSize(width: 5_000, height: CGFloat.greatestFiniteMagnitude)).height
        let many = label(lines: 1_000).sizeThatFits(CGSize(width: 5_000, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(abs(many - 1_000 * one) <= 1_000)
    }
}
