extension ListChangeset {
    /// One change, as it is replayed onto a collection view.
    public enum Command {
        /// Reload the item at an old index path with a new model.
        case updateItem(ListIndexPath, Model)
        /// Delete the item at an old index path.
        case deleteItem(ListIndexPath)
        /// Delete the section at an old index.
        case deleteSection(Int)
        /// Insert an empty section at a final index.
        case insertSection(Int)
        /// Insert an item at a final index path.
        case insertItem(ListIndexPath, Model)
        /// Move a section from an old index to a final one.
        case moveSection(from: Int, to: Int)
        /// Move an item from an old index path to a final one.
        case moveItem(from: ListIndexPath, to: ListIndexPath)
    }

    /// The changes in the order they are replayed onto a view: item updates, item deletions, section deletions,
    /// section insertions, item insertions, then moves (ComponentKit's output changeset order, and UIKit's:
    /// deletions before insertions, moves last). Within each kind, index paths ascend.
    public var commands: [Command] {
        var result: [Command] = []
        result += updatedItems.sorted { $0.key < $1.key }.map { .updateItem($0.key, $0.value) }
        result += removedItems.sorted().map { .deleteItem($0) }
        result += removedSections.sorted().map { .deleteSection($0) }
        result += insertedSections.sorted().map { .insertSection($0) }
        result += insertedItems.sorted { $0.key < $1.key }.map { .insertItem($0.key, $0.value) }
        result += movedSections.sorted { $0.key < $1.key }.map { .moveSection(from: $0.key, to: $0.value) }
        result += movedItems.sorted { $0.key < $1.key }.map { .moveItem(from: $0.key, to: $0.value) }
        return result
    }
}

extension ListChangeset.Command: Sendable where Model: Sendable {}
extension ListChangeset.Command: Equatable where Model: Equatable {}
