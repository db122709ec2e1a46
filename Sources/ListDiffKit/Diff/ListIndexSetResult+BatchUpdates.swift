extension ListIndexSetResult {
    /// The result made safe for a batch update (IGListKit's `resultForBatchUpdates`): updates become deletes and
    /// inserts, since a collection view cannot reload an item that also moves.
    ///
    /// - A move whose `from` is updated becomes delete(`from`) + insert(`to`) and leaves ``moves``.
    /// - Every other identifier whose last old index is updated becomes delete(that index) + insert(its last new
    ///   index). IGListKit's quirk, reproduced: with duplicate identifiers, only the last old occurrence is looked
    ///   at, so an updated duplicate at another index is dropped.
    /// - ``updates`` ends up empty; the index maps are unchanged.
    ///
    /// ```swift
    /// struct Row: ListDiffableValue { var id: Int; var text: String
    ///     var diffIdentity: Int { id }
    ///     func isEqual(toDiffableObject other: Row) -> Bool { text == other.text } }
    /// let result = ListDiff(oldArray: [Row(id: 1, text: "a")], newArray: [Row(id: 1, text: "b")])
    /// result.updates                           // [0]
    /// result.resultForBatchUpdates().deletes   // [0]
    /// result.resultForBatchUpdates().inserts   // [0]
    /// ```
    ///
    /// - Returns: a result without updates.
    /// - Complexity: O(*n* log *n*) in the number of changes.
    public func resultForBatchUpdates() -> ListIndexSetResult {
        var updated = Set(updates)
        var extraDeletes: [Int] = []
        var extraInserts: [Int] = []
        var keptMoves: [ListMoveIndex] = []
        keptMoves.reserveCapacity(moves.count)
        for move in moves {
            if updated.contains(move.from) {
                extraDeletes.append(move.from)
                extraInserts.append(move.to)
            } else {
                keptMoves.append(move)
            }
        }
        updated.subtract(extraDeletes)
        for entry in 0..<indexes.entryCount {
            let (old, new) = indexes.indexes(ofEntry: entry)
            if let old, let new, updated.contains(old) {
                extraDeletes.append(old)
                extraInserts.append(new)
            }
        }
        return ListIndexSetResult(
            inserts: Self.sortedUnion(inserts, extraInserts), deletes: Self.sortedUnion(deletes, extraDeletes),
            updates: [], moves: keptMoves, indexes: indexes)
    }

    /// The ascending, duplicate-free union of a sorted array and other indexes (an `NSMutableIndexSet`'s `addIndex:`).
    private static func sortedUnion(_ sorted: [Int], _ others: [Int]) -> [Int] {
        guard !others.isEmpty else { return sorted }
        return Set(sorted).union(others).sorted()
    }
}
