/// A move of an element from an index of the old array to an index of the new array (IGListKit's `IGListMoveIndex`).
///
/// Two moves are equal when both `from` and `to` are equal. Moves are ordered by `from`, then `to` (IGListKit's
/// `compare:` looks at `from` only; within one diff result each `from` appears once, so the orders agree). Encoded in
/// JSON as `{ "from": 1, "to": 0 }`.
///
/// ```swift
/// ListDiff(oldArray: [1, 2], newArray: [2, 1]).moves
/// // [ListMoveIndex(from: 1, to: 0), ListMoveIndex(from: 0, to: 1)]
/// ```
public struct ListMoveIndex: Hashable, Comparable, Sendable, Codable {
    /// The index in the old array.
    public var from: Int
    /// The index in the new array.
    public var to: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: the index in the old array.
    ///   - to: the index in the new array.
    @inlinable
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// Orders by `from`, then `to`.
    @inlinable
    public static func < (lhs: ListMoveIndex, rhs: ListMoveIndex) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}

extension ListMoveIndex: CustomStringConvertible {
    /// `from → to`.
    public var description: String { "\(from) → \(to)" }
}
