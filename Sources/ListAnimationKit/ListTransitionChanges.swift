import ListDiffKit

/// What a batch update did, as a transition needs it: the update's ``ListBatchUpdateMapping`` — where each section and
/// item of the new state came from, and where each old one went — and which of them to highlight as moved.
///
/// The mapping is the one source of truth: a recorded batch update's mapping is embedded as the collection view
/// computed it (``init(_:)``), not copied into parallel arrays. Indexes of sources are in the OLD state; the arrays
/// are indexed by the NEW state. Anything of the old state that no source names was deleted. A `reloaded` source
/// cross-fades the old element into the new one; for a section it concerns its header and footer (its items have
/// their own sources).
///
/// ```swift
/// // [a, b] → [b, c]: b moved from 1 to 0, c inserted, a deleted.
/// let changes = ListTransitionChanges(
///     sectionSources: [.existing(0)],
///     itemSources: [[.existing(ListIndexPath(section: 0, item: 1)), .inserted]],
///     movedItems: [ListIndexPath(section: 0, item: 0)])
/// changes.mapping.newIndexPath(forOld: ListIndexPath(section: 0, item: 1)) // (0, 0)
/// ```
public struct ListTransitionChanges: Sendable, Equatable {
    /// Where an element of the new state came from (the package's one source type).
    public typealias Source<Index: Hashable & Sendable> = ListChangeSource<Index>

    /// Where every section and item of the new state came from, and where every old one went.
    public var mapping: ListBatchUpdateMapping
    /// New sections that were explicitly moved (highlighted; their position interpolates either way).
    public var movedSections: Set<Int>
    /// New item paths that were explicitly moved (highlighted; their position interpolates either way).
    public var movedItems: Set<ListIndexPath>

    /// The source of each new section (the mapping's).
    public var sectionSources: [Source<Int>] { mapping.sectionSources }
    /// The source of each new item, per new section (the mapping's).
    public var itemSources: [[Source<ListIndexPath>]] { mapping.itemSources }

    /// Creates the changes around a mapping.
    ///
    /// - Parameters:
    ///   - mapping: where each new section and item came from.
    ///   - movedSections: new sections reported as moves.
    ///   - movedItems: new item paths reported as moves.
    public init(mapping: ListBatchUpdateMapping, movedSections: Set<Int> = [], movedItems: Set<ListIndexPath> = []) {
        self.mapping = mapping
        self.movedSections = movedSections
        self.movedItems = movedItems
    }

    /// Creates the changes from the sources of the new state (the mapping is derived from them; see
    /// ``ListBatchUpdateMapping/init(sectionSources:itemSources:countsBefore:)``).
    ///
    /// - Parameters:
    ///   - sectionSources: the source of each new section.
    ///   - itemSources: the source of each new item.
    ///   - movedSections: new sections reported as moves.
    ///   - movedItems: new item paths reported as moves.
    public init(
        sectionSources: [Source<Int>], itemSources: [[Source<ListIndexPath>]], movedSections: Set<Int> = [],
        movedItems: Set<ListIndexPath> = []
    ) {
        self.init(
            mapping: ListBatchUpdateMapping(sectionSources: sectionSources, itemSources: itemSources),
            movedSections: movedSections, movedItems: movedItems)
    }

    /// No change: every section and item is its old self.
    ///
    /// - Parameter itemCounts: the number of items of each section.
    /// - Returns: identity changes.
    public static func identity(itemCounts: [Int]) -> ListTransitionChanges {
        ListTransitionChanges(mapping: .identity(counts: itemCounts))
    }

    /// The old sections that some new section names as its source.
    var keptSections: Set<Int> { Set(sectionSources.compactMap(\.oldIndex)) }

    /// The old items that some new item names as its source.
    var keptItems: Set<ListIndexPath> { Set(itemSources.joined().compactMap(\.oldIndex)) }
}
