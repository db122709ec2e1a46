/// A move of one element from a position of the old state to a position of the new one: the single move type of
/// the package, from the diff through the collection view to the animation. A section or array element moves
/// between indexes (`ListMove<Int>`, IGListKit's `IGListMoveIndex`: ``ListMoveIndex``), an item between index paths
/// (`ListMove<ListIndexPath>`, IGListKit's `IGListMoveIndexPath`: ``ListMoveIndexPath``).
///
/// Two moves are equal when both `from` and `to` are equal. Moves are ordered by `from`, then `to` (IGListKit's
/// `compare:` looks at `from` only; within one diff result each `from` appears once, so the orders agree). Encoded in
/// JSON as `{ "from": 1, "to": 0 }`.
///
/// ```swift
/// ListDiff(oldArray: [1, 2], newArray: [2, 1]).moves
/// // [ListMoveIndex(from: 1, to: 0), ListMoveIndex(from: 0, to: 1)]
/// ```
public struct ListMove<Index: Hashable & Comparable & Sendable & Codable>: Hashable, Comparable, Sendable, Codable {
    /// The position in the old state.
    public var from: Index
    /// The position in the new state.
    public var to: Index

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: the position in the old state.
    ///   - to: the position in the new state.
    @inlinable
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }

    /// Orders by `from`, then by `to`.
    @inlinable
    public static func < (lhs: ListMove, rhs: ListMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}

extension ListMove: CustomStringConvertible {
    /// `from → to`, e.g. `1 → 0` or `[0, 2] → [1, 0]`.
    public var description: String { "\(from) → \(to)" }
}

/// A move between indexes of two arrays (IGListKit's `IGListMoveIndex`).
public typealias ListMoveIndex = ListMove<Int>

/// A move between index paths (IGListKit's `IGListMoveIndexPath`).
public typealias ListMoveIndexPath = ListMove<ListIndexPath>
