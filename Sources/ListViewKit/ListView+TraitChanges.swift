import Foundation

extension ListView {
    /// Tells the view and every descendant that inherits its traits, parents first, that the trait collection
    /// changed — when it did: `previous` is the view's ``traitCollection`` before a change of its override or of
    /// its place in a tree, and nothing happens when the traits are the same.
    ///
    /// - Parameter previous: the view's trait collection before the change.
    package func traitsMayHaveChanged(from previous: ListTraitCollection) {
        let current = traitCollection
        guard current != previous else { return }
        deliverTraitChange(from: previous, to: current)
    }

    private func deliverTraitChange(from previous: ListTraitCollection, to current: ListTraitCollection) {
        if let controller = owningViewController {
            controller.traitCollectionDidChange(previous)
            controller.traitRegistry?.notify(controller, from: previous, to: current)
        }
        traitCollectionDidChange(previous)
        traitRegistry?.notify(self, from: previous, to: current)
        // A subview with a trait collection of its own keeps it; the others inherit this view's, with their own
        // trait overrides set, and are told when that changed.
        for subview in subviews where subview.overrideTraitCollection == nil {
            let (before, after) = (subview.applyingTraitOverrides(to: previous), subview.applyingTraitOverrides(to: current))
            if before != after { subview.deliverTraitChange(from: before, to: after) }
        }
    }
}
