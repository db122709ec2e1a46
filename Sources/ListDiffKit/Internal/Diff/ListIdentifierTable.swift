/// An open-addressing hash table of the distinct identifiers of a diff, with each identifier's last index in the old
/// and in the new array: the diff's working table, then the storage of its results' identifier → index maps.
///
/// Each slot holds the top 32 bits of the identifier's hash (a tag) and `entry + 1` (0 is empty); slots are probed
/// linearly, and an identifier is compared only with the entries whose tag matches, so a probe past another
/// identifier costs no key comparison (for strings: no string compare, no pointer chase). Entries are dense, in flat
/// arrays (key, last old index, last new index), so a diff of *n* elements makes a handful of allocations whatever the
/// duplicates. It is filled once, by the diff, then only read: sharing it between threads is safe as long as the
/// identifiers' `==` and `hash(into:)` are (which `Hashable` values' are).
///
/// Hashing (``ListIdentifierHashing``): 64-bit integers through a seeded finaliser, `String`s through a seeded hash of
/// their UTF-8 bytes, everything else through its `Hashable` conformance. The seeds are random per process. Should
/// the probes ever run far beyond what a uniform hash gives (input made to collide), the table rehashes every
/// identifier with the standard library's SipHash and goes on with it, so the worst case stays linear.
@usableFromInline
final class ListIdentifierTable<ID: Hashable>: @unchecked Sendable {
    /// `tag << 32 | (entry + 1)` per slot, 0 when empty; `mask + 1` slots (a power of two).
    @usableFromInline let slots: UnsafeMutablePointer<UInt64>
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
    /// Whether `String` identifiers may be read off their words (``ListStringStorage/isReadable``, and the seeds'
    /// ``ListIdentifierHashSeeds/readsStringWords``): to bring them into cache ahead of a probe and to compare two
    /// heap strings' bytes inline.
    @usableFromInline let readsStringWords: Bool
    // The three variables below are written only while the diff fills the table, on the diff's own thread, and
    // read on every lookup: unchecked, they cost no runtime exclusivity check (a call per access) in the hot loops.
    /// The entries in use.
    @exclusivity(unchecked) @usableFromInline var count: Int = 0
    /// How identifiers are hashed; ``ListIdentifierHashing/standard`` once the fast hash has been given up.
    @exclusivity(unchecked) @usableFromInline private(set) var hashing: ListIdentifierHashing
    /// The probes past an occupied slot so far (only counted while filling, with a fast hash).
    @exclusivity(unchecked) @usableFromInline var probes: Int = 0
    /// The probe count beyond which the fast hash is given up: 16 per entry the table can hold (a uniform hash at
    /// the table's load of at most 2/3 averages under 2), plus slack for small tables.
    @usableFromInline let probeLimit: Int

    /// Creates an empty table for at most `capacity` distinct identifiers.
    ///
    /// - Parameters:
    ///   - capacity: the most distinct identifiers it will hold.
    ///   - hashing: how identifiers are hashed (tests force collisions with it).
    @inlinable
    init(capacity: Int, hashing: ListIdentifierHashing = .fast(.process)) {
        precondition(capacity < Int(Int32.max), "ListDiff handles fewer than 2^31 elements")
        var slotCount = 16
        while slotCount < capacity + capacity / 2 { slotCount &<<= 1 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        mask = slotCount - 1
        self.capacity = capacity
        self.hashing = hashing
        switch hashing {
        case .fast(let seeds): readsStringWords = ID.self == String.self && seeds.readsStringWords
        case .standard: readsStringWords = ID.self == String.self && ListStringStorage.isReadable
        }
        probeLimit = 16 &* capacity &+ 4096
        keys = .allocate(capacity: max(capacity, 1))
        lastOld = .allocate(capacity: max(capacity, 1))
        lastNew = .allocate(capacity: max(capacity, 1))
    }

    deinit {
        if ID.self == String.self {
            // The generic destroy of an array of strings calls a witness per element; this loop is specialised (a
            // diff of 1M String ids frees up to 2M of them here).
            // A release is an atomic operation, which holds back the memory reads after it: each batch's string
            // objects are read first, in a loop of plain loads that overlap, so that the releases find them in cache.
            let strings = UnsafeMutableRawPointer(keys).assumingMemoryBound(to: String.self)
            var start = 0
            var touched: UInt64 = 0
            while start < count {
                let end = min(start &+ 32, count)
                #if _pointerBitWidth(_64) && _endian(little)
                if readsStringWords {
                    for entry in start..<end {
                        touched &+= listDiffTouchNativeStringObject(UnsafeRawPointer(strings + entry))
                    }
                    // A small ASCII string owns nothing: its release would be a call that does nothing.
                    for entry in start..<end
                    where UnsafeRawPointer(strings + entry).load(fromByteOffset: 8, as: UInt64.self) >> 61 != 0b111 {
                        _ = (strings + entry).move()
                    }
                    start = end
                    continue
                }
                #endif
                for entry in start..<end { _ = (strings + entry).move() }
                start = end
            }
            if touched == 0x5EED_7043_4ED5_1075 { probes &+= 1 }  // Keeps the loads (see touchProbes).
        } else {
            keys.deinitialize(count: count)
        }
        keys.deallocate()
        lastOld.deallocate()
        lastNew.deallocate()
        slots.deallocate()
    }

    /// Whether the table has given up the fast hashes for the standard library's (see ``giveUpFastHash()``).
    @usableFromInline
    var usesStandardHashing: Bool {
        if case .standard = hashing { return true }
        return false
    }

    /// The hash of `key` under the table's current hashing.
    @inlinable @inline(__always)
    func hash(_ key: borrowing ID) -> UInt64 {
        switch hashing {
        case .fast(let seeds): seeds.hash(key)
        case .standard: UInt64(UInt(bitPattern: key.hashValue))
        }
    }

    /// The tag bits of a hash (its top 32 bits, in place).
    @inlinable @inline(__always)
    static func tag(of hash: UInt64) -> UInt64 { hash & 0xFFFF_FFFF_0000_0000 }

    /// Reads the first slot each of `count` hashes probes, in a tight loop, before the probes themselves run; for
    /// `String` identifiers, then the bytes of the identifier each slot names when its tag matches.
    ///
    /// The slots are spread over a table larger than the processor's near caches, so a probe usually waits for
    /// memory; so does the comparison with a stored heap string. Read one after another here, with nothing else
    /// between them, the reads of a batch are all in flight at once; the probes that follow find their slots (and
    /// the strings they compare) in cache instead of waiting for each in turn. Swift has no prefetch instruction:
    /// these are plain loads, kept by adding up what they read and testing the sum against a constant (equal once
    /// in 2⁶⁴ batches at most, and then all it does is count one probe more).
    @inlinable @inline(__always)
    func touchProbes(of hashes: UnsafePointer<UInt64>, count: Int) {
        var touched: UInt64 = 0
        for offset in 0..<count { touched &+= slots[Int(truncatingIfNeeded: hashes[offset]) & mask] }
        #if _pointerBitWidth(_64) && _endian(little)
        if ID.self == String.self, readsStringWords {
            for offset in 0..<count {
                let hash = hashes[offset]
                let stored = slots[Int(truncatingIfNeeded: hash) & mask]
                guard stored != 0, Self.tag(of: stored) == Self.tag(of: hash) else { continue }
                let entry = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) &- 1
                touched &+= listDiffTouchNativeString(UnsafeRawPointer(keys + entry))
            }
        }
        #endif
        if touched == 0x5EED_7043_4ED5_1075 { probes &+= 1 }
    }

    /// The entry of `key`, created (with no old or new index) if missing.
    ///
    /// - Returns: the entry, and whether it was created.
    @inlinable @inline(__always)
    func findOrInsert(_ key: ID) -> (entry: Int, inserted: Bool) {
        let hash = hash(key)
        return findOrInsert(key, hash: hash)
    }

    /// The entry of `key`, whose ``hash(_:)`` is `hash`, created (with no old or new index) if missing.
    ///
    /// `key` is only borrowed: a new entry stores a copy of it, a found one costs no copy (for a `String`, no retain
    /// and no release).
    ///
    /// - Returns: the entry, and whether it was created.
    @inlinable @inline(__always)
    func findOrInsert(_ key: borrowing ID, hash: UInt64) -> (entry: Int, inserted: Bool) {
        let tag = Self.tag(of: hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                let entry = count
                slots[slot] = tag | UInt64(truncatingIfNeeded: entry &+ 1)
                store(key, at: entry)
                lastOld[entry] = -1
                lastNew[entry] = -1
                count = entry &+ 1
                return (entry, true)
            }
            if Self.tag(of: stored) == tag {
                let entry = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) &- 1
                if isKey(ofEntry: entry, equalTo: key) { return (entry, false) }
            }
            slot = (slot &+ 1) & mask
            probes &+= 1
        }
    }

    /// Initialises the key of `entry` with a copy of `key`. A small ASCII `String` owns nothing: it is copied as
    /// its two words, without the call into the runtime that a copy would make to retain nothing.
    @inlinable @inline(__always)
    func store(_ key: borrowing ID, at entry: Int) {
        #if _pointerBitWidth(_64) && _endian(little)
        if ID.self == String.self, readsStringWords {
            let words = withUnsafePointer(to: key) { UnsafeRawPointer($0).loadUnaligned(as: (UInt64, UInt64).self) }
            if words.1 >> 61 == 0b111 {
                UnsafeMutableRawPointer(keys + entry).storeBytes(of: words, as: (UInt64, UInt64).self)
                return
            }
        }
        #endif
        (keys + entry).initialize(to: copy key)
    }

    /// The entry of `key`, or `nil` (read-only: safe on a shared table).
    @inlinable
    func entry(for key: ID) -> Int? {
        let hash = self.hash(key)
        let tag = Self.tag(of: hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if Self.tag(of: stored) == tag {
                let entry = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) &- 1
                if isKey(ofEntry: entry, equalTo: key) { return entry }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Whether the identifier of `entry` equals `key`.
    ///
    /// Two `String`s with the same bits are equal (the same small string, or the same storage object): that is
    /// checked first, on the raw bits, which costs no retain and no release of either string — the usual case when
    /// both arrays hold the same string values, and for every small ASCII string. Two native heap strings are then
    /// compared on their bytes, inline. Otherwise `==` decides.
    @inlinable @inline(__always)
    func isKey(ofEntry entry: Int, equalTo key: borrowing ID) -> Bool {
        withUnsafePointer(to: key) { isKey(ofEntry: entry, equalToKeyAt: $0) }
    }

    /// Whether the identifier of `entry` equals the one at `key` (see ``isKey(ofEntry:equalTo:)``).
    @inlinable @inline(__always)
    func isKey(ofEntry entry: Int, equalToKeyAt key: UnsafePointer<ID>) -> Bool {
        if ID.self == String.self {
            let stored = UnsafeRawPointer(keys + entry).loadUnaligned(as: (UInt64, UInt64).self)
            let given = UnsafeRawPointer(key).loadUnaligned(as: (UInt64, UInt64).self)
            if stored == given { return true }
            #if _pointerBitWidth(_64) && _endian(little)
            // Two heap strings with the same text (two files parsed: a kept identifier) are matched on their bytes,
            // inline, without a call into the standard library's comparison. Equal bytes are equal strings;
            // different bytes may still be canonically equivalent, which `==` decides.
            if readsStringWords, let a = listDiffNativeStringBytes(UnsafeRawPointer(keys + entry)),
               let b = listDiffNativeStringBytes(UnsafeRawPointer(key)), listDiffSameBytes(a, b) {
                return true
            }
            #endif
        }
        return keys[entry] == key.pointee
    }

    /// Gives up the fast hash if the probes so far show that the input collides under it (call between lookups:
    /// hashes computed before the call are stale after it).
    ///
    /// - Returns: whether the hashing changed.
    @inlinable @inline(__always)
    func checkProbes() -> Bool {
        guard probes > probeLimit else { return false }
        giveUpFastHash()
        return true
    }

    /// Switches to the standard library's hashing and re-files every entry under it (the input collides under the
    /// fast hash: made to, or very unlucky). Entries keep their numbers.
    @usableFromInline @inline(never)
    func giveUpFastHash() {
        hashing = .standard
        probes = Int.min / 2  // Never again: SipHash is what `Dictionary` relies on too.
        slots.update(repeating: 0, count: mask &+ 1)
        for entry in 0..<count {
            let hash = self.hash(keys[entry])
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Self.tag(of: hash) | UInt64(truncatingIfNeeded: entry &+ 1)
        }
    }
}
