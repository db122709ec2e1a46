import Foundation

/// UIKit's update-constraints pass: ``ListView/updateConstraints()`` for each view that asked for it, subviews
/// before their superview, before layout (docs/CONSTRAINTS.md, "Updating constraints").
extension ListView {
    /// Marks the view's constraints for updating (UIKit's `setNeedsUpdateConstraints()`): its
    /// ``updateConstraints()`` runs in the next update pass, at the next ``layoutIfNeeded()`` of the view or an
    /// ancestor (or ``updateConstraintsIfNeeded()``).
    public func setNeedsUpdateConstraints() {
        constraintState.needsUpdateConstraints = true
        setSubtreeNeedsUpdateConstraints()
    }

    /// Whether the view's constraints wait for an update (UIKit's `needsUpdateConstraints()`): true from its
    /// creation until its first update pass, and after ``setNeedsUpdateConstraints()``.
    public func needsUpdateConstraints() -> Bool { constraintState.needsUpdateConstraints }

    /// Runs the update pass on the view and its subviews now (UIKit's `updateConstraintsIfNeeded()`): each view
    /// that needs it gets ``updateConstraints()`` (a view controller's root view: its controller's
    /// ``ListViewController/updateViewConstraints()``), subviews before their superview. Constraints changed
    /// there take effect in the layout that follows.
    public func updateConstraintsIfNeeded() {
        guard constraintState.subtreeNeedsUpdateConstraints else { return }
        constraintState.subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard constraintState.needsUpdateConstraints else { return }
        constraintState.needsUpdateConstraints = false
        constraintState.updateReachedSuper = false
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        if !constraintState.updateReachedSuper {
            ListConstraintLog.record(
                "\(ListLayoutConstraint.name(of: self)).updateConstraints() did not call super.updateConstraints() "
                    + "(UIKit raises; call it as the last step of the override)")
        }
    }

    /// Marks the view and its ancestors as holding a view whose constraints need updating.
    func setSubtreeNeedsUpdateConstraints() {
        var view: ListView? = self
        while let current = view, !current.constraintState.subtreeNeedsUpdateConstraints {
            current.constraintState.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
    }
}
