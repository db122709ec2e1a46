/// One of N equal parts of a sorted list of specs, so that a large suite spreads across CI jobs (`--shard 2/8`).
///
/// Spec *i* (0-based, in path order) belongs to shard `i % count + 1`: every spec is in exactly one shard, and
/// shards differ in size by at most one.
package struct SnapshotShard: Hashable, Sendable, CustomStringConvertible {
    /// This shard, 1...count.
    package var index: Int
    /// The number of shards.
    package var count: Int

    /// Parses `K/N`.
    ///
    /// - Throws: ``SnapshotError/invalidShard(_:)`` unless 1 ≤ K ≤ N.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { throw SnapshotError.invalidShard(text) }
        self.index = index
        self.count = count
    }

    /// The elements of `items` (already in a stable order) that belong to this shard.
    package func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }
}
