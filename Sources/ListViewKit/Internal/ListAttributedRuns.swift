import Foundation
import ListCore
import ListTextModel

/// Turns an attributed string's `.font`, `.foregroundColor`, `.kern`, underline, strikethrough and
/// `.backgroundColor` attributes into snapshot runs (UTF-8 ranges).
enum ListAttributedRuns {
    /// The runs of `attributed` (or one run of the whole `string` when it is `nil`), unattributed stretches in
    /// the label's font and colour.
    static func runs(
        of attributed: NSAttributedString?, string: String, font: TextFont, color: ListColor,
        traits: ListTraitCollection
    ) -> [ListViewText.Run] {
        let whole = ListViewText.Run(range: 0..<string.utf8.count, font: font, color: color)
        guard let attributed, attributed.length > 0 else { return [whole] }
        var runs: [ListViewText.Run] = []
        let utf16 = string.utf16
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            let runFont = (attributes[.font] as? ListFont)?.resolved(for: traits) ?? font
            let runColor = (attributes[.foregroundColor] as? ListColor)?.resolved(for: traits.userInterfaceStyle)
                ?? color
            guard let lower = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
                let upper = utf16.index(lower, offsetBy: range.length, limitedBy: utf16.endIndex)
            else { return }
            let start = string.utf8.distance(from: string.utf8.startIndex, to: lower)
            let end = string.utf8.distance(from: string.utf8.startIndex, to: upper)
            guard start < end else { return }
            func colorValue(_ key: NSAttributedString.Key) -> ListColor? {
                (attributes[key] as? ListColor)?.resolved(for: traits.userInterfaceStyle)
            }
            func style(_ key: NSAttributedString.Key) -> ListUnderlineStyle {
                if let style = attributes[key] as? ListUnderlineStyle { return style }
                return ListUnderlineStyle(rawValue: (attributes[key] as? Int) ?? 0)
            }
            let kern = (attributes[.kern] as? Double) ?? (attributes[.kern] as? CGFloat).map(Double.init)
                ?? (attributes[.kern] as? Int).map(Double.init) ?? 0
            runs.append(
                ListViewText.Run(
                    range: start..<end, font: runFont, color: runColor, kern: kern.isFinite ? kern : 0,
                    underline: style(.underlineStyle), underlineColor: colorValue(.underlineColor),
                    strikethrough: style(.strikethroughStyle), strikethroughColor: colorValue(.strikethroughColor),
                    backgroundColor: colorValue(.backgroundColor)))
        }
        return runs.isEmpty ? [whole] : runs
    }

    /// The first paragraph style of `attributed` (UIKit applies a style to whole paragraphs; here one style serves
    /// the whole text).
    static func paragraphStyle(of attributed: NSAttributedString?) -> NSParagraphStyle? {
        guard let attributed, attributed.length > 0 else { return nil }
        var found: NSParagraphStyle?
        attributed.enumerateAttribute(
            .paragraphStyle, in: NSRange(location: 0, length: attributed.length)
        ) { value, _, stop in
            if let style = value as? NSParagraphStyle {
                found = style
                stop.pointee = true
            }
        }
        return found
    }
}
