import Foundation
import ListCore

extension ListAccessibilityAudit {
    /// WCAG 2.x relative luminance of an sRGB colour (its alpha ignored): 0 for black, 1 for white.
    ///
    /// ```swift
    /// ListAccessibilityAudit.relativeLuminance(of: ListColor(red: 255, green: 255, blue: 255))  // 1
    /// ```
    public static func relativeLuminance(of color: ListColor) -> Double {
        color.relativeLuminance
    }

    /// WCAG 2.x contrast ratio of two opaque colours, 1...21: (L1 + 0.05) / (L2 + 0.05), the lighter's over the
    /// darker's.
    public static func contrastRatio(_ first: ListColor, _ second: ListColor) -> Double {
        first.contrastRatio(with: second)
    }

    /// `color` composited over an opaque `background` (source over, rounded to 8 bits as a screen shows it).
    public static func composite(_ color: ListColor, over background: ListColor) -> ListColor {
        color.composited(over: background)
    }

    /// The contrast of a text colour over the colours beneath it: the text composited over each pixel's colour,
    /// the ratios sorted from the lowest, the lowest 10 % (``contrastCoverage``: ⌊*n* · 0.1⌋ of *n* pixels) set
    /// aside, and the next one taken — the contrast 90 % of the background meets or exceeds; over one colour,
    /// exactly that colour's.
    ///
    /// - Parameters:
    ///   - color: the text's colour as drawn (its alpha blends it with each colour beneath).
    ///   - background: the colours beneath with their pixel counts.
    /// - Returns: the ratio, or `nil` when there is no pixel beneath.
    /// - Complexity: O(*c* log *c*) for *c* colours.
    public static func contrast(of color: ListColor, over background: [ColorCount]) -> Double? {
        let counted = background.filter { $0.count > 0 }
        let total = counted.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let ratios = counted
            .map { (ratio: contrastRatio(composite(color, over: $0.color), $0.color), count: $0.count) }
            .sorted { $0.ratio < $1.ratio }
        let skipped = Int((Double(total) * (1 - contrastCoverage) + 1e-9).rounded(.down))
        var seen = 0
        for entry in ratios {
            seen += entry.count
            if seen > skipped { return entry.ratio }
        }
        return ratios.last?.ratio
    }
}
