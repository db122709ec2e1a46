/// How much a constraint matters: a priority on UIKit's scale, 1000 required, below it optional.
///
/// Priorities are **levels**, as UIKit documents them ("higher priority constraints are satisfied before lower
/// priority constraints; if a constraint `a == b` is optional, the layout system minimizes `abs(a - b)`"): the
/// solver minimises the errors of the highest optional level first, then, among the solutions that keeps, those of
/// the next level, and so on. Within one level the sum of the absolute errors is minimised. No weight of a lower
/// level, however large its error, can outweigh a higher level (unlike a weighted sum such as kiwi's
/// `strong = 1,000,000 × weak`), so 999 always beats 998.
///
/// ```swift
/// let hugging = ConstraintStrength.defaultLow            // 250
/// let compression = ConstraintStrength(priority: 750)    // UIKit's defaultHigh
/// ```
public struct ConstraintStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority: more than 0, at most 1000 (``ConstraintSolverError/invalidPriority(_:)`` otherwise).
    public var priority: Double

    /// A strength of `priority` (UIKit's `UILayoutPriority.rawValue`).
    public init(priority: Double) {
        self.priority = priority
    }

    /// 1000: must hold; a system that cannot hold it refuses the constraint.
    public static let required = ConstraintStrength(priority: 1000)
    /// 750 (UIKit's `defaultHigh`: compression resistance).
    public static let defaultHigh = ConstraintStrength(priority: 750)
    /// 250 (UIKit's `defaultLow`: content hugging).
    public static let defaultLow = ConstraintStrength(priority: 250)
    /// 50 (UIKit's `fittingSizeLevel`: the pull of `systemLayoutSizeFitting`'s target size).
    public static let fittingSizeLevel = ConstraintStrength(priority: 50)

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority == 1000 }

    /// Whether the priority is one the solver accepts: finite, more than 0, at most 1000.
    public var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    /// Orders by priority.
    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool { lhs.priority < rhs.priority }

    /// `required` or `@750`.
    public var description: String { isRequired ? "required" : "@\(priority)" }
}
