/// The section and item changes of a batch update, cleaned up as IGListKit's `IGListBatchUpdateData` does so that a
/// collection view accepts them.
///
/// The clean-up rules (IGListKit's `IGListBatchUpdateData.mm`):
/// - a section move is dropped when its `from` is a deleted section or its `to` an inserted section;
/// - duplicate item deletes are merged, and each extra delete of a path drops one insert of the same path (so the net
///   item count stays the same); inserts keep their order and remaining duplicates;
/// - an item delete in a moved section's `from`, or an item insert in its `to`, is dropped and the section move
///   becomes a section delete + insert (a reload of the whole section);
/// - an item move is dropped when its source section is deleted; when its source section is moved, it is dropped and
///   the section move becomes a delete + insert;
/// - item updates pass through unchanged.
///
/// Sets (sections, section moves, item deletes) are sorted arrays without duplicates; ``insertIndexPaths``,
/// ``updateIndexPaths`` and ``moveIndexPaths`` keep their given order.
///
/// ```swift
/// let data = ListBatchUpdateData(
///     insertSections: [], deleteSections: [], moveSections: [ListMoveIndex(from: 2, to: 4)],
///     insertIndexPaths: [], deleteIndexPaths: [ListIndexPath(section: 2, item: 0)],
///     updateIndexPaths: [], moveIndexPaths: [])
/// data.deleteSections // [2]
/// data.insertSections // [4]
/// data.moveSections   // []
/// ```
public struct ListBatchUpdateData: Hashable, Sendable {
    /// Inserted sections (after the update), ascending.
    public let insertSections: [Int]
    /// Deleted sections (before the update), ascending.
    public let deleteSections: [Int]
    /// Moved sections, sorted.
    public let moveSections: [ListMoveIndex]
    /// Inserted items (after the update), in the given order.
    public let insertIndexPaths: [ListIndexPath]
    /// Deleted items (before the update), sorted, without duplicates.
    public let deleteIndexPaths: [ListIndexPath]
    /// Reloaded items (before the update), as given.
    public let updateIndexPaths: [ListIndexPath]
    /// Moved items, in the given order.
    public let moveIndexPaths: [ListMoveIndexPath]

    /// Cleans up a batch update's changes.
    ///
    /// - Parameters:
    ///   - insertSections: sections to insert.
    ///   - deleteSections: sections to delete.
    ///   - moveSections: sections to move.
    ///   - insertIndexPaths: items to insert.
    ///   - deleteIndexPaths: items to delete.
    ///   - updateIndexPaths: items to reload.
    ///   - moveIndexPaths: items to move.
    /// - Complexity: O(*n* log *n*) plus O(*d* × *i*) for *d* duplicate deletes among *i* inserts.
    public init(
        insertSections: some Sequence<Int>, deleteSections: some Sequence<Int>,
        moveSections: some Sequence<ListMoveIndex>, insertIndexPaths: [ListIndexPath],
        deleteIndexPaths: [ListIndexPath], updateIndexPaths: [ListIndexPath], moveIndexPaths: [ListMoveIndexPath]
    ) {
        var sections = SectionChanges(
            inserts: Set(insertSections), deletes: Set(deleteSections), moves: Set(moveSections))
        var inserts = insertIndexPaths
        var deletes = Self.mergingDuplicateDeletes(deleteIndexPaths, into: &inserts)
        deletes.removeAll { sections.convertMove(from: $0.section) }
        inserts.removeAll { sections.convertMove(to: $0.section) }
        let moves = moveIndexPaths.filter { move in
            !sections.isDeletedBeforeCleanUp(move.from.section) && !sections.convertMove(from: move.from.section)
        }
        self.insertSections = sections.inserts.sorted()
        self.deleteSections = sections.deletes.sorted()
        self.moveSections = sections.moves.sorted()
        self.insertIndexPaths = inserts
        self.deleteIndexPaths = deletes.sorted()
        self.updateIndexPaths = updateIndexPaths
        self.moveIndexPaths = moves
    }

    /// The distinct deletes; each extra delete of a path removes one insert of that path from `inserts`.
    private static func mergingDuplicateDeletes(
        _ deletes: [ListIndexPath], into inserts: inout [ListIndexPath]
    ) -> [ListIndexPath] {
        var seen = Set<ListIndexPath>()
        var distinct: [ListIndexPath] = []
        for path in deletes {
            if seen.insert(path).inserted {
                distinct.append(path)
            } else if let index = inserts.firstIndex(of: path) {
                inserts.remove(at: index)
            }
        }
        return distinct
    }
}

extension ListBatchUpdateData {
    /// The section-level changes while item changes are checked against them.
    private struct SectionChanges {
        var inserts: Set<Int>
        var deletes: Set<Int>
        var moves: Set<ListMoveIndex>
        /// The deleted sections as given (IGListKit checks item moves against these, not the converted ones).
        let givenDeletes: Set<Int>
        /// Surviving section moves by source and by destination (never changed after the first pass).
        private(set) var movesByFrom: [Int: ListMoveIndex] = [:]
        private(set) var movesByTo: [Int: ListMoveIndex] = [:]

        /// Drops the section moves that conflict with a section delete or insert.
        init(inserts: Set<Int>, deletes: Set<Int>, moves: Set<ListMoveIndex>) {
            self.inserts = inserts
            self.deletes = deletes
            self.moves = moves
            givenDeletes = deletes
            for move in moves.sorted() {
                if deletes.contains(move.from) || inserts.contains(move.to) {
                    self.moves.remove(move)
                } else {
                    movesByFrom[move.from] = move
                    movesByTo[move.to] = move
                }
            }
        }

        /// Whether a section was deleted in the given changes.
        func isDeletedBeforeCleanUp(_ section: Int) -> Bool { givenDeletes.contains(section) }

        /// If a section move leaves `section`, turns it into a delete + insert and returns `true`.
        mutating func convertMove(from section: Int) -> Bool { convert(movesByFrom[section]) }

        /// If a section move arrives at `section`, turns it into a delete + insert and returns `true`.
        mutating func convertMove(to section: Int) -> Bool { convert(movesByTo[section]) }

        /// Replaces a section move with a delete of its source and an insert of its destination.
        private mutating func convert(_ move: ListMoveIndex?) -> Bool {
            guard let move else { return false }
            moves.remove(move)
            deletes.insert(move.from)
            inserts.insert(move.to)
            return true
        }
    }
}
