import ListDiffKit

/// What a batch update did, as a transition needs it: where each section and item of the new state came from.
///
/// Indexes of sources are in the OLD state; the arrays are indexed by the NEW state. Anything of the old state that
/// no source names was deleted. A `reloaded` source cross-fades the old element into the new one; for a section it
/// concerns its header and footer (its items have their own sources).
///
/// ```swift
/// // [a, b] → [b, c]: b moved from 1 to 0, c inserted, a deleted.
/// let changes = ListTransitionChanges(
///     sectionSources: [.existing(0)],
///     itemSources: [[.existing(ListIndexPath(section: 0, item: 1)), .inserted]],
///     movedItems: [ListIndexPath(section: 0, item: 0)])
/// ```
public struct ListTransitionChanges: Sendable, Equatable {
    /// Where an element of the new state came from (the package's one source type).
    public typealias Source<Index: Hashable & Sendable> = ListChangeSource<Index>

    /// The source of each new section.
    public var sectionSources: [Source<Int>]
    /// The source of each new item, per new section.
    public var itemSources: [[Source<ListIndexPath>]]
    /// New sections that were explicitly moved (highlighted; their position interpolates either way).
    public var movedSections: Set<Int>
    /// New item paths that were explicitly moved (highlighted; their position interpolates either way).
    public var movedItems: Set<ListIndexPath>

    /// Creates the changes.
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
        self.sectionSources = sectionSources
        self.itemSources = itemSources
        self.movedSections = movedSections
        self.movedItems = movedItems
    }

    /// No change: every section and item is its old self.
    ///
    /// - Parameter itemCounts: the number of items of each section.
    /// - Returns: identity changes.
    public static func identity(itemCounts: [Int]) -> ListTransitionChanges {
        ListTransitionChanges(
            sectionSources: itemCounts.indices.map { .existing($0) },
            itemSources: itemCounts.enumerated().map { section, count in
                (0..<count).map { .existing(ListIndexPath(section: section, item: $0)) }
            })
    }

    /// The old sections that some new section names as its source.
    var keptSections: Set<Int> { Set(sectionSources.compactMap(\.oldIndex)) }

    /// The old items that some new item names as its source.
    var keptItems: Set<ListIndexPath> { Set(itemSources.joined().compactMap(\.oldIndex)) }
}
