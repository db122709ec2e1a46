extension ListLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`: the part of an item a constraint relates, with UIKit's raw values.
    ///
    /// ```
    ///        top / topMargin
    ///     ┌──────────────────┐ ─ firstBaseline (a label's first line; a plain view's bottom)
    ///  left  leading   centerX  trailing  right      (leading / trailing: left / right, swapped right to left)
    ///     │      centerY     │ ─ lastBaseline
    ///     └──────────────────┘
    ///        bottom / bottomMargin          width, height: the item's size
    /// ```
    ///
    /// The `…Margin` attributes are the edges less the view's ``ListView/layoutMargins``.
    public enum Attribute: Int, Sendable, Hashable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left edge left to right, the right edge right to left.
        case leading = 5
        /// The trailing edge: the right edge left to right, the left edge right to left.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (a view without text: its bottom).
        case lastBaseline = 11
        /// The baseline of the first line of text (a view without text: its bottom).
        case firstBaseline = 12
        /// The left edge less the left margin.
        case leftMargin = 13
        /// The right edge less the right margin.
        case rightMargin = 14
        /// The top edge less the top margin.
        case topMargin = 15
        /// The bottom edge less the bottom margin.
        case bottomMargin = 16
        /// The leading edge less the leading margin.
        case leadingMargin = 17
        /// The trailing edge less the trailing margin.
        case trailingMargin = 18
        /// The horizontal centre of the margins' rectangle.
        case centerXWithinMargins = 19
        /// The vertical centre of the margins' rectangle.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant (`width == 40`).
        case notAnAttribute = 0

        /// The axis the attribute measures along (`nil` for ``notAnAttribute``).
        public var axis: ListLayoutAxis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is a size (``width``, ``height``) rather than a position.
        public var isDimension: Bool { self == .width || self == .height }

        /// UIKit's name for the attribute, as constraint descriptions print it.
        public var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Relation`, with UIKit's raw values.
    public enum Relation: Int, Sendable, Hashable, CaseIterable {
        /// `first <= multiplier × second + constant`.
        case lessThanOrEqual = -1
        /// `first == multiplier × second + constant`.
        case equal = 0
        /// `first >= multiplier × second + constant`.
        case greaterThanOrEqual = 1

        /// The relation as an operator: `<=`, `==`, `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Axis`: ``ListLayoutAxis``.
    public typealias Axis = ListLayoutAxis
}
