/// The result of ``ListDiff(oldArray:newArray:option:)``: the changes that turn the old array into the new one
/// (IGListKit's `IGListIndexSetResult`).
///
/// Index spaces, as in IGListKit (and as `UICollectionView.performBatchUpdates` expects them):
/// - ``deletes`` and ``updates`` are indexes in the **old** array;
/// - ``inserts`` are indexes in the **new** array;
/// - each of ``moves`` goes from an old index to a new index.
///
/// Index collections are sorted arrays without duplicates (ascending, like the `NSIndexSet`s of IGListKit);
/// ``moves`` are in ascending order of their `to` index (the order in which IGListKit finds them). A kept object can
/// be both updated and moved. Applying the result — delete ``deletes`` from the old array, then insert the new
/// elements at ``inserts`` — gives the new array, with the elements at ``updates`` replaced by their new versions.
///
/// ```swift
/// let result = ListDiff(oldArray: ["a", "b", "c"], newArray: ["c", "a", "d"])
/// result.deletes // [1]         ("b", old index)
/// result.inserts // [2]         ("d", new index)
/// result.moves   // [2 → 0, 0 → 1] ("c" and "a": IGListKit's rule does not minimise moves)
/// result.newIndex(for: "a") // 1
/// ```
public struct ListIndexSetResult: Sendable {
    /// New-array indexes of the inserted objects, ascending.
    public let inserts: [Int]
    /// Old-array indexes of the deleted objects, ascending.
    public let deletes: [Int]
    /// Old-array indexes of the kept objects whose content changed, ascending.
    public let updates: [Int]
    /// The kept objects that moved (from an old index to a new index), in ascending order of `to`.
    public let moves: [ListMoveIndex]

    /// The identifier → last old index and last new index maps.
    @usableFromInline
    let indexes: any ListIdentifierIndexes

    /// Creates a result from its parts (the diff creates them; this is for tests and hand-made results).
    ///
    /// - Parameters:
    ///   - inserts: new-array indexes, ascending.
    ///   - deletes: old-array indexes, ascending.
    ///   - updates: old-array indexes, ascending.
    ///   - moves: old → new index moves.
    ///   - oldIndexMap: identifier → index in the old array.
    ///   - newIndexMap: identifier → index in the new array.
    public init(
        inserts: [Int], deletes: [Int], updates: [Int], moves: [ListMoveIndex],
        oldIndexMap: [AnyHashable: Int], newIndexMap: [AnyHashable: Int]
    ) {
        let keys = Set(oldIndexMap.keys).union(newIndexMap.keys)
        let table = ListIdentifierTable<AnyHashable>(capacity: keys.count)
        for key in keys {
            let entry = table.findOrInsert(key).entry
            table.lastOld[entry] = Int32(oldIndexMap[key] ?? -1)
            table.lastNew[entry] = Int32(newIndexMap[key] ?? -1)
        }
        self.init(inserts: inserts, deletes: deletes, updates: updates, moves: moves, indexes: table)
    }

    /// Creates a result from the diff's parts.
    @inlinable
    init(
        inserts: [Int], deletes: [Int], updates: [Int], moves: [ListMoveIndex],
        indexes: any ListIdentifierIndexes
    ) {
        self.inserts = inserts
        self.deletes = deletes
        self.updates = updates
        self.moves = moves
        self.indexes = indexes
    }

    /// Whether anything was inserted, deleted, updated or moved.
    public var hasChanges: Bool { changeCount > 0 }

    /// The number of inserts, deletes, updates and moves.
    public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

    /// The index of the object with this identifier in the old array: its **last** occurrence when the identifier
    /// is duplicated, `nil` when the old array does not hold it (IGListKit returns `NSNotFound`).
    ///
    /// - Parameter identifier: a ``ListDiffableValue/diffIdentity`` (for ``AnyListDiffable`` arrays, the wrapped
    ///   object's identifier, wrapped or not).
    /// - Returns: the old index, or `nil`.
    /// - Complexity: O(1) on average.
    public func oldIndex<Identifier: Hashable>(for identifier: Identifier) -> Int? {
        indexes.indexes(for: identifier).old
    }

    /// The index of the object with this identifier in the new array: its **last** occurrence when the identifier
    /// is duplicated, `nil` when the new array does not hold it.
    ///
    /// - Parameter identifier: a ``ListDiffableValue/diffIdentity``.
    /// - Returns: the new index, or `nil`.
    /// - Complexity: O(1) on average.
    public func newIndex<Identifier: Hashable>(for identifier: Identifier) -> Int? {
        indexes.indexes(for: identifier).new
    }

    /// Every identifier of the old array with its last index there (what ``oldIndex(for:)`` answers).
    ///
    /// - Complexity: O(*n*): it builds a dictionary.
    public var oldIndexMap: [AnyHashable: Int] { indexMap(old: true) }

    /// Every identifier of the new array with its last index there (what ``newIndex(for:)`` answers).
    ///
    /// - Complexity: O(*n*): it builds a dictionary.
    public var newIndexMap: [AnyHashable: Int] { indexMap(old: false) }

    /// One of the two maps as a dictionary.
    private func indexMap(old: Bool) -> [AnyHashable: Int] {
        var map: [AnyHashable: Int] = [:]
        map.reserveCapacity(indexes.entryCount)
        for entry in 0..<indexes.entryCount {
            let both = indexes.indexes(ofEntry: entry)
            if let index = old ? both.old : both.new {
                map[indexes.identifier(ofEntry: entry)] = index
            }
        }
        return map
    }
}

extension ListIndexSetResult: Equatable {
    /// Equal when the changes and both identifier → index maps are equal.
    public static func == (lhs: ListIndexSetResult, rhs: ListIndexSetResult) -> Bool {
        lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
            && lhs.moves == rhs.moves && lhs.indexes.hasSameIndexes(as: rhs.indexes)
    }
}
