/// A move of an item from an index path before the update to an index path after it (IGListKit's
/// `IGListMoveIndexPath`).
///
/// Two moves are equal when both paths are equal; ordered by `from`, then `to`. Encoded in JSON as
/// `{ "from": [section, item], "to": [section, item] }`.
///
/// ```swift
/// let move = ListMoveIndexPath(from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 0, item: 0))
/// ```
public struct ListMoveIndexPath: Hashable, Comparable, Sendable, Codable {
    /// The index path before the update.
    public var from: ListIndexPath
    /// The index path after the update.
    public var to: ListIndexPath

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: the index path before the update.
    ///   - to: the index path after the update.
    @inlinable
    public init(from: ListIndexPath, to: ListIndexPath) {
        self.from = from
        self.to = to
    }

    /// Orders by `from`, then `to`.
    @inlinable
    public static func < (lhs: ListMoveIndexPath, rhs: ListMoveIndexPath) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}

extension ListMoveIndexPath: CustomStringConvertible {
    /// `[section, item] → [section, item]`.
    public var description: String { "\(from) → \(to)" }
}
