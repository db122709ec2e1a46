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

/// UIKit's `NSTextAlignment`: where lines sit in a label's width. `natural` is leading: left, or right in a
/// right-to-left layout; `justified` is drawn as natural.
///
/// ```swift
/// label.textAlignment = .center
/// ```
public enum NSTextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// Centred.
    case center
    /// The right edge.
    case right
    /// Both edges (drawn as `natural`).
    case justified
    /// The leading edge of the layout direction.
    case natural
}
