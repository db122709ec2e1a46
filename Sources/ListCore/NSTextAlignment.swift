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
