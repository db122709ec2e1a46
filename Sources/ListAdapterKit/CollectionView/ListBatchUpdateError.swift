import ListDiffKit

/// Why the headless collection view rejected a batch update. The descriptions follow UIKit's
/// `NSInternalInconsistencyException` texts (see `docs/ADAPTER.md` for which are quoted from UIKit and which
/// are written by analogy). After this error the collection view's state is exactly what it was before.
///
/// ```swift
/// do {
///     try collectionView.performBatchUpdates { try collectionView.insertItems(at: [ListIndexPath(section: 0, item: 6)]) }
/// } catch {
///     print(error) // attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update
/// }
/// ```
public enum ListBatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of operation an error can name.
    public enum Operation: String, Sendable, Equatable {
        /// An insert.
        case insert
        /// A delete.
        case delete
        /// A reload.
        case reload
        /// The source of a move.
        case moveFrom
        /// The destination of a move.
        case moveTo
    }

    /// The section count after the update does not add up.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// An existing section's item count after the update does not add up.
    case invalidNumberOfItems(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index is out of range (the old count for delete/reload/move-from, the new for insert/move-to).
    case sectionOutOfBounds(Operation, section: Int, sectionCount: Int)
    /// An item's section is out of range.
    case itemSectionOutOfBounds(Operation, ListIndexPath, sectionCount: Int)
    /// An item index is out of range of its section.
    case itemOutOfBounds(Operation, ListIndexPath, itemCount: Int)
    /// Two operations name the same section in the same index space.
    case conflictingSections(Operation, Operation, section: Int)
    /// Two operations name the same index path in the same index space.
    case conflictingItems(Operation, Operation, ListIndexPath)
    /// An item moves out of or into a section that is reloaded.
    case moveAcrossReloadedSection(from: ListIndexPath, to: ListIndexPath, section: Int)
    /// An update was requested on a collection view without a data source.
    case noDataSource

    /// UIKit's wording.
    public var description: String {
        switch self {
        case let .invalidNumberOfSections(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(after)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items contained in "
                + "an existing section after the update (\(after)) must be equal to the number of items contained in "
                + "that section before the update (\(before)), plus or minus the number of items inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionOutOfBounds(operation, section, count):
            return Self.sectionOutOfBounds(operation, section: section, count: count)
        case let .itemSectionOutOfBounds(operation, path, count):
            return "attempt to \(Self.verb(operation)) item \(path.item) \(Self.preposition(operation)) section "
                + "\(path.section), but there are only \(count) sections \(Self.when(operation)) the update"
        case let .itemOutOfBounds(operation, path, count):
            return Self.itemOutOfBounds(operation, path, count: count)
        case let .conflictingSections(first, second, section):
            return "attempt to \(Self.pair(first, second)) the same section (\(section))"
        case let .conflictingItems(first, second, path):
            return "attempt to \(Self.pair(first, second)) the same index path (\(Self.uikit(path)))"
        case let .moveAcrossReloadedSection(from, to, section):
            return "attempt to move index path (\(Self.uikit(from))) to index path (\(Self.uikit(to))), but section "
                + "\(section) is being reloaded"
        case .noDataSource:
            return "attempt to update a collection view that has no data source"
        }
    }

    private static func sectionOutOfBounds(_ operation: Operation, section: Int, count: Int) -> String {
        switch operation {
        case .insert, .moveTo:
            return "attempt to \(verb(operation)) section \(section), but there are only \(count) sections after "
                + "the update"
        case .delete, .reload, .moveFrom:
            return "attempt to \(verb(operation)) section \(section), but there are only \(count) sections before "
                + "the update"
        }
    }

    private static func itemOutOfBounds(_ operation: Operation, _ path: ListIndexPath, count: Int) -> String {
        switch operation {
        case .insert, .moveTo:
            return "attempt to \(verb(operation)) item \(path.item) into section \(path.section), but there are "
                + "only \(count) items in section \(path.section) after the update"
        case .delete, .reload, .moveFrom:
            return "attempt to \(verb(operation)) item \(path.item) from section \(path.section) which only "
                + "contains \(count) items before the update"
        }
    }

    private static func verb(_ operation: Operation) -> String {
        switch operation {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .moveFrom, .moveTo: "move"
        }
    }

    private static func preposition(_ operation: Operation) -> String {
        switch operation {
        case .insert, .moveTo: "into"
        case .delete, .reload, .moveFrom: "from"
        }
    }

    private static func when(_ operation: Operation) -> String {
        switch operation {
        case .insert, .moveTo: "after"
        case .delete, .reload, .moveFrom: "before"
        }
    }

    /// "delete and reload", "perform a delete and a move from", "insert twice"… as UIKit phrases its conflicts.
    private static func pair(_ first: Operation, _ second: Operation) -> String {
        if first == second { return "\(verb(first)) twice" }
        switch (first, second) {
        case (.delete, .reload): return "delete and reload"
        case (.delete, .moveFrom): return "perform a delete and a move from"
        case (.reload, .moveFrom): return "perform a reload and a move from"
        case (.insert, .moveTo): return "perform an insert and a move to"
        default: return "\(verb(first)) and \(verb(second))"
        }
    }

    /// UIKit prints an index path as `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`; the pointer is left out.
    static func uikit(_ path: ListIndexPath) -> String {
        "{length = 2, path = \(path.section) - \(path.item)}"
    }
}
