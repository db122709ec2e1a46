import ListDiffKit

/// The section half of a batch update, validated: which old sections are deleted, reloaded or moved, and where
/// each survives.
struct ListBatchSectionPlan {
    typealias Operation = ListBatchUpdateError.Operation

    /// Old sections deleted.
    let deleted: Set<Int>
    /// Old sections reloaded.
    let reloaded: Set<Int>
    /// New sections inserted.
    let inserted: Set<Int>
    /// For each old section, its new index (nil when deleted).
    let newForOld: [Int?]
    /// For each new section, where it comes from.
    let sources: [ListBatchUpdateMapping.SectionSource]

    init(_ update: ListCollectionViewUpdate, before: Int, after: Int) throws(ListBatchUpdateError) {
        try Self.checkBounds(update, before: before, after: after)
        try Self.checkConflicts(update)
        let deleted = Set(update.deleteSections)
        let reloaded = Set(update.reloadSections)
        let inserted = Set(update.insertSections)
        self.deleted = deleted
        self.reloaded = reloaded
        self.inserted = inserted
        guard after == before + inserted.count - deleted.count else {
            throw .invalidNumberOfSections(after: after, before: before, inserted: inserted.count, deleted: deleted.count)
        }
        var newForOld = [Int?](repeating: nil, count: before)
        var sources = [ListBatchUpdateMapping.SectionSource](repeating: .inserted, count: after)
        for move in update.moveSections {
            newForOld[move.from] = move.to
            sources[move.to] = .existing(move.from)
        }
        let movedFrom = Set(update.moveSections.map(\.from))
        let movedTo = Set(update.moveSections.map(\.to))
        let survivors = (0..<before).filter { !deleted.contains($0) && !movedFrom.contains($0) }
        let free = (0..<after).filter { !inserted.contains($0) && !movedTo.contains($0) }
        for (old, new) in zip(survivors, free) {
            newForOld[old] = new
            sources[new] = reloaded.contains(old) ? .reloaded(old) : .existing(old)
        }
        self.newForOld = newForOld
        self.sources = sources
    }

    /// Whether an old section's items are replaced wholesale (deleted or reloaded).
    func isReplaced(old section: Int) -> Bool {
        deleted.contains(section) || reloaded.contains(section)
    }

    /// Whether a new section's items are all fresh (inserted or reloaded).
    func isReplaced(new section: Int) -> Bool {
        switch sources[section] {
        case .inserted, .reloaded: true
        case .existing: false
        }
    }

    private static func checkBounds(_ update: ListCollectionViewUpdate, before: Int, after: Int)
        throws(ListBatchUpdateError)
    {
        let checks: [(Operation, [Int], Int)] = [
            (.delete, update.deleteSections, before), (.reload, update.reloadSections, before),
            (.moveFrom, update.moveSections.map(\.from), before), (.insert, update.insertSections, after),
            (.moveTo, update.moveSections.map(\.to), after),
        ]
        for (operation, sections, count) in checks {
            if let bad = sections.first(where: { !(0..<count).contains($0) }) {
                throw .sectionOutOfBounds(operation, section: bad, sectionCount: count)
            }
        }
    }

    private static func checkConflicts(_ update: ListCollectionViewUpdate) throws(ListBatchUpdateError) {
        let spaces: [[(Operation, [Int])]] = [
            [(.delete, update.deleteSections), (.reload, update.reloadSections),
             (.moveFrom, update.moveSections.map(\.from))],
            [(.insert, update.insertSections), (.moveTo, update.moveSections.map(\.to))],
        ]
        for space in spaces {
            var finder = ConflictFinder<Int>()
            for (operation, sections) in space {
                for section in sections {
                    if let earlier = finder.record(section, operation) {
                        throw .conflictingSections(earlier, operation, section: section)
                    }
                }
            }
        }
    }
}
