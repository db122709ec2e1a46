import Foundation

/// What an arranged view's own size constraints tell its stack view along one axis, as UIKit's stack view (which
/// lays out with constraints) obeys them: the constraints installed on the view itself that size it — `width == 40`
/// (`widthAnchor.constraint(equalToConstant:)`, SnapKit's `make.size.equalTo(24)`), `>=` / `<=` bounds, an optional
/// `==` strong enough to beat its content priorities, and a required aspect ratio to its other length
/// (`widthAnchor.constraint(equalTo: heightAnchor)`). A spec's `constrainedWidth` / `constrainedHeight` come first.
@MainActor
struct ListArrangedSize {
    /// A required `==` constant (the first active one: UIKit breaks a later one that contradicts it).
    var held: CGFloat?
    /// The largest required `>=` constant.
    var minimum: CGFloat?
    /// The smallest required `<=` constant.
    var maximum: CGFloat?
    /// The strongest optional `==` constant above the view's content hugging and compression resistance.
    var wish: CGFloat?
    /// A required `length == multiplier × other length + constant` of the view's own two lengths.
    var ratio: (multiplier: CGFloat, constant: CGFloat)?

    /// No constraints.
    init() {}

    init(of view: ListView, _ axis: ListLayoutAxis) {
        guard !view.constraints.isEmpty else { return }
        let dimension: ListLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let other: ListLayoutConstraint.Attribute = axis == .horizontal ? .height : .width
        let content = max(view.contentHuggingPriority(for: axis), view.contentCompressionResistancePriority(for: axis))
        var wishPriority = content
        for constraint in view.constraints where constraint.firstItem === view && constraint.firstAttribute == dimension {
            let required = constraint.priority == .required
            if constraint.secondItem == nil {
                let value = constraint.constant
                switch (constraint.relation, required) {
                case (.equal, true): held = held ?? value
                case (.greaterThanOrEqual, true): minimum = max(minimum ?? value, value)
                case (.lessThanOrEqual, true): maximum = min(maximum ?? value, value)
                case (.equal, false) where constraint.priority > wishPriority:
                    wish = value
                    wishPriority = constraint.priority
                default: break
                }
            } else if constraint.secondItem === view, constraint.secondAttribute == other, required,
                constraint.relation == .equal, ratio == nil
            {
                ratio = (constraint.multiplier, constraint.constant)
            }
        }
    }

    /// The length the view keeps along `axis` in a stack (a stack never stretches or shrinks it while another view
    /// can give), or `nil`.
    static func heldLength(of view: ListView, _ axis: ListLayoutAxis) -> CGFloat? {
        if let direct = directlyHeld(view, axis) { return direct }
        let otherAxis: ListLayoutAxis = axis == .horizontal ? .vertical : .horizontal
        guard let ratio = ListArrangedSize(of: view, axis).ratio, let other = directlyHeld(view, otherAxis) else {
            return nil
        }
        return max(0, ratio.multiplier * other + ratio.constant)
    }

    private static func directlyHeld(_ view: ListView, _ axis: ListLayoutAxis) -> CGFloat? {
        (axis == .horizontal ? view.constrainedWidth : view.constrainedHeight) ?? ListArrangedSize(of: view, axis).held
    }

    /// A natural (measured) length after the view's constraints: the wish instead of it, then within the bounds.
    func adjusted(_ length: CGFloat) -> CGFloat {
        var length = wish ?? length
        if let maximum { length = min(length, maximum) }
        if let minimum { length = max(length, minimum) }
        return length
    }

    /// The least and most length `.fill` may give the view (0 and unlimited without bounds).
    static func bounds(of view: ListView, _ axis: ListLayoutAxis) -> (minimum: CGFloat, maximum: CGFloat) {
        let size = ListArrangedSize(of: view, axis)
        return (max(0, size.minimum ?? 0), size.maximum ?? .greatestFiniteMagnitude)
    }
}
