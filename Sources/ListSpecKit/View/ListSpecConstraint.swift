import Foundation

/// One Auto Layout constraint of a spec's view tree (an element of a plain view's `"constraints"`), in the words of
/// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, with views named by
/// their `"id"`. The spec road builds it into the very `NSLayoutConstraint` Swift code would make, so spec trees and
/// Swift cells share one layout engine.
///
/// ```json
/// { "item": "title", "attribute": "leading", "relatedBy": ">=", "toItem": "avatar", "toAttribute": "trailing",
///   "multiplier": 1, "constant": 8, "priority": 750 }
/// ```
///
/// `item = multiplier × toItem.toAttribute + constant`: `toItem` is a view's `id`, `"superview"` (the item's
/// superview) or absent (a size equal to a constant). See docs/SPEC.md, "Constraints".
public struct ListSpecConstraint: Hashable, Sendable {
    /// The `id` of the constrained view (its frame then comes from constraints).
    public var item: String
    /// Its attribute.
    public var attribute: Attribute
    /// How the sides relate (`"relatedBy"`: `"=="`, `">="` or `"<="`).
    public var relation: Relation
    /// The other view's `id`, `"superview"`, or `nil` for a constant.
    public var toItem: String?
    /// The other view's attribute (`nil` for a constant).
    public var toAttribute: Attribute?
    /// The factor of the other side.
    public var multiplier: CGFloat
    /// The constant.
    public var constant: CGFloat
    /// UIKit's priority: 1000 required, below it optional.
    public var priority: Float
    /// UIKit's `identifier` (descriptions and broken-constraint reports print it).
    public var identifier: String?
    /// Where it was written (`sections[0].items[0].view.constraints[3]`).
    public var path: String

    /// Creates a constraint.
    public init(
        item: String, attribute: Attribute, relation: Relation = .equal, toItem: String? = nil,
        toAttribute: Attribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000,
        identifier: String? = nil, path: String = ""
    ) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.path = path
    }

    /// The name `toItem` gives the constrained view's superview.
    public static let superview = "superview"

    /// UIKit's `NSLayoutConstraint.Attribute`, by its Swift name.
    public enum Attribute: String, Hashable, Sendable, CaseIterable {
        /// UIKit's attributes under their Swift names: the edges, `leading` / `trailing` (which flip right to left),
        /// the size, the centres, the baselines and the edges less the layout margins (`…Margin`).
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
            centerXWithinMargins, centerYWithinMargins

        /// Whether it measures along the horizontal axis.
        public var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        /// Whether it is a size (width, height) rather than a position.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether it is a leading or trailing position (which flips right to left).
        public var isDirectional: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }

        /// Whether it is a left or right position (which never flips).
        public var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    }

    /// UIKit's `NSLayoutConstraint.Relation`, as the spec writes it.
    public enum Relation: String, Hashable, Sendable, CaseIterable {
        /// `==`.
        case equal = "=="
        /// `>=`.
        case greaterThanOrEqual = ">="
        /// `<=`.
        case lessThanOrEqual = "<="
    }
}
