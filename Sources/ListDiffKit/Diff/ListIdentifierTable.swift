/// An open-addressing hash table of the distinct identifiers of a diff, with each identifier's last index in the old
/// and in the new array: the diff's working table, then the storage of its results' identifier → index maps.
///
/// Slots hold `entry + 1` (0 is empty) and are probed linearly; entries are dense, in flat arrays (key, last old
/// index, last new index), so a diff of *n* elements makes a handful of allocations whatever the duplicates. It is
/// filled once, by the diff, then only read: sharing it between threads is safe as long as the identifiers' `==` and
/// `hash(into:)` are (which `Hashable` values' are).
@usableFromInline
final class ListIdentifierTable<ID: Hashable>: @unchecked Sendable {
    /// `entry + 1` per slot, 0 when empty; `mask + 1` slots (a power of two).
    @usableFromInline let slots: UnsafeMutablePointer<UInt32>
    /// The slot count minus one.
    @usableFromInline let mask: Int
    /// The identifier of each entry; `count` initialised.
    @usableFromInline let keys: UnsafeMutablePointer<ID>
    /// The last index of each entry's identifier in the old array, or -1.
    @usableFromInline let lastOld: UnsafeMutablePointer<Int32>
    /// The last index of each entry's identifier in the new array, or -1.
    @usableFromInline let lastNew: UnsafeMutablePointer<Int32>
    /// The most entries the table can hold.
    @usableFromInline let capacity: Int
    /// The entries in use.
    @usableFromInline var count: Int = 0

    /// Creates an empty table for at most `capacity` distinct identifiers.
    @inlinable
    init(capacity: Int) {
        precondition(capacity < Int(Int32.max), "ListDiff handles fewer than 2^31 elements")
        var slotCount = 16
        while slotCount < capacity + capacity / 2 { slotCount &<<= 1 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        mask = slotCount - 1
        self.capacity = capacity
        keys = .allocate(capacity: max(capacity, 1))
        lastOld = .allocate(capacity: max(capacity, 1))
        lastNew = .allocate(capacity: max(capacity, 1))
    }

    deinit {
        keys.deinitialize(count: count)
        keys.deallocate()
        lastOld.deallocate()
        lastNew.deallocate()
        slots.deallocate()
    }

    /// The entry of `key`, created (with no old or new index) if missing.
    ///
    /// - Returns: the entry, and whether it was created.
    @inlinable @inline(__always)
    func findOrInsert(_ key: ID) -> (entry: Int, inserted: Bool) {
        var slot = listDiffHash(key) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 {
                let entry = count
                slots[slot] = UInt32(truncatingIfNeeded: entry &+ 1)
                (keys + entry).initialize(to: key)
                lastOld[entry] = -1
                lastNew[entry] = -1
                count = entry &+ 1
                return (entry, true)
            }
            if keys[stored &- 1] == key { return (stored &- 1, false) }
            slot = (slot &+ 1) & mask
        }
    }

    /// The entry of `key`, or `nil`.
    @inlinable
    func entry(for key: ID) -> Int? {
        var slot = listDiffHash(key) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if keys[stored &- 1] == key { return stored &- 1 }
            slot = (slot &+ 1) & mask
        }
    }
}

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

/// A per-process random value mixed into integer hashes (Swift's own random hashing seed, read through `hashValue`).
@usableFromInline
let listDiffIntegerSeed = UInt64(truncatingIfNeeded: 0x5EED.hashValue)

/// The hash of an identifier. 64-bit integer identifiers go through a seeded 64-bit finaliser (MurmurHash3's
/// `fmix64`: a few cycles, every input bit reaching the low bits the table uses); every other type through its
/// `Hashable` conformance (SipHash, about ten times slower). The type test is resolved at compile time once the
/// diff is specialised.
@inlinable @inline(__always)
func listDiffHash<ID: Hashable>(_ key: ID) -> Int {
    guard ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self || ID.self == UInt64.self else {
        return key.hashValue
    }
    var bits = unsafeBitCast(key, to: UInt64.self) ^ listDiffIntegerSeed
    bits = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    bits = (bits ^ (bits >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(truncatingIfNeeded: bits ^ (bits >> 33))
}
