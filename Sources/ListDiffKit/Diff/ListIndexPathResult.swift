/// The result of ``ListDiffPaths(fromSection:toSection:oldArray:newArray:option:)``: the changes of a section's
/// items as index paths (IGListKit's `IGListIndexPathResult`).
///
/// Index spaces: ``deletes``, ``updates`` and move sources are paths in `fromSection` of the old array; ``inserts``
/// and move destinations are paths in `toSection` of the new array. Path collections are sorted without duplicates;
/// ``moves`` are in ascending order of their destination.
///
/// ```swift
/// let result = ListDiffPaths(fromSection: 2, toSection: 2, oldArray: ["a", "b"], newArray: ["b"])
/// result.deletes                 // [[2, 0]]
/// result.newIndexPath(for: "b")  // [2, 0]
/// ```
public struct ListIndexPathResult: Sendable, Equatable {
    /// Inserted items, in `toSection`, ascending.
    public let inserts: [ListIndexPath]
    /// Deleted items, in `fromSection`, ascending.
    public let deletes: [ListIndexPath]
    /// Updated items, in `fromSection` (their old paths), ascending.
    public let updates: [ListIndexPath]
    /// Moved items, from `fromSection` to `toSection`, in ascending order of destination.
    public let moves: [ListMoveIndexPath]
    /// The section of the old items.
    public let fromSection: Int
    /// The section of the new items.
    public let toSection: Int
    /// The same diff as plain indexes.
    public let indexSetResult: ListIndexSetResult

    /// Expresses an index diff as index paths.
    ///
    /// - Parameters:
    ///   - result: the diff of the section's items.
    ///   - fromSection: the section of the old items.
    ///   - toSection: the section of the new items.
    public init(_ result: ListIndexSetResult, fromSection: Int, toSection: Int) {
        indexSetResult = result
        self.fromSection = fromSection
        self.toSection = toSection
        inserts = result.inserts.map { ListIndexPath(section: toSection, item: $0) }
        deletes = result.deletes.map { ListIndexPath(section: fromSection, item: $0) }
        updates = result.updates.map { ListIndexPath(section: fromSection, item: $0) }
        moves = result.moves.map {
            ListMoveIndexPath(
                from: ListIndexPath(section: fromSection, item: $0.from),
                to: ListIndexPath(section: toSection, item: $0.to))
        }
    }

    /// Whether anything was inserted, deleted, updated or moved.
    public var hasChanges: Bool { indexSetResult.hasChanges }

    /// The number of inserts, deletes, updates and moves.
    public var changeCount: Int { indexSetResult.changeCount }

    /// The old path of the object with this identifier (its last occurrence), or `nil` when missing.
    ///
    /// - Parameter identifier: a ``ListDiffableValue/diffIdentity``.
    /// - Returns: the path in `fromSection`, or `nil`.
    /// - Complexity: O(1) on average.
    public func oldIndexPath<Identifier: Hashable>(for identifier: Identifier) -> ListIndexPath? {
        indexSetResult.oldIndex(for: identifier).map { ListIndexPath(section: fromSection, item: $0) }
    }

    /// The new path of the object with this identifier (its last occurrence), or `nil` when missing.
    ///
    /// - Parameter identifier: a ``ListDiffableValue/diffIdentity``.
    /// - Returns: the path in `toSection`, or `nil`.
    /// - Complexity: O(1) on average.
    public func newIndexPath<Identifier: Hashable>(for identifier: Identifier) -> ListIndexPath? {
        indexSetResult.newIndex(for: identifier).map { ListIndexPath(section: toSection, item: $0) }
    }

    /// The result made safe for a batch update, as IGListKit's `resultForBatchUpdates`: see
    /// ``ListIndexSetResult/resultForBatchUpdates()``.
    ///
    /// - Returns: a result without updates.
    /// - Complexity: O(*n*).
    public func resultForBatchUpdates() -> ListIndexPathResult {
        ListIndexPathResult(indexSetResult.resultForBatchUpdates(), fromSection: fromSection, toSection: toSection)
    }
}
