import Foundation

/// A font in a spec view tree: a system font of a size and weight, or a Dynamic Type text style.
///
/// ```json
/// { "size": 15, "weight": "semibold" }      { "textStyle": "subheadline" }
/// ```
public struct ListSpecFont: Hashable, Sendable {
    /// The point size (`UIFont.systemFont(ofSize:weight:)`); `nil` with a text style.
    public var size: CGFloat?
    /// The weight.
    public var weight: Weight?
    /// `UIFont.preferredFont(forTextStyle:)`, which follows the environment's Dynamic Type size.
    public var textStyle: TextStyle?

    /// Creates a font.
    public init(size: CGFloat? = nil, weight: Weight? = nil, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// `UIFont.Weight`.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }
}
