/// UIKit's `NSLineBreakMode`: how a label wraps and how it cuts text that does not fit in its lines (or its
/// height), as UILabel applies it: every line but the last wraps at words (between characters in
/// `.byCharWrapping`); the last kept line holds the rest of its paragraph and is cut by the mode. Measured and drawn
/// by ListTextKit's one Pango layout (wrap and ellipsize modes).
///
/// ```
///   2 lines, 120 points   last line
///   byWordWrapping        menu is here             (cut where it broke, no "…")
///   byCharWrapping        enu is here wit          (lines break between characters)
///   byClipping            menu is here with thr|   (runs on; the label's edge clips it)
///   byTruncatingHead      …e new dishes
///   byTruncatingMiddle    menu i… dishes
///   byTruncatingTail      menu is here …
/// ```
///
/// In right-to-left text the head is at the right: head truncation draws `…` at the right end of the line.
///
/// ```swift
/// label.numberOfLines = 2
/// label.lineBreakMode = .byTruncatingMiddle
/// ```
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; lines that do not fit are left out, the last kept one ends where it broke.
    case byWordWrapping
    /// Wrap between characters; lines that do not fit are left out.
    case byCharWrapping
    /// Wrap at words; the last kept line runs on unwrapped and is clipped at the edge (no `…`).
    case byClipping
    /// `…` at the start of the last kept line, which ends with the end of its paragraph.
    case byTruncatingHead
    /// `…` at the end of the last kept line (UILabel's default).
    case byTruncatingTail
    /// `…` in the middle of the last kept line, which ends with the end of its paragraph.
    case byTruncatingMiddle
}
