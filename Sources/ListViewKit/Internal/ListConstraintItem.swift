import Foundation
import ListConstraintKit
import ListCore

/// A view of a constraint system: **solved** (its frame comes from the solution: constraints refer to it and its
/// ``ListView/translatesAutoresizingMaskIntoConstraints`` is false) or **fixed** (the host, or a view whose own
/// code sets its frame: its rectangle enters the constraints as constants, UIKit's autoresizing-mask constraints).
@MainActor
struct ListConstraintItem {
    /// The view, or the owning view of a layout guide. Not retained: an item lives only during its pass, whose
    /// ``ListConstraintEngine/Pass/retained`` holds every view and guide the constraints name, and the host is held
    /// by the caller of the pass (items are copied often, and a retain and release per copy adds up).
    unowned(unsafe) let view: ListView
    /// The layout guide the item stands for (`nil`: the view); not retained either.
    unowned(unsafe) var guide: ListLayoutGuide?
    /// Its variables' first index (`left`, `top`, `width`, `height` follow) when solved (a margins or safe area
    /// guide shares its owning view's).
    let firstVariable: Int?
    /// How far a margins or safe area guide lies inside its owning view's rectangle.
    var insets = ListEdgeInsets.zero
    /// Its rectangle when fixed: in the host's bounds coordinates, or offset from the top left of the nearest
    /// solved view above it (``fixedBase``), whose frame it moves with.
    var fixedRect = CGRect.zero
    /// The first variable of the nearest solved view above a fixed view (`nil`: none below the host).
    var fixedBase: Int?
    /// Its intrinsic content size in this pass (solved views; ``ListView/noIntrinsicMetric`` where it has none).
    var intrinsicSize = CGSize(width: ListView.noIntrinsicMetric, height: ListView.noIntrinsicMetric)
    /// A label's first and last baselines below its vertical centre, for its current text height.
    var baselines: (first: CGFloat, last: CGFloat)?

    var isSolved: Bool { firstVariable != nil }
    /// Whether the item is a view whose frame the solution sets (not a guide).
    var isSolvedView: Bool { firstVariable != nil && guide == nil }

    /// One side of the item's rectangle (see ``edge(_:_:)``).
    enum Edge { case left, top, width, height }

    /// The item's left, top, width and height: variables when solved, constants when fixed (a guide's inset).
    func edges() -> (left: ListConstraintExpression, top: ListConstraintExpression,
                     width: ListConstraintExpression, height: ListConstraintExpression)
    {
        (edge(.left), edge(.top), edge(.width), edge(.height))
    }

    /// One of ``edges()``, built alone (an attribute needs one or two of them).
    func edge(_ edge: Edge) -> ListConstraintExpression {
        var expression: ListConstraintExpression
        if let first = firstVariable {
            let offset = switch edge {
            case .left: 0
            case .top: 1
            case .width: 2
            case .height: 3
            }
            expression = ListConstraintExpression(variable: first + offset)
        } else {
            switch edge {
            case .left:
                expression = ListConstraintExpression(constant: fixedRect.minX)
                if let base = fixedBase { expression = expression.plus(variable: base) }
            case .top:
                expression = ListConstraintExpression(constant: fixedRect.minY)
                if let base = fixedBase { expression = expression.plus(variable: base + 1) }
            case .width: expression = ListConstraintExpression(constant: fixedRect.width)
            case .height: expression = ListConstraintExpression(constant: fixedRect.height)
            }
        }
        guard insets != .zero else { return expression }
        let inset = switch edge {
        case .left: insets.left
        case .top: insets.top
        case .width: -insets.horizontal
        case .height: -insets.vertical
        }
        return expression.plus(ListConstraintExpression(constant: inset))
    }

    /// The expression of `attribute` of this item. `mirrorWidth` is the host's `2·left + width` when the
    /// constraint is laid out right to left: horizontal positions are then mirrored in the host
    /// (`x ↦ 2·left + width - x`), so leading is the right edge and a constant moves toward the left, as UIKit's
    /// leading and trailing constraints do.
    func expression(
        _ attribute: ListLayoutConstraint.Attribute, mirrorWidth: ListConstraintExpression?
    ) -> ListConstraintExpression {
        // Each side built when the attribute needs it.
        var left: ListConstraintExpression { edge(.left) }
        var top: ListConstraintExpression { edge(.top) }
        var width: ListConstraintExpression { edge(.width) }
        var height: ListConstraintExpression { edge(.height) }
        // Read only by the margin attributes; a layout guide has no margins (UIKit defines margins for views), so a
        // guide's margin attribute is its edge.
        var margins: ListEdgeInsets { guide == nil ? view.constraintLayoutMargins : .zero }
        let rightToLeft = mirrorWidth != nil
        var right: ListConstraintExpression { left.plus(width) }
        func constant(_ value: CGFloat) -> ListConstraintExpression { ListConstraintExpression(constant: value) }
        func mirrored(_ x: ListConstraintExpression) -> ListConstraintExpression {
            guard let mirrorWidth else { return x }
            return mirrorWidth.minus(x)
        }
        switch attribute {
        case .left: return mirrored(left)
        case .right: return mirrored(right)
        case .leading: return mirrored(rightToLeft ? right : left)
        case .trailing: return mirrored(rightToLeft ? left : right)
        case .centerX: return mirrored(left.plus(width.times(0.5)))
        case .leftMargin: return mirrored(left.plus(constant(margins.left)))
        case .rightMargin: return mirrored(right.plus(constant(-margins.right)))
        case .leadingMargin:
            return mirrored(rightToLeft ? right.plus(constant(-margins.right))
                                        : left.plus(constant(margins.left)))
        case .trailingMargin:
            return mirrored(rightToLeft ? left.plus(constant(margins.left))
                                        : right.plus(constant(-margins.right)))
        case .centerXWithinMargins:
            return mirrored(left.plus(width.times(0.5)).plus(constant((margins.left - margins.right) / 2)))
        case .width: return width
        case .height: return height
        case .top: return top
        case .bottom: return top.plus(height)
        case .centerY: return top.plus(height.times(0.5))
        case .topMargin: return top.plus(constant(margins.top))
        case .bottomMargin: return top.plus(height).plus(constant(-margins.bottom))
        case .centerYWithinMargins:
            return top.plus(height.times(0.5)).plus(constant((margins.top - margins.bottom) / 2))
        case .firstBaseline, .lastBaseline:
            // A label's text is centred vertically in its bounds; another view's baseline is its bottom (UIKit).
            guard let baselines else { return top.plus(height) }
            let offset = attribute == .firstBaseline ? baselines.first : baselines.last
            return top.plus(height.times(0.5)).plus(constant(offset))
        case .notAnAttribute: return constant(0)
        }
    }
}
