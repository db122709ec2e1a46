import Foundation
import ListCore

/// A stretch of a spec label's attributed text (`"runs"`), in its own font and colour: what an
/// `NSAttributedString` run with `.font` and `.foregroundColor` is in Swift.
///
/// ```json
/// "runs": [ { "text": "Ada Lovelace", "font": { "size": 15, "weight": "semibold" } },
///           { "text": " liked your photo", "font": { "textStyle": "subheadline" }, "textColor": "secondaryLabel" } ]
/// ```
public struct ListSpecTextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// Its font (`nil`: the label's font).
    public var font: ListSpecFont?
    /// Its colour (`nil`: the label's text colour).
    public var color: ListColor?

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: its font (`nil`: the label's).
    ///   - color: its colour (`nil`: the label's).
    public init(text: String, font: ListSpecFont? = nil, color: ListColor? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }
}
