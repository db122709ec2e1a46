/// A set of changes to a sectioned list, in ComponentKit's changeset form (`CKDataSourceChangeset`): item updates,
/// removals, insertions and moves, section removals, insertions and moves, applied together as one batch.
///
/// Index spaces follow UIKit's `performBatchUpdates` and ComponentKit:
///
/// | change | index space |
/// |---|---|
/// | `updatedItems`, `removedItems`, `removedSections`, move sources | the **old** state, before the changeset |
/// | `insertedSections` | after section removals (the final section indexes) |
/// | `insertedItems`, move destinations | the **final** state, after removals and section insertions |
///
/// Like ComponentKit's dictionaries and sets, one index path appears at most once per kind of change. An update
/// replaces the model in place (ComponentKit's "update", UIKit's reload) and keeps the item's identity; a moved item
/// that is also updated lands at its move destination with its new model.
///
/// ```swift
/// var changeset = ListChangeset<String>()
/// changeset.removedItems = [ListIndexPath(section: 0, item: 0)]
/// changeset.insertedItems = [ListIndexPath(section: 0, item: 1): "New"]
/// let after = try changeset.applied(to: [["A", "B", "C"]])   // [["B", "New", "C"]]
/// ```
public struct ListChangeset<Model> {
    /// Models that replace the item at an **old** index path.
    public var updatedItems: [ListIndexPath: Model]
    /// Items removed, at **old** index paths.
    public var removedItems: Set<ListIndexPath>
    /// Sections removed, at **old** indexes.
    public var removedSections: Set<Int>
    /// Items moved from an **old** index path (key) to a **final** one (value).
    public var movedItems: [ListIndexPath: ListIndexPath]
    /// Sections moved from an **old** index (key) to a **final** one (value), with their items. ComponentKit's
    /// modern changeset has no section moves; its legacy one and UIKit do.
    public var movedSections: [Int: Int]
    /// Empty sections inserted, at indexes in the state after section removals (the final indexes).
    public var insertedSections: Set<Int>
    /// Items inserted, at **final** index paths.
    public var insertedItems: [ListIndexPath: Model]

    /// Creates a changeset; every kind of change defaults to none.
    public init(
        updatedItems: [ListIndexPath: Model] = [:], removedItems: Set<ListIndexPath> = [],
        removedSections: Set<Int> = [], movedItems: [ListIndexPath: ListIndexPath] = [:],
        movedSections: [Int: Int] = [:], insertedSections: Set<Int> = [], insertedItems: [ListIndexPath: Model] = [:]
    ) {
        self.updatedItems = updatedItems
        self.removedItems = removedItems
        self.removedSections = removedSections
        self.movedItems = movedItems
        self.movedSections = movedSections
        self.insertedSections = insertedSections
        self.insertedItems = insertedItems
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool {
        updatedItems.isEmpty && removedItems.isEmpty && removedSections.isEmpty && movedItems.isEmpty
            && movedSections.isEmpty && insertedSections.isEmpty && insertedItems.isEmpty
    }

    /// The same changeset with every model transformed, e.g. to turn models into cell content.
    public func mapModels<NewModel>(_ transform: (Model) throws -> NewModel) rethrows -> ListChangeset<NewModel> {
        ListChangeset<NewModel>(
            updatedItems: try updatedItems.mapValues(transform), removedItems: removedItems,
            removedSections: removedSections, movedItems: movedItems, movedSections: movedSections,
            insertedSections: insertedSections, insertedItems: try insertedItems.mapValues(transform))
    }
}

extension ListChangeset: Sendable where Model: Sendable {}
extension ListChangeset: Equatable where Model: Equatable {}
