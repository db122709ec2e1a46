import ListViewKit

/// SnapKit's `ConstraintMakerFinalizable`: the end of a `make.…` chain, where it is labeled and where its
/// ``Constraint`` is kept.
@MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the chain's constraints (their `identifier`, as descriptions and broken-constraint reports print it).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The chain's constraint, to keep and change later (`nil` when the chain could not relate: the log says why).
    public var constraint: Constraint! { description.constraint }
}
