import ListDiffKit

/// The item half of a batch update, validated against a ``ListBatchSectionPlan``: the operations that remain once
/// those absorbed by section deletes, reloads and inserts are dropped.
struct ListBatchItemPlan {
    typealias Operation = ListBatchUpdateError.Operation

    /// An item move, as keys.
    typealias Move = (from: ListBatchItemKey, to: ListBatchItemKey)

    let deletes: Set<ListBatchItemKey>
    let reloads: Set<ListBatchItemKey>
    let inserts: Set<ListBatchItemKey>
    let moves: [Move]

    init(_ update: ListCollectionViewUpdate, sections: ListBatchSectionPlan, before: [Int], after: [Int])
        throws(ListBatchUpdateError)
    {
        // Every index path is converted to a key once; the checks and the mapping hash and compare keys only.
        let deleteKeys = update.deleteItems.map(ListBatchItemKey.init)
        let reloadKeys = update.reloadItems.map(ListBatchItemKey.init)
        let insertKeys = update.insertItems.map(ListBatchItemKey.init)
        let moves = update.moveItems.map { (from: ListBatchItemKey($0.from), to: ListBatchItemKey($0.to)) }
        try Self.checkBounds(
            [(.delete, deleteKeys, before), (.reload, reloadKeys, before), (.moveFrom, moves.map(\.from), before),
             (.insert, insertKeys, after), (.moveTo, moves.map(\.to), after)])
        for move in moves {
            // Moving out of a deleted section or into an inserted one is allowed (ComponentKit's cases); a
            // reloaded section replaces all its items, so nothing moves out of or into it.
            if sections.reloaded.contains(move.from.section) {
                throw .moveAcrossReloadedSection(
                    from: move.from.indexPath, to: move.to.indexPath, section: move.from.section)
            }
            if case .reloaded = sections.sources[move.to.section] {
                throw .moveAcrossReloadedSection(
                    from: move.from.indexPath, to: move.to.indexPath, section: move.to.section)
            }
        }
        let keptDeletes = deleteKeys.filter { !sections.isReplaced(old: $0.section) }
        let keptReloads = reloadKeys.filter { !sections.isReplaced(old: $0.section) }
        let keptInserts = insertKeys.filter { !sections.isReplaced(new: $0.section) }
        deletes = Set(keptDeletes)
        reloads = Set(keptReloads)
        inserts = Set(keptInserts)
        self.moves = moves
        try Self.checkConflicts([
            [(.delete, keptDeletes), (.reload, keptReloads), (.moveFrom, moves.map(\.from))],
            [(.insert, keptInserts), (.moveTo, moves.map(\.to))],
        ])
        try checkCounts(sections: sections, before: before, after: after)
    }

    /// Builds the full mapping; the counts were checked, so every slot is filled exactly once.
    func mapping(sections: ListBatchSectionPlan, before: [Int], after: [Int]) -> ListBatchUpdateMapping {
        var itemSources: [[ListBatchUpdateMapping.ItemSource]] = []
        itemSources.reserveCapacity(after.count)
        var newForOld = before.map { [ListIndexPath?](repeating: nil, count: $0) }
        // Per old section, the item indexes that leave or reload: plain Ints, so the loop over every surviving
        // item hashes an Int.
        let deletedItems = Self.items(bySection: deletes)
        let movedFromItems = Self.items(bySection: moves.lazy.map(\.from))
        let reloadedItems = Self.items(bySection: reloads)
        let insertsBySection = Dictionary(grouping: inserts, by: \.section)
        let movesBySection = Dictionary(grouping: moves, by: \.to.section)
        for (new, source) in sections.sources.enumerated() {
            var slots = [ListBatchUpdateMapping.ItemSource?](repeating: nil, count: after[new])
            for move in movesBySection[new] ?? [] {
                slots[move.to.item] = .existing(move.from.indexPath)
                newForOld[move.from.section][move.from.item] = move.to.indexPath
            }
            guard case .existing(let old) = source else {
                itemSources.append(slots.map { $0 ?? .inserted })
                continue
            }
            for key in insertsBySection[new] ?? [] { slots[key.item] = .inserted }
            let gone = deletedItems[old] ?? [], movedOut = movedFromItems[old] ?? []
            let reloaded = reloadedItems[old] ?? []
            var survivors = (0..<before[old]).lazy.filter { !gone.contains($0) && !movedOut.contains($0) }
                .makeIterator()
            var filled: [ListBatchUpdateMapping.ItemSource] = []
            filled.reserveCapacity(slots.count)
            for (index, slot) in slots.enumerated() {
                if let slot {
                    filled.append(slot)
                    continue
                }
                let item = survivors.next()!
                let path = ListIndexPath(section: old, item: item)
                filled.append(reloaded.contains(item) ? .reloaded(path) : .existing(path))
                newForOld[old][item] = ListIndexPath(section: new, item: index)
            }
            itemSources.append(filled)
        }
        return ListBatchUpdateMapping(
            countsBefore: before, countsAfter: after, sectionSources: sections.sources, itemSources: itemSources,
            newSectionForOld: sections.newForOld, newIndexPathForOld: newForOld)
    }

    /// The item indexes of `paths`, grouped by section.
    private static func items(bySection keys: some Sequence<ListBatchItemKey>) -> [Int: Set<Int>] {
        var result: [Int: Set<Int>] = [:]
        for key in keys { result[key.section, default: []].insert(key.item) }
        return result
    }

    private func checkCounts(sections: ListBatchSectionPlan, before: [Int], after: [Int])
        throws(ListBatchUpdateError)
    {
        var inserted = [Int: Int]()
        var deleted = [Int: Int]()
        var movedIn = [Int: Int]()
        var movedOut = [Int: Int]()
        for key in inserts { inserted[key.section, default: 0] += 1 }
        for key in deletes { deleted[key.section, default: 0] += 1 }
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

    /// Checks each operation's keys against the item counts of its index space (old or new).
    private static func checkBounds(_ checks: [(Operation, [ListBatchItemKey], [Int])]) throws(ListBatchUpdateError) {
        for (operation, keys, counts) in checks {
            for key in keys {
                guard counts.indices.contains(key.section) else {
                    throw .itemSectionOutOfBounds(operation, key.indexPath, sectionCount: counts.count)
                }
                guard (0..<counts[key.section]).contains(key.item) else {
                    throw .itemOutOfBounds(operation, key.indexPath, itemCount: counts[key.section])
                }
            }
        }
    }

    /// Throws for the first key named twice in one index space (the operations of a space in their order).
    private static func checkConflicts(_ spaces: [[(Operation, [ListBatchItemKey])]]) throws(ListBatchUpdateError) {
        for space in spaces {
            var finder = ConflictFinder<ListBatchItemKey>()
            for (operation, keys) in space {
                for key in keys {
                    if let earlier = finder.record(key, operation) {
                        throw .conflictingItems(earlier, operation, key.indexPath)
                    }
                }
            }
        }
    }
}
