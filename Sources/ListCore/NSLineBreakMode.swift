/// UIKit's `NSLineBreakMode`: how a label wraps and where it cuts text that does not fit. Lines wrap at word
/// boundaries in every mode; text cut short ends in `…` (Pango's end ellipsis) in every truncating mode.
///
/// ```swift
/// label.numberOfLines = 2
/// label.lineBreakMode = .byTruncatingTail
/// ```
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries (a multi-line label's lines that do not fit are left out).
    case byWordWrapping
    /// Wrap at characters.
    case byCharWrapping
    /// Cut without an ellipsis.
    case byClipping
    /// `…` at the start of the last line (drawn at its end).
    case byTruncatingHead
    /// `…` at the end of the last line (UILabel's default).
    case byTruncatingTail
    /// `…` in the middle of the last line (drawn at its end).
    case byTruncatingMiddle
}
