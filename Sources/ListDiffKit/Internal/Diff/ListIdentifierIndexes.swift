/// The identifier → index maps of a diff result, whatever the identifier type.
@usableFromInline
protocol ListIdentifierIndexes: Sendable {
    /// The number of distinct identifiers.
    var entryCount: Int { get }
    /// The last old and new index of `identifier`.
    func indexes<Key: Hashable>(for identifier: Key) -> (old: Int?, new: Int?)
    /// The identifier of an entry (`0..<entryCount`).
    func identifier(ofEntry entry: Int) -> AnyHashable
    /// The last old and new index of an entry's identifier.
    func indexes(ofEntry entry: Int) -> (old: Int?, new: Int?)
    /// Whether both maps hold the same identifiers with the same indexes.
    func hasSameIndexes(as other: any ListIdentifierIndexes) -> Bool
}
