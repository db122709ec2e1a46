import Foundation
import ListTextModel

/// A text's layout kept with the text value it was made for (``ListViewText/keepingLayout()``): a label's snapshot
/// text is laid out when the label describes it, then again by the sidecar (its line count) and by the renderer
/// (its glyphs), each a text-engine lookup that hashes the whole text (about 6,700 instructions). The kept layout
/// answers the later ones while every field the layout depends on is unchanged (`rect.origin` and `rect.height`,
/// colours and decorations are not among them), so it is the layout the engine gives.
///
/// It is held through a ``KeptTextLayoutSlot``, which is always equal and hashes to nothing, so ``ListViewText``'s
/// `==` and hashing stay those of its fields.
final class KeptTextLayout: Sendable {
    /// The text it was made for (with no kept layout of its own).
    let text: ListViewText
    /// Its layout.
    let layout: TextLayout

    init(text: ListViewText, layout: TextLayout) {
        var text = text
        text.keptLayout = KeptTextLayoutSlot()
        self.text = text
        self.layout = layout
    }

    /// Whether `other` lays out as the kept text: the same string, runs' ranges, fonts and kerning, wrapping width,
    /// line and height limits, language, direction, line break mode and paragraph style.
    func isLayout(of other: ListViewText) -> Bool {
        let kept = text
        guard kept.string == other.string, kept.runs.count == other.runs.count,
            min(Double(kept.rect.width), kept.wrapWidth ?? .infinity)
                == min(Double(other.rect.width), other.wrapWidth ?? .infinity),
            kept.numberOfLines == other.numberOfLines, kept.maxHeight == other.maxHeight,
            kept.language == other.language, kept.isRightToLeft == other.isRightToLeft,
            kept.lineBreakMode == other.lineBreakMode, kept.paragraphStyle == other.paragraphStyle
        else { return false }
        for (run, otherRun) in zip(kept.runs, other.runs)
        where run.range != otherRun.range || run.font != otherRun.font || run.kern != otherRun.kern {
            return false
        }
        return true
    }

}

/// Where a ``ListViewText`` holds its kept layout: equal to every other slot, hashing nothing.
struct KeptTextLayoutSlot: Sendable, Hashable {
    /// The kept layout, if any.
    var kept: KeptTextLayout?

    static func == (lhs: KeptTextLayoutSlot, rhs: KeptTextLayoutSlot) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension ListViewText {
    /// Lays the text out (``layout()``) and keeps the layout with the value, for its later readers.
    ///
    /// - Returns: the layout.
    mutating func keepingLayout() -> TextLayout {
        let layout = layout()
        keptLayout.kept = KeptTextLayout(text: self, layout: layout)
        return layout
    }
}
