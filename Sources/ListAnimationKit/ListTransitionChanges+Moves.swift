import ListDiffKit

extension ListTransitionChanges {
    /// Embeds the collection view's mapping of a batch update (the mapping is not copied into other arrays).
    ///
    /// Moves are highlighted as for specs: a kept section or item is *moved* when it left the longest run of
    /// elements that kept their relative order (an item that changed sections always is). The explicit moves of
    /// a diff are unminimised — after an insert at the top every item below is a move — and would outline nearly
    /// everything; positions interpolate either way.
    ///
    /// ```swift
    /// let changes = ListTransitionChanges(collectionView.lastTransition!.mapping!)
    /// changes.movedItems // the items that left the longest run in their old order
    /// ```
    ///
    /// - Parameter mapping: where each new section and item came from (``ListUpdateTransition/mapping``).
    public init(_ mapping: ListBatchUpdateMapping) {
        self.init(mapping: mapping)
        highlightMoves()
    }

    /// Marks as moved the kept sections and items that left the longest run in their old order, and the items
    /// that changed sections.
    mutating func highlightMoves() {
        let keptSections = sectionSources.enumerated().compactMap { new, source in source.oldIndex.map { (new, $0) } }
        movedSections = Set(LongestIncreasingSubsequence.moved(keptSections))
        movedItems = []
        for (section, sources) in itemSources.enumerated() {
            let oldSection = sectionSources[section].oldIndex
            var kept: [(new: Int, old: Int)] = []
            for (item, source) in sources.enumerated() {
                guard let old = source.oldIndex else { continue }
                if old.section == oldSection {
                    kept.append((item, old.item))
                } else {
                    movedItems.insert(ListIndexPath(section: section, item: item))
                }
            }
            for item in LongestIncreasingSubsequence.moved(kept) {
                movedItems.insert(ListIndexPath(section: section, item: item))
            }
        }
    }
}
