extension ListChangeset {
    /// Where each updated item ends up after the whole changeset: **old** index path → **final** index path
    /// (ComponentKit's `CKDataSourceAppliedChanges.finalUpdatedIndexPaths`).
    ///
    /// Computed from the changeset alone: a moved item lands at its move destination; any other item's index is
    /// shifted down by the removals and move sources before it in its old section, its section by the section
    /// removals before it and up by the section insertions at or before it, then its index up by the insertions
    /// and move destinations at or before it in its final section, taken in ascending order.
    ///
    /// ```
    /// old   [ A  B  C ]        update B, insert at 0, remove C
    /// final [ N  A  B']        B: [0, 1] → [0, 2]
    /// ```
    ///
    /// - Complexity: O(*u* · *c*) for *u* updates and *c* other changes.
    public var finalIndexPathsOfUpdatedItems: [ListIndexPath: ListIndexPath] {
        var result: [ListIndexPath: ListIndexPath] = [:]
        for path in updatedItems.keys {
            result[path] = finalIndexPath(ofOld: path)
        }
        return result
    }

    /// The final index path of the item at `path` in the old state, if it survives the changeset.
    ///
    /// - Returns: `nil` when the item or its section is removed.
    public func finalIndexPath(ofOld path: ListIndexPath) -> ListIndexPath? {
        if let destination = movedItems[path] { return destination }
        if removedItems.contains(path) || removedSections.contains(path.section) { return nil }
        let leavingItems = removedItems.union(movedItems.keys)
        let item = path.item - leavingItems.count { $0.section == path.section && $0.item < path.item }
        let section = finalSection(ofOld: path.section)
        var finalItem = item
        let arriving = Set(insertedItems.keys).union(movedItems.values).filter { $0.section == section }
        for insertion in arriving.map(\.item).sorted() where insertion <= finalItem {
            finalItem += 1
        }
        return ListIndexPath(section: section, item: finalItem)
    }

    /// The final index of the old section `section`, which must survive the changeset.
    private func finalSection(ofOld section: Int) -> Int {
        if let destination = movedSections[section] { return destination }
        let leaving = removedSections.union(movedSections.keys)
        var result = section - leaving.count { $0 < section }
        for insertion in insertedSections.union(movedSections.values).sorted() where insertion <= result {
            result += 1
        }
        return result
    }
}
