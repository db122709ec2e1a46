import Foundation

extension ListView {
    /// Tells the view and every descendant that inherits its traits, parents first, that the trait collection
    /// changed — when it did: `previous` is the view's ``traitCollection`` before a change of its override or of
    /// its place in a tree, and nothing happens when the traits are the same.
    ///
    /// - Parameter previous: the view's trait collection before the change.
    package func traitsMayHaveChanged(from previous: ListTraitCollection) {
        guard traitCollection != previous else { return }
        deliverTraitChange(from: previous)
    }

    private func deliverTraitChange(from previous: ListTraitCollection) {
        owningViewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
        // A subview with its own traits keeps them; the others had this view's traits and have its new ones.
        for subview in subviews where subview.overrideTraitCollection == nil {
            subview.deliverTraitChange(from: previous)
        }
    }
}
