import ListDiffKit

/// The `diff` suite's baseline: IGListKit's algorithm ported plainly, with a Swift `Dictionary` from identifier to a
/// class entry holding an array stack of old indexes (what a straightforward port of `IGListDiff.mm`'s
/// `unordered_map<id, IGListEntry>` looks like).
enum DictionaryHeckelBaseline {
    /// The parts of a diff result the baseline computes (the same as `ListIndexSetResult` plus both index maps).
    struct Result<ID: Hashable> {
        var inserts: [Int] = []
        var deletes: [Int] = []
        var updates: [Int] = []
        var moves: [ListMoveIndex] = []
        var oldIndexMap: [ID: Int] = [:]
        var newIndexMap: [ID: Int] = [:]
    }

    private final class Entry {
        var oldIndexes: [Int] = []
        var updated = false
    }

    /// Diffs two arrays of models.
    static func diff<Element: ListDiffableValue>(_ old: [Element], _ new: [Element]) -> Result<Element.DiffIdentity> {
        var table: [Element.DiffIdentity: Entry] = [:]
        func entry(_ id: Element.DiffIdentity) -> Entry {
            if let entry = table[id] { return entry }
            let entry = Entry()
            table[id] = entry
            return entry
        }
        let notFound = Int.max
        let newEntries = new.map { row -> Entry in
            let entry = entry(row.diffIdentity)
            entry.oldIndexes.append(notFound)
            return entry
        }
        for index in old.indices.reversed() { entry(old[index].diffIdentity).oldIndexes.append(index) }
        var newToOld = [Int](repeating: notFound, count: new.count)
        var oldToNew = [Int](repeating: notFound, count: old.count)
        for index in new.indices {
            let entry = newEntries[index]
            let oldIndex = entry.oldIndexes.removeLast()
            guard oldIndex != notFound else { continue }
            if !new[index].isEqual(toDiffableObject: old[oldIndex]) { entry.updated = true }
            newToOld[index] = oldIndex
            oldToNew[oldIndex] = index
        }
        var result = Result<Element.DiffIdentity>()
        var deleteOffsets = [Int](repeating: 0, count: old.count)
        for index in old.indices {
            deleteOffsets[index] = result.deletes.count
            if oldToNew[index] == notFound { result.deletes.append(index) }
            result.oldIndexMap[old[index].diffIdentity] = index
        }
        for index in new.indices {
            result.newIndexMap[new[index].diffIdentity] = index
            let oldIndex = newToOld[index]
            guard oldIndex != notFound else {
                result.inserts.append(index)
                continue
            }
            if newEntries[index].updated { result.updates.append(oldIndex) }
            if oldIndex - deleteOffsets[oldIndex] + result.inserts.count != index {
                result.moves.append(ListMoveIndex(from: oldIndex, to: index))
            }
        }
        result.updates.sort()
        return result
    }
}
