import ListDiffKit

/// The operations of one batch update, as recorded between `performBatchUpdates` and its end, in UIKit's index
/// spaces: deletes, reloads and move sources in the state BEFORE the update; inserts and move destinations in the
/// state AFTER it. The order of calls does not matter.
///
/// ```swift
/// var update = ListCollectionViewUpdate()
/// update.insertItems = [ListIndexPath(section: 0, item: 3)]
/// update.moveItems = [.init(from: ListIndexPath(section: 0, item: 0), to: ListIndexPath(section: 1, item: 0))]
/// ```
public struct ListCollectionViewUpdate: Sendable, Equatable, Codable {
    /// A section move: `from` in the old sections, `to` in the new ones (the package's one move type).
    public typealias SectionMove = ListMove<Int>
    /// An item move: `from` in the old index paths, `to` in the new ones.
    public typealias ItemMove = ListMove<ListIndexPath>

    /// Sections inserted (new indexes).
    public var insertSections: [Int] = []
    /// Sections deleted (old indexes).
    public var deleteSections: [Int] = []
    /// Sections reloaded (old indexes): each is a delete plus an insert at the same index.
    public var reloadSections: [Int] = []
    /// Sections moved.
    public var moveSections: [SectionMove] = []
    /// Items inserted (new index paths).
    public var insertItems: [ListIndexPath] = []
    /// Items deleted (old index paths).
    public var deleteItems: [ListIndexPath] = []
    /// Items reloaded (old index paths): each cell is replaced by a fresh one where the item ends up.
    public var reloadItems: [ListIndexPath] = []
    /// Items moved.
    public var moveItems: [ItemMove] = []

    /// An empty update.
    public init() {}

    /// Whether the update has no operation at all.
    public var isEmpty: Bool {
        insertSections.isEmpty && deleteSections.isEmpty && reloadSections.isEmpty && moveSections.isEmpty
            && insertItems.isEmpty && deleteItems.isEmpty && reloadItems.isEmpty && moveItems.isEmpty
    }

    /// The number of operations (each index or move counts one).
    public var count: Int {
        insertSections.count + deleteSections.count + reloadSections.count + moveSections.count + insertItems.count
            + deleteItems.count + reloadItems.count + moveItems.count
    }
}

extension ListCollectionViewUpdate {
    /// The operations of a whole ``ListBatchUpdateData``, as its UIKit-style calls record them: what
    /// ``ListCollectionView/apply(_:)`` records.
    ///
    /// - Parameter data: cleaned batch data.
    public init(_ data: ListBatchUpdateData) {
        self.init()
        add(data)
    }

    /// Adds the operations of a whole ``ListBatchUpdateData`` (each list after the ones already recorded).
    ///
    /// - Parameter data: cleaned batch data.
    public mutating func add(_ data: ListBatchUpdateData) {
        deleteItems += data.deleteIndexPaths
        insertItems += data.insertIndexPaths
        reloadItems += data.updateIndexPaths
        moveItems += data.moveIndexPaths
        moveSections += data.moveSections
        deleteSections += data.deleteSections
        insertSections += data.insertSections
        reloadSections += data.reloadSections
    }
}
