import ListDiffKit

/// A plain transcription of IGListKit's `IGListDiffing` (a dictionary of entries, each with a stack of old indexes),
/// kept deliberately naive: the oracle the optimised diff is checked against.
enum ReferenceHeckelDiff {
    struct Result: Equatable {
        var inserts: [Int] = []
        var deletes: [Int] = []
        var updates: [Int] = []
        var moves: [ListMoveIndex] = []
        var oldIndexMap: [Int: Int] = [:]
        var newIndexMap: [Int: Int] = [:]
    }

    private final class Entry {
        var oldIndexes: [Int?] = []
        var updated = false
    }

    static func diff(_ old: [Row], _ new: [Row]) -> Result {
        var table: [Int: Entry] = [:]
        func entry(_ id: Int) -> Entry {
            if let entry = table[id] { return entry }
            let entry = Entry()
            table[id] = entry
            return entry
        }
        let newEntries = new.map { row -> Entry in
            let entry = entry(row.id)
            entry.oldIndexes.append(nil)
            return entry
        }
        for index in old.indices.reversed() { entry(old[index].id).oldIndexes.append(index) }
        var newToOld = [Int?](repeating: nil, count: new.count)
        var oldToNew = [Int?](repeating: nil, count: old.count)
        for index in new.indices {
            let entry = newEntries[index]
            guard let oldIndex = entry.oldIndexes.removeLast() else { continue }
            if !new[index].isEqual(toDiffableObject: old[oldIndex]) { entry.updated = true }
            newToOld[index] = oldIndex
            oldToNew[oldIndex] = index
        }
        var result = Result()
        var deleteOffsets: [Int] = []
        for index in old.indices {
            deleteOffsets.append(result.deletes.count)
            if oldToNew[index] == nil { result.deletes.append(index) }
            result.oldIndexMap[old[index].id] = index
        }
        for index in new.indices {
            result.newIndexMap[new[index].id] = index
            guard let oldIndex = newToOld[index] else {
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
