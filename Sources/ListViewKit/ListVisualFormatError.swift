/// Why a visual format string made no constraints: what UIKit raises an `NSInvalidArgumentException` for ("Unable
/// to parse constraint format"), as a value. ``ListLayoutConstraint/checkedConstraints(withVisualFormat:options:metrics:views:)``
/// throws it; ``ListLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` records its
/// ``description`` in ``ListConstraintLog`` and returns no constraints.
///
/// The description is UIKit's message: the reason, the format, and a caret under the character where it went wrong
/// (control and direction-changing characters shown as `\u{…}`, a long format cut to the part around the caret):
///
/// ```
/// Unable to parse constraint format: expected ')' to end the predicates of view 'badge'
/// H:|-[title]-8-[badge(>=44]-|
///                          ^
/// ```
public struct ListVisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of mistake.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `H` or `V` not followed by `:` (`V|[a]|`).
        case expectedColon
        /// A view (`[name]`) was expected: an empty format, `H:|-|`, a connection with nothing after it.
        case expectedView
        /// `[` not followed by a view name (a C identifier: `[]`, `[1a]`).
        case expectedViewName
        /// A view's name or predicates not followed by `]`.
        case expectedClosingBracket
        /// Predicates not followed by `)` or `,`.
        case expectedClosingParenthesis
        /// A predicate was expected: a number, a metric name or (for a view's size) a view name.
        case expectedPredicate
        /// A spacing not followed by `-` (`[a]-8[b]`).
        case expectedDash
        /// A number that is not one (`1.2.3`, `1e`), not finite (`1e999`), or beyond 10⁹ in magnitude.
        case invalidNumber
        /// A priority outside (0, 1000].
        case invalidPriority
        /// A name the views dictionary does not have.
        case unknownView
        /// A views dictionary value that is not a view (a layout guide, a number…).
        case notAView
        /// A name the metrics dictionary does not have.
        case unknownMetric
        /// A metric that is not a finite number of at most 10⁹ in magnitude (NaN, ±∞, a string…).
        case invalidMetric
        /// A view name in a spacing (`-(==a)-`): views may only be compared in a view's size.
        case viewInSpacing
        /// `|` anywhere but at the start or the end, or anything after the closing `|`.
        case unexpectedCharacter
        /// `|` next to a view that has no superview.
        case noSuperview
        /// Options UIKit refuses: an alignment along the format's own axis, unknown alignment bits, both
        /// directions.
        case invalidOptions
        /// More constraints than one system solves (``ListLayoutConstraint/maximumVisualFormatConstraints``).
        case tooManyConstraints
    }

    /// The class of mistake.
    public let kind: Kind
    /// The reason, in a sentence (without the format).
    public let reason: String
    /// The format as given.
    public let format: String
    /// Where it went wrong: an offset in the format's Unicode scalars (`nil` for a mistake of the options).
    public let position: Int?

    /// Creates an error.
    public init(kind: Kind, reason: String, format: String, position: Int?) {
        self.kind = kind
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// UIKit's message: the reason, the format, and a caret under the position.
    public var description: String {
        var text = "Unable to parse constraint format: \(reason)"
        let (shown, column) = Self.display(format, caret: position)
        text += "\n" + shown
        if let column { text += "\n" + String(repeating: " ", count: column) + "^" }
        return text
    }

    /// The most characters of a format a message shows either side of the caret.
    static let window = 60

    /// The format as a message shows it, and the caret's column: control, format and direction characters escaped,
    /// a long format cut to ``window`` characters either side of the caret (`…` where it is cut).
    static func display(_ format: String, caret: Int?) -> (String, Int?) {
        let scalars = Array(format.unicodeScalars)
        let centre = min(caret ?? 0, scalars.count)
        let start = max(0, centre - window), end = min(scalars.count, centre + window)
        var shown = start > 0 ? "…" : ""
        var column: Int?
        for index in start..<end {
            if index == centre { column = shown.count }
            shown += escaped(scalars[index])
        }
        if centre == end { column = shown.count }
        if end < scalars.count { shown += "…" }
        return (shown, caret == nil ? nil : column)
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            return String(scalar)
        }
    }
}
