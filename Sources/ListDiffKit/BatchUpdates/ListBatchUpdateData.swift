/// The section and item changes of a batch update, cleaned up as IGListKit's `IGListBatchUpdateData` does so that a
/// collection view accepts them — plus section reloads, which IGListKit's updater turns into deletes and inserts
/// before it builds its data, and which a ``ListBatchUpdateData`` carries so that one value describes a whole batch.
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
/// The rules of section reloads (old indexes; UIKit refuses a section that is reloaded and also deleted or moved, and
/// a reload replaces every item of its section), applied before the rules above:
/// - a reload of a deleted section is dropped: the delete already removes the section;
/// - a reload of a moved section (its `from`) is dropped and the move becomes a delete of `from` + an insert of `to`,
///   as IGListKit converts a reloaded, moved section;
/// - item deletes and updates in a reloaded section, and item inserts into it (at its new index: the section keeps
///   its place among the sections that are neither deleted nor moved), are dropped: the reload replaces its items;
/// - an item move out of a reloaded section becomes an insert of its destination, an item move into a reloaded
///   section a delete of its source, and a move inside one is dropped (the counts stay the same).
///
/// Sets (sections, section moves, item deletes) are sorted arrays without duplicates; ``insertIndexPaths``,
/// ``updateIndexPaths`` and ``moveIndexPaths`` keep their given order (inserts that replace item moves follow them).
///
/// ```swift
/// let data = ListBatchUpdateData(
///     insertSections: [], deleteSections: [], moveSections: [ListMoveIndex(from: 2, to: 4)],
///     reloadSections: [0, 2], insertIndexPaths: [], deleteIndexPaths: [ListIndexPath(section: 0, item: 1)],
///     updateIndexPaths: [], moveIndexPaths: [])
/// data.reloadSections   // [0]
/// data.deleteSections   // [2]
/// data.insertSections   // [4]
/// data.moveSections     // []
/// data.deleteIndexPaths // []
/// ```
public struct ListBatchUpdateData: Hashable, Sendable {
    /// Inserted sections (after the update), ascending.
    public let insertSections: [Int]
    /// Deleted sections (before the update), ascending.
    public let deleteSections: [Int]
    /// Moved sections, sorted.
    public let moveSections: [ListMoveIndex]
    /// Reloaded sections (before the update), ascending: every item of each is replaced.
    public let reloadSections: [Int]
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
    ///   - reloadSections: sections to reload (old indexes).
    ///   - insertIndexPaths: items to insert.
    ///   - deleteIndexPaths: items to delete.
    ///   - updateIndexPaths: items to reload.
    ///   - moveIndexPaths: items to move.
    /// - Complexity: O(*n* log *n*) plus O(*d* × *i*) for *d* duplicate deletes among *i* inserts, plus
    ///   O(*r* × *s*) for *r* reloaded sections among *s* sections.
    public init(
        insertSections: some Sequence<Int>, deleteSections: some Sequence<Int>,
        moveSections: some Sequence<ListMoveIndex>, reloadSections: [Int] = [], insertIndexPaths: [ListIndexPath],
        deleteIndexPaths: [ListIndexPath], updateIndexPaths: [ListIndexPath], moveIndexPaths: [ListMoveIndexPath]
    ) {
        var sections = SectionChanges(
            inserts: Set(insertSections), deletes: Set(deleteSections), moves: Set(moveSections))
        let reloads = sections.reloads(reloadSections)
        var inserts = insertIndexPaths
        var deletes = Self.mergingDuplicateDeletes(deleteIndexPaths, into: &inserts)
        var updates = updateIndexPaths
        var itemMoves = moveIndexPaths
        if !reloads.isEmpty {
            Self.absorb(
                reloads, inserts: &inserts, deletes: &deletes, updates: &updates, moves: &itemMoves)
        }
        deletes.removeAll { sections.convertMove(from: $0.section) }
        inserts.removeAll { sections.convertMove(to: $0.section) }
        let moves = itemMoves.filter { move in
            !sections.isDeletedBeforeCleanUp(move.from.section) && !sections.convertMove(from: move.from.section)
        }
        self.insertSections = sections.inserts.sorted()
        self.deleteSections = sections.deletes.sorted()
        self.moveSections = sections.moves.sorted()
        self.reloadSections = reloads.old.sorted()
        self.insertIndexPaths = inserts
        self.deleteIndexPaths = deletes.sorted()
        self.updateIndexPaths = updates
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

    /// Drops the item changes a section reload replaces, and turns item moves across a reloaded section into the
    /// insert or delete of their other end.
    private static func absorb(
        _ reloads: ReloadedSections, inserts: inout [ListIndexPath], deletes: inout [ListIndexPath],
        updates: inout [ListIndexPath], moves: inout [ListMoveIndexPath]
    ) {
        deletes.removeAll { reloads.old.contains($0.section) }
        updates.removeAll { reloads.old.contains($0.section) }
        inserts.removeAll { reloads.new.contains($0.section) }
        var deleted = Set(deletes)
        moves.removeAll { move in
            let leaves = reloads.old.contains(move.from.section)
            let arrives = reloads.new.contains(move.to.section)
            if leaves, !arrives {
                inserts.append(move.to)
            } else if arrives, !leaves, deleted.insert(move.from).inserted {
                deletes.append(move.from)
            }
            return leaves || arrives
        }
    }
}

extension ListBatchUpdateData {
    /// The reloaded sections that remain after the clean-up: by old index, and where each is after the update.
    private struct ReloadedSections {
        let old: Set<Int>
        let new: Set<Int>
        var isEmpty: Bool { old.isEmpty }
    }

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

        /// Cleans up section reloads: a deleted section's reload is dropped; a moved section's reload turns the move
        /// into a delete + insert. The remaining ones stay in place among the surviving sections.
        mutating func reloads(_ given: [Int]) -> ReloadedSections {
            var old = Set<Int>()
            for section in Set(given) where !deletes.contains(section) {
                if !convertMove(from: section) { old.insert(section) }
            }
            guard !old.isEmpty else { return ReloadedSections(old: [], new: []) }
            let leaving = deletes.union(moves.map(\.from))
            let arriving = inserts.union(moves.map(\.to))
            return ReloadedSections(old: old, new: Set(old.map { Self.newIndex(of: $0, leaving, arriving) }))
        }

        /// Where an old section that is neither deleted nor moved ends up: the survivors keep their order in the
        /// indexes that no insert or move takes.
        private static func newIndex(of section: Int, _ leaving: Set<Int>, _ arriving: Set<Int>) -> Int {
            var rank = section - leaving.count(where: { $0 < section })
            var index = 0
            while true {
                if !arriving.contains(index) {
                    if rank == 0 { return index }
                    rank -= 1
                }
                index += 1
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
