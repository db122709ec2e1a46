import ListDiffKit

/// The item half of a batch update, validated against a ``ListBatchSectionPlan``: the operations that remain once
/// those absorbed by section deletes, reloads and inserts are dropped.
struct ListBatchItemPlan {
    typealias Operation = ListBatchUpdateError.Operation

    let deletes: Set<ListIndexPath>
    let reloads: Set<ListIndexPath>
    let inserts: Set<ListIndexPath>
    let moves: [ListCollectionViewUpdate.ItemMove]

    init(_ update: ListCollectionViewUpdate, sections: ListBatchSectionPlan, before: [Int], after: [Int])
        throws(ListBatchUpdateError)
    {
        try Self.checkBounds(update, before: before, after: after)
        for move in update.moveItems {
            // Moving out of a deleted section or into an inserted one is allowed (ComponentKit's cases); a
            // reloaded section replaces all its items, so nothing moves out of or into it.
            if sections.reloaded.contains(move.from.section) {
                throw .moveAcrossReloadedSection(from: move.from, to: move.to, section: move.from.section)
            }
            if case .reloaded = sections.sources[move.to.section] {
                throw .moveAcrossReloadedSection(from: move.from, to: move.to, section: move.to.section)
            }
        }
        deletes = Set(update.deleteItems.filter { !sections.isReplaced(old: $0.section) })
        reloads = Set(update.reloadItems.filter { !sections.isReplaced(old: $0.section) })
        inserts = Set(update.insertItems.filter { !sections.isReplaced(new: $0.section) })
        moves = update.moveItems
        try Self.checkConflicts(update, sections: sections)
        try checkCounts(sections: sections, before: before, after: after)
    }

    /// Builds the full mapping; the counts were checked, so every slot is filled exactly once.
    func mapping(sections: ListBatchSectionPlan, before: [Int], after: [Int]) -> ListBatchUpdateMapping {
        var itemSources: [[ListBatchUpdateMapping.ItemSource]] = []
        var newForOld = before.map { [ListIndexPath?](repeating: nil, count: $0) }
        // Per old section, the item indexes that leave or reload: plain Ints, so the loop over every surviving
        // item hashes an Int, not an IndexPath (Foundation's, which costs several times more).
        let deletedItems = Self.items(bySection: deletes)
        let movedFromItems = Self.items(bySection: moves.map(\.from))
        let reloadedItems = Self.items(bySection: reloads)
        let insertsBySection = Dictionary(grouping: inserts, by: \.section)
        let movesBySection = Dictionary(grouping: moves, by: \.to.section)
        for (new, source) in sections.sources.enumerated() {
            var slots = [ListBatchUpdateMapping.ItemSource?](repeating: nil, count: after[new])
            for move in movesBySection[new] ?? [] { slots[move.to.item] = .existing(move.from) }
            guard case .existing(let old) = source else {
                itemSources.append(slots.map { $0 ?? .inserted })
                continue
            }
            for path in insertsBySection[new] ?? [] { slots[path.item] = .inserted }
            let gone = deletedItems[old] ?? [], movedOut = movedFromItems[old] ?? []
            let reloaded = reloadedItems[old] ?? []
            var survivors = (0..<before[old]).lazy.filter { !gone.contains($0) && !movedOut.contains($0) }
                .makeIterator()
            let filled = slots.map { slot -> ListBatchUpdateMapping.ItemSource in
                if let slot { return slot }
                let item = survivors.next()!
                let path = ListIndexPath(section: old, item: item)
                return reloaded.contains(item) ? .reloaded(path) : .existing(path)
            }
            itemSources.append(filled)
        }
        for (section, sources) in itemSources.enumerated() {
            for (item, source) in sources.enumerated() {
                switch source {
                case .existing(let old), .reloaded(let old):
                    newForOld[old.section][old.item] = ListIndexPath(section: section, item: item)
                case .inserted:
                    break
                }
            }
        }
        return ListBatchUpdateMapping(
            countsBefore: before, countsAfter: after, sectionSources: sections.sources, itemSources: itemSources,
            newSectionForOld: sections.newForOld, newIndexPathForOld: newForOld)
    }

    /// The item indexes of `paths`, grouped by section.
    private static func items(bySection paths: some Sequence<ListIndexPath>) -> [Int: Set<Int>] {
        var result: [Int: Set<Int>] = [:]
        for path in paths { result[path.section, default: []].insert(path.item) }
        return result
    }

    private func checkCounts(sections: ListBatchSectionPlan, before: [Int], after: [Int])
        throws(ListBatchUpdateError)
    {
        var inserted = [Int: Int]()
        var deleted = [Int: Int]()
        var movedIn = [Int: Int]()
        var movedOut = [Int: Int]()
        for path in inserts { inserted[path.section, default: 0] += 1 }
        for path in deletes { deleted[path.section, default: 0] += 1 }
        for move in moves {
            // A move counts only between different sections (old section mapped to its new index).
            guard sections.newForOld[move.from.section] != move.to.section else { continue }
            movedIn[move.to.section, default: 0] += 1
            movedOut[move.from.section, default: 0] += 1
        }
        for (new, source) in sections.sources.enumerated() {
            guard case .existing(let old) = source else { continue }
            let counts = (inserted[new] ?? 0, deleted[old] ?? 0, movedIn[new] ?? 0, movedOut[old] ?? 0)
            guard after[new] == before[old] + counts.0 - counts.1 + counts.2 - counts.3 else {
                throw .invalidNumberOfItems(
                    section: old, after: after[new], before: before[old], inserted: counts.0, deleted: counts.1,
                    movedIn: counts.2, movedOut: counts.3)
            }
        }
    }

    private static func checkBounds(_ update: ListCollectionViewUpdate, before: [Int], after: [Int])
        throws(ListBatchUpdateError)
    {
        let checks: [(Operation, [ListIndexPath], [Int])] = [
            (.delete, update.deleteItems, before), (.reload, update.reloadItems, before),
            (.moveFrom, update.moveItems.map(\.from), before), (.insert, update.insertItems, after),
            (.moveTo, update.moveItems.map(\.to), after),
        ]
        for (operation, paths, counts) in checks {
            for path in paths {
                guard counts.indices.contains(path.section) else {
                    throw .itemSectionOutOfBounds(operation, path, sectionCount: counts.count)
                }
                guard (0..<counts[path.section]).contains(path.item) else {
                    throw .itemOutOfBounds(operation, path, itemCount: counts[path.section])
                }
            }
        }
    }

    private static func checkConflicts(_ update: ListCollectionViewUpdate, sections: ListBatchSectionPlan)
        throws(ListBatchUpdateError)
    {
        let spaces: [[(Operation, [ListIndexPath])]] = [
            [(.delete, update.deleteItems.filter { !sections.isReplaced(old: $0.section) }),
             (.reload, update.reloadItems.filter { !sections.isReplaced(old: $0.section) }),
             (.moveFrom, update.moveItems.map(\.from))],
            [(.insert, update.insertItems.filter { !sections.isReplaced(new: $0.section) }),
             (.moveTo, update.moveItems.map(\.to))],
        ]
        for space in spaces {
            var finder = ConflictFinder<ListIndexPath>()
            for (operation, paths) in space {
                for path in paths {
                    if let earlier = finder.record(path, operation) {
                        throw .conflictingItems(earlier, operation, path)
                    }
                }
            }
        }
    }
}
