import Foundation

extension ListCollectionViewLayout {
    /// Sets the sections and lays out again from the first section that differs from the current ones, reusing
    /// the frames of the unchanged sections before it (IGListKit's partial invalidation after a batch update).
    ///
    /// ```swift
    /// var sections = layout.sections
    /// sections[98].itemSizes.append(CGSize(width: 100, height: 100))
    /// layout.setSections(sections) // relays out sections 98 and 99 only
    /// ```
    ///
    /// - Parameter newSections: the inputs of every section.
    /// - Complexity: O(*p*) to find the first difference (sections whose item arrays share storage with the old ones
    ///   compare in O(1)), plus O(*m*) for the *m* items of the sections from there on.
    public mutating func setSections(_ newSections: [ListLayoutSection]) {
        var first = 0
        let common = min(sections.count, newSections.count)
        while first < common && sections[first] == newSections[first] { first += 1 }
        setSections(newSections, firstModifiedSection: first)
    }

    /// Sets the sections and lays out again from `firstModifiedSection`, trusting the caller that the sections
    /// before it are unchanged (IGListKit's `didModifySection:`).
    ///
    /// - Parameters:
    ///   - newSections: the inputs of every section.
    ///   - firstModifiedSection: the first section whose inputs may differ.
    /// - Complexity: O(*m*) for the *m* items of the sections from `firstModifiedSection` on.
    public mutating func setSections(_ newSections: [ListLayoutSection], firstModifiedSection: Int) {
        sections = newSections
        invalidate(from: max(0, firstModifiedSection))
    }

    /// Lays everything out again (`invalidateLayout`).
    public mutating func invalidateLayout() {
        invalidate(from: 0)
    }

    /// Applies several changes, then lays out once from the first section any of them affects.
    ///
    /// ```swift
    /// layout.performBatchUpdates { layout in
    ///     layout.bounds.size = CGSize(width: 820, height: 1180)
    ///     layout.scale = 2
    ///     layout.setSections(sections)
    /// }
    /// ```
    ///
    /// - Parameter updates: the changes, applied to the layout given.
    public mutating func performBatchUpdates(_ updates: (inout ListCollectionViewLayout) throws -> Void) rethrows {
        let wasBatching = isBatching
        isBatching = true
        defer {
            isBatching = wasBatching
            if !wasBatching, let first = pendingInvalidation {
                pendingInvalidation = nil
                relayout(from: first)
            }
        }
        try updates(&self)
    }

    /// Whether moving to `newBounds` invalidates the layout, as IGListKit answers
    /// `shouldInvalidateLayoutForBoundsChange:`: always for a size change; for a move along the scroll axis only
    /// with sticky headers; otherwise never.
    ///
    /// - Parameter newBounds: the bounds the collection view moves to.
    /// - Returns: whether the layout must be invalidated.
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if newBounds.size != bounds.size { return true }
        let axis = ListScrollAxis(scrollDirection)
        if axis.minScroll(newBounds) != axis.minScroll(bounds) { return stickyHeaders }
        return false
    }

    /// Records that sections from `section` on must be laid out again, and does it unless changes are grouped.
    mutating func invalidate(from section: Int) {
        pendingInvalidation = min(pendingInvalidation ?? section, section)
        guard !isBatching, let first = pendingInvalidation else { return }
        pendingInvalidation = nil
        relayout(from: first)
    }
}
