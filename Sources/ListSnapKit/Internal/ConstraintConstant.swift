import Foundation
import ListCore
import ListViewKit

/// The constant of a SnapKit chain, as given (`equalTo(44)`, `offset(8)`, `inset(…)`, `equalTo(CGSize)`): each
/// constraint of the chain takes the part for its attribute, with SnapKit's signs (an inset moves a trailing,
/// right or bottom edge inward, so its constant is negative; a width loses both insets).
enum ConstraintConstant: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case insets(ListEdgeInsets)
    case directionalInsets(ListDirectionalEdgeInsets)

    /// A constant argument as a value (`nil` for a type SnapKit does not know).
    init?(_ target: Any) {
        switch target {
        case let size as CGSize: self = .size(size)
        case let point as CGPoint: self = .point(point)
        case let insets as ListEdgeInsets: self = .insets(insets)
        case let insets as ListDirectionalEdgeInsets: self = .directionalInsets(insets)
        default:
            guard let number = constraintNumber(target) else { return nil }
            self = .number(number)
        }
    }

    /// An inset argument: a number is the same inset on every edge.
    init?(inset target: Any) {
        if let number = constraintNumber(target) {
            self = .insets(ListEdgeInsets(all: number))
        } else {
            self.init(target)
        }
    }

    /// The constant of a constraint whose (second, or only) attribute is `attribute`. `rightToLeft` is the layout
    /// direction SnapKit reads for insets by the other kind of edge (`UIEdgeInsets` on leading and trailing,
    /// `NSDirectionalEdgeInsets` on left and right): SnapKit reads the app's, we read the view's.
    func value(for attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> CGFloat {
        switch self {
        case .number(let value): return value
        case .point(let point):
            switch attribute.axis {
            case .horizontal where !attribute.isDimension: return point.x
            case .vertical where !attribute.isDimension: return point.y
            default: return 0
            }
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .insets(let insets):
            let leading = rightToLeft ? insets.right : insets.left
            let trailing = rightToLeft ? insets.left : insets.right
            return Self.inset(attribute, left: insets.left, right: insets.right, leading: leading, trailing: trailing,
                              top: insets.top, bottom: insets.bottom)
        case .directionalInsets(let insets):
            let left = rightToLeft ? insets.trailing : insets.leading
            let right = rightToLeft ? insets.leading : insets.trailing
            // SnapKit centres directional insets by their own fields, whatever the direction.
            if attribute == .centerX || attribute == .centerXWithinMargins { return (insets.leading - insets.trailing) / 2 }
            return Self.inset(attribute, left: left, right: right, leading: insets.leading, trailing: insets.trailing,
                              top: insets.top, bottom: insets.bottom)
        }
    }

    private static func inset(
        _ attribute: NSLayoutConstraint.Attribute, left: CGFloat, right: CGFloat, leading: CGFloat,
        trailing: CGFloat, top: CGFloat, bottom: CGFloat
    ) -> CGFloat {
        switch attribute {
        case .left, .leftMargin: left
        case .right, .rightMargin: -right
        case .leading, .leadingMargin: leading
        case .trailing, .trailingMargin: -trailing
        case .top, .topMargin, .firstBaseline: top
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }
}
