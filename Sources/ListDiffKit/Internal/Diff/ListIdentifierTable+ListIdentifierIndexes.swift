extension ListIdentifierTable: ListIdentifierIndexes {
    @usableFromInline
    var entryCount: Int { count }

    @usableFromInline
    func indexes<Key: Hashable>(for identifier: Key) -> (old: Int?, new: Int?) {
        guard let key = identifier as? ID, let entry = entry(for: key) else { return (nil, nil) }
        return (index(lastOld[entry]), index(lastNew[entry]))
    }

    @usableFromInline
    func identifier(ofEntry entry: Int) -> AnyHashable { AnyHashable(keys[entry]) }

    @usableFromInline
    func indexes(ofEntry entry: Int) -> (old: Int?, new: Int?) {
        (index(lastOld[entry]), index(lastNew[entry]))
    }

    @usableFromInline
    func hasSameIndexes(as other: any ListIdentifierIndexes) -> Bool {
        guard other.entryCount == count else { return false }
        for entry in 0..<count where other.indexes(for: keys[entry]) != indexes(ofEntry: entry) {
            return false
        }
        return true
    }

    /// `nil` for the -1 marker.
    private func index(_ stored: Int32) -> Int? { stored < 0 ? nil : Int(stored) }
}
