/// Where every section and item of a valid batch update comes from and goes to: the result of
/// `ListBatchUpdateValidator.validate(_:before:after:)`.
///
/// ```swift
/// let mapping = try ListBatchUpdateValidator.validate(update, before: [3], after: [4])
/// mapping.newIndexPath(forOld: ListIndexPath(section: 0, item: 0)) // where the first item ends up, or nil
/// ```
public struct ListBatchUpdateMapping: Sendable, Equatable {
    /// Where a section after the update comes from: `.inserted` (a new section), `.existing(old)` (moved or
    /// shifted) or `.reloaded(old)` (same place in the order, every item fresh).
    public typealias SectionSource = ListChangeSource<Int>
    /// Where an item after the update comes from: `.inserted` (new, or in an inserted or reloaded section),
    /// `.existing(old)` (moved or shifted) or `.reloaded(old)` (it keeps its place but gets a fresh cell).
    public typealias ItemSource = ListChangeSource<ListIndexPath>

    /// The item counts before the update.
    public var countsBefore: [Int]
    /// The item counts after the update.
    public var countsAfter: [Int]
    /// For each section after the update, where it comes from.
    public var sectionSources: [SectionSource]
    /// For each item after the update, where it comes from.
    public var itemSources: [[ItemSource]]
    /// For each old section, its new index (`nil` when deleted). A reloaded section maps to its new index.
    public var newSectionForOld: [Int?]
    /// For each old item, its new index path (`nil` when deleted or when its section is deleted or reloaded).
    public var newIndexPathForOld: [[ListIndexPath?]]

    /// Creates a mapping from all its tables, already consistent (the batch-update validator's result; other callers
    /// use ``init(sectionSources:itemSources:countsBefore:)``, which derives the reverse tables).
    package init(
        countsBefore: [Int], countsAfter: [Int], sectionSources: [SectionSource], itemSources: [[ItemSource]],
        newSectionForOld: [Int?], newIndexPathForOld: [[ListIndexPath?]]
    ) {
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        self.sectionSources = sectionSources
        self.itemSources = itemSources
        self.newSectionForOld = newSectionForOld
        self.newIndexPathForOld = newIndexPathForOld
    }

    /// Where an old item ends up.
    ///
    /// - Parameter old: an index path before the update.
    /// - Returns: its index path after the update, or `nil` if it was deleted (or is out of range).
    /// - Complexity: O(1).
    public func newIndexPath(forOld old: ListIndexPath) -> ListIndexPath? {
        guard newIndexPathForOld.indices.contains(old.section),
            newIndexPathForOld[old.section].indices.contains(old.item)
        else { return nil }
        return newIndexPathForOld[old.section][old.item]
    }

    /// The identity mapping of an unchanged collection view with these counts.
    public static func identity(counts: [Int]) -> ListBatchUpdateMapping {
        let sources = counts.enumerated().map { section, count in
            (0..<count).map { ItemSource.existing(ListIndexPath(section: section, item: $0)) }
        }
        return ListBatchUpdateMapping(
            countsBefore: counts, countsAfter: counts, sectionSources: counts.indices.map { .existing($0) },
            itemSources: sources, newSectionForOld: counts.indices.map { $0 },
            newIndexPathForOld: counts.enumerated().map { section, count in
                (0..<count).map { ListIndexPath(section: section, item: $0) }
            })
    }
}

extension ListBatchUpdateMapping {
    /// The mapping that these sources describe: where each new section and item comes from, and so where each old
    /// one goes. `ListBatchUpdateValidator.validate(_:before:after:)` gives the same value for the batch it
    /// checked.
    ///
    /// ```swift
    /// // [a, b] → [b, c]
    /// let mapping = ListBatchUpdateMapping(
    ///     sectionSources: [.existing(0)],
    ///     itemSources: [[.existing(ListIndexPath(section: 0, item: 1)), .inserted]], countsBefore: [2])
    /// mapping.newIndexPath(forOld: ListIndexPath(section: 0, item: 0)) // nil: a was deleted
    /// ```
    ///
    /// - Parameters:
    ///   - sectionSources: the source of each new section.
    ///   - itemSources: the source of each new item, per new section.
    ///   - countsBefore: the item counts before the update; `nil`: the smallest counts that hold every source (old
    ///     sections and items after the last one a source names are then not known to have been deleted).
    /// - Complexity: O(*n*) for *n* items before and after.
    public init(sectionSources: [SectionSource], itemSources: [[ItemSource]], countsBefore: [Int]? = nil) {
        let before = countsBefore ?? Self.smallestCounts(sectionSources: sectionSources, itemSources: itemSources)
        var newSectionForOld = [Int?](repeating: nil, count: before.count)
        for (new, source) in sectionSources.enumerated() {
            if let old = source.oldIndex, newSectionForOld.indices.contains(old) { newSectionForOld[old] = new }
        }
        var newIndexPathForOld = before.map { [ListIndexPath?](repeating: nil, count: $0) }
        for (section, sources) in itemSources.enumerated() {
            for (item, source) in sources.enumerated() {
                guard let old = source.oldIndex, newIndexPathForOld.indices.contains(old.section),
                    newIndexPathForOld[old.section].indices.contains(old.item)
                else { continue }
                newIndexPathForOld[old.section][old.item] = ListIndexPath(section: section, item: item)
            }
        }
        self.init(
            countsBefore: before, countsAfter: itemSources.map(\.count), sectionSources: sectionSources,
            itemSources: itemSources, newSectionForOld: newSectionForOld, newIndexPathForOld: newIndexPathForOld)
    }

    /// The smallest old counts that hold every old section and item the sources name.
    private static func smallestCounts(sectionSources: [SectionSource], itemSources: [[ItemSource]]) -> [Int] {
        var counts: [Int] = []
        func grow(to section: Int) {
            if counts.count <= section { counts += [Int](repeating: 0, count: section + 1 - counts.count) }
        }
        for old in sectionSources.compactMap(\.oldIndex) { grow(to: old) }
        for old in itemSources.joined().compactMap(\.oldIndex) {
            grow(to: old.section)
            counts[old.section] = max(counts[old.section], old.item + 1)
        }
        return counts
    }
}
