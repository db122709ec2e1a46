import ListViewKit

/// SnapKit's `ConstraintMakerPrioritizable`: a chain that can still take a priority.
@MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// The chain's priority: `.required`, `.high`, `.medium`, `.low` or a value.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// The chain's priority: a number in (0, 1000] or a `UILayoutPriority`.
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = constraintPriorityValue(amount)
        return self
    }
}
