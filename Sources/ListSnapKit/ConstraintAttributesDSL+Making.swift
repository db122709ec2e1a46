import ListViewKit

/// Where `view.snp` and `guide.snp` make, update, remake and remove the constraints of their target.
extension ConstraintAttributesDSL {
    /// Makes the constraints `closure` describes and activates them (a view's frame then comes from constraints:
    /// its `translatesAutoresizingMaskIntoConstraints` is set to false).
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: attributesTarget, closure: closure)
    }

    /// Makes the constraints `closure` describes without activating them, and returns them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: attributesTarget, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for the target, then makes those `closure` describes.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: attributesTarget, closure: closure)
    }

    /// Changes the constants of the target's existing constraints that `closure` describes again (same items,
    /// attributes, relation, multiplier and priority); a target with none gets them made.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: attributesTarget, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for the target.
    public func removeConstraints() { ConstraintMaker.removeConstraints(item: attributesTarget) }
}
