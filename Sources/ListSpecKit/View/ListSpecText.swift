import Foundation
import ListCore

/// The text of a label (or a button's title) in a spec view tree, with UILabel's attributes.
///
/// ```json
/// { "type": "label", "text": "Ada Lovelace", "font": { "size": 15, "weight": "semibold" },
///   "textColor": "label", "numberOfLines": 2, "textAlignment": "natural", "lineBreakMode": "byTruncatingTail" }
/// { "type": "label", "text": "2 h", "font": { "textStyle": "footnote" }, "textColor": "secondaryLabel" }
/// { "type": "label", "runs": [ { "text": "Ada", "font": { "size": 15, "weight": "semibold" } },
///                              { "text": " liked your photo", "textColor": "secondaryLabel" } ] }
/// ```
public struct ListSpecText: Hashable, Sendable {
    /// The string (with ``runs``, their texts joined).
    public var string: String
    /// Attributed text (`"runs"`): stretches in their own font and colour, in order (`nil`: plain ``string``).
    /// A run without a font or colour takes the label's ``font`` and ``color``, as UILabel's `attributedText` does
    /// with its `font` and `textColor`.
    public var runs: [ListSpecTextRun]?
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

    /// Creates attributed text from runs (``string`` is their texts joined).
    public init(runs: [ListSpecTextRun]) {
        self.string = runs.map(\.text).joined()
        self.runs = runs
    }
}
