import Foundation

extension ListLayoutConstraint {
    /// The largest constant a constraint takes (the solver's ``SolverLimits/maxMagnitude``).
    public static let maximumConstant: CGFloat = 1e9
    /// The largest multiplier a constraint takes (the solver's ``SolverLimits/maxCoefficient``).
    public static let maximumMultiplier: CGFloat = 1e6

    /// Why a layout guide's attribute cannot be constrained.
    private static func guideProblem(_ attribute: Attribute) -> String {
        "a layout guide has no \(attribute.name) (its attributes are its edges, margins, centres and size)"
    }

    /// What an item is to a constraint: a view, a layout guide, or neither (`nil` included); told once, with its
    /// lifetime, not cast again to be checked.
    enum ItemKind {
        case none, view, guide
    }

    /// Why a constraint made of these parts can never be active (what UIKit raises an exception for), or `nil`.
    static func problem(
        first: ItemKind, _ attr1: Attribute, secondGiven: Bool, second: ItemKind, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        guard first != .none else { return "its first item is not a view or a layout guide" }
        // Each item in turn (no array of pairs: this runs for every constraint made).
        if first == .guide, !attr1.isGuideAttribute { return guideProblem(attr1) }
        if second == .guide, !attr2.isGuideAttribute { return guideProblem(attr2) }
        guard constant.isFinite, abs(constant) <= maximumConstant else {
            return "constant \(constant) is not a finite number of at most \(Int(maximumConstant)) in magnitude"
        }
        guard multiplier.isFinite, abs(multiplier) <= maximumMultiplier else {
            return "multiplier \(multiplier) is not a finite number of at most \(Int(maximumMultiplier)) in magnitude"
        }
        guard let axis = attr1.axis else { return "its first attribute is notAnAttribute" }
        guard secondGiven else {
            guard attr2 == .notAnAttribute else {
                return "it has no second item but a second attribute (\(attr2.name)); use notAnAttribute"
            }
            return attr1.isDimension ? nil : "a location (\(attr1.name)) cannot equal a constant without a second item"
        }
        guard second != .none else { return "its second item is not a view or a layout guide" }
        guard let secondAxis = attr2.axis else {
            return "it has a second item but its second attribute is notAnAttribute"
        }
        guard attr1.isDimension == attr2.isDimension else {
            return "it relates a size and a location (\(attr1.name) and \(attr2.name))"
        }
        // A width may follow a height (an aspect ratio); locations relate only along one axis.
        guard attr1.isDimension || axis == secondAxis else {
            return "it relates locations of different axes (\(attr1.name) and \(attr2.name))"
        }
        guard attr1.direction.isCompatible(with: attr2.direction) else {
            return "it relates a leading / trailing attribute and a left / right one (\(attr1.name) and \(attr2.name))"
        }
        if multiplier == 0, !attr1.isDimension {
            return "a multiplier of 0 makes a location (\(attr1.name)) equal to a constant"
        }
        return nil
    }
}

extension ListLayoutConstraint.Attribute {
    /// Whether a horizontal attribute follows the layout direction.
    enum Direction {
        case absolute, directional, neutral

        func isCompatible(with other: Direction) -> Bool {
            self == .neutral || other == .neutral || self == other
        }
    }

    /// Whether a layout guide has the attribute (edges, centres and sizes; no margins or baselines).
    var isGuideAttribute: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        // A guide has no margins of its own: its margin attributes are its edges and centres (GitHawk's
        // `safeAreaLayoutGuide.snp.leftMargin`, which UIKit accepts).
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    var direction: Direction {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: .absolute
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        default: .neutral
        }
    }
}
