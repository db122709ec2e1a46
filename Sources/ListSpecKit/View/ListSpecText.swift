import Foundation
import ListCore

/// The text of a label (or a button's title) in a spec view tree, with UILabel's attributes.
///
/// ```json
/// { "type": "label", "text": "Ada Lovelace", "font": { "size": 15, "weight": "semibold" },
///   "textColor": "label", "numberOfLines": 2, "textAlignment": "natural", "lineBreakMode": "byTruncatingTail" }
/// { "type": "label", "text": "2 h", "font": { "textStyle": "footnote" }, "textColor": "secondaryLabel" }
/// ```
public struct ListSpecText: Hashable, Sendable {
    /// The string.
    public var string: String
    /// The font (`nil`: UILabel's default, the 17-point system font).
    public var font: ListSpecFont?
    /// `textColor` (a button's `titleColor`).
    public var color: ListColor?
    /// `textAlignment`.
    public var alignment: NSTextAlignment?
    /// `numberOfLines` (0: as many as fit).
    public var numberOfLines: Int?
    /// `lineBreakMode`.
    public var lineBreakMode: NSLineBreakMode?

    /// Creates a text.
    public init(string: String) {
        self.string = string
    }
}

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
