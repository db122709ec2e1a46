/// How ``ListIdentifierTable`` hashes identifiers.
@usableFromInline
enum ListIdentifierHashing: Sendable {
    /// 64-bit integers and `String`s through the seeded fast hashes of ``ListIdentifierHashSeeds``, other types
    /// through their `Hashable` conformance.
    case fast(ListIdentifierHashSeeds)
    /// Every type through its `Hashable` conformance (Swift's SipHash, seeded per process).
    case standard
}

/// The secrets of the fast identifier hashes, and the hashes themselves.
///
/// - 64-bit integer identifiers (`Int`, `UInt`, `Int64`, `UInt64`): MurmurHash3's 64-bit finaliser (`fmix64`) of
///   the value xor a secret — a bijection, every input bit reaching the low bits the table indexes with.
/// - `String` identifiers: a multiply-fold hash of the UTF-8 bytes (each step multiplies two 64-bit words, each
///   xored with a secret, to 128 bits and folds the halves; lengths up to 16 bytes take one step) of the string's
///   canonical form: an ASCII string is its own; any other string is hashed through its NFC form, since Swift's `==`
///   on strings is canonical equivalence (`"\u{E9}" == "e\u{301}"`, and even `"\u{212A}" == "K"`).
///
/// The secrets come from Swift's per-process random hashing seed (so they honour `SWIFT_DETERMINISTIC_HASHING`):
/// a file crafted to collide would need them. The table gives up these hashes for SipHash if probes run long anyway.
@usableFromInline
struct ListIdentifierHashSeeds: Sendable {
    /// The secrets.
    @usableFromInline let first: UInt64, second: UInt64, third: UInt64
    /// How many low bits of each hash are kept (64: all; fewer only to force collisions in tests).
    @usableFromInline let keptBits: UInt64
    /// Whether `String`s are hashed from their words (``ListStringStorage/isReadable``); otherwise through their
    /// `utf8` view, with the same result.
    @usableFromInline let readsStringWords: Bool

    /// The secrets of this process.
    @usableFromInline
    static let process = ListIdentifierHashSeeds(
        first: listDiffStandardHash(0x5EED_0001), second: listDiffStandardHash(0x5EED_0002),
        third: listDiffStandardHash(0x5EED_0003), keptBits: 64)

    /// Seeds with the given secrets that keep only the `keptBits` low bits of each hash (0: every identifier
    /// collides); for tests, which also turn off reading strings' words (`readsStringWords: false`).
    @usableFromInline
    init(
        first: UInt64, second: UInt64, third: UInt64, keptBits: UInt64,
        readsStringWords: Bool = ListStringStorage.isReadable
    ) {
        self.first = first | 1
        self.second = second | 1
        self.third = third
        self.keptBits = keptBits
        self.readsStringWords = readsStringWords && ListStringStorage.isReadable
    }

    /// The hash of `key`. The type tests fold away once the diff is specialised; `key` is only read where it is
    /// (no copy: for a `String`, no retain and no release).
    @inlinable @inline(__always)
    func hash<ID: Hashable>(_ key: borrowing ID) -> UInt64 {
        let full: UInt64
        if ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self || ID.self == UInt64.self {
            full = integerHash(withUnsafePointer(to: key) { UnsafeRawPointer($0).load(as: UInt64.self) })
        } else if ID.self == String.self {
            full = withUnsafePointer(to: key) { stringHash(at: UnsafeRawPointer($0)) }
        } else {
            full = UInt64(UInt(bitPattern: key.hashValue))
        }
        return keptBits >= 64 ? full : full & ((1 &<< keptBits) &- 1)
    }

    /// The finaliser of MurmurHash3 on `value ^ first`.
    @inlinable @inline(__always)
    func integerHash(_ value: UInt64) -> UInt64 {
        var bits = value ^ first
        bits = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        bits = (bits ^ (bits >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return bits ^ (bits >> 33)
    }

    /// The hash of a string's canonical UTF-8 bytes.
    @inlinable @inline(__always)
    func stringHash(_ string: String) -> UInt64 {
        withUnsafePointer(to: string) { stringHash(at: UnsafeRawPointer($0)) }
    }

    /// The hash of the canonical UTF-8 bytes of the `String` at `string`, read where it is.
    @inlinable @inline(__always)
    func stringHash(at string: UnsafeRawPointer) -> UInt64 {
        #if _pointerBitWidth(_64) && _endian(little)
        if readsStringWords, let hash = wordsHash(at: string) { return hash }
        #endif
        return standardStringHash(string.assumingMemoryBound(to: String.self).pointee)
    }

    /// The hash of a string whose words the fast path does not read: through its `utf8` view (ASCII) or its NFC
    /// form.
    @usableFromInline @inline(never)
    func standardStringHash(_ string: String) -> UInt64 {
        let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let (hash, isASCII) = self.bytesHash(UnsafeRawBufferPointer(bytes))
            return isASCII ? hash : nil
        }
        if let hash = ascii ?? nil { return hash }
        return nonASCIIStringHash(string)
    }

    #if _pointerBitWidth(_64) && _endian(little)
    /// The hash of a small ASCII string or of a native heap string, read off the words of the `String` at `string`
    /// (``ListStringStorage``); `nil` for any other string.
    @inlinable @inline(__always)
    func wordsHash(at string: UnsafeRawPointer) -> UInt64? {
        // A small ASCII string (at most 15 bytes, stored in the `String` value itself; in the second word, the top
        // bits 0b111 mark it immortal, ASCII and small, and the next four its length) is hashed from its two words
        // directly, with the same result as ``bytesHash(_:)`` of its bytes — no buffer asked of the string.
        let low = string.loadUnaligned(as: UInt64.self)
        let high = string.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        if high >> 61 == 0b111 {
            return smallASCIIHash(low, high & 0x00FF_FFFF_FFFF_FFFF, count: Int(truncatingIfNeeded: (high >> 56) & 0xF))
        }
        // A native heap string (a parsed id longer than 15 bytes) is hashed straight from its object's bytes.
        if let native = listDiffNativeStringBytes(string) {
            let (hash, isASCII) = bytesHash(native)
            if isASCII { return hash }
            return nonASCIIStringHash(string.assumingMemoryBound(to: String.self).pointee)
        }
        return nil
    }
    #endif

    /// The hash of a string that is not ASCII (or not stored contiguously): the hash of its NFC form's bytes.
    @usableFromInline @inline(never)
    func nonASCIIStringHash(_ string: String) -> UInt64 {
        string._nfcCodeUnits.withUnsafeBytes { bytesHash($0).hash }
    }

    /// ``bytesHash(_:)`` of the `count` (at most 15) bytes held little-endian in `low` (bytes 0–7) and `high`
    /// (bytes 8–14), every byte past `count` zero — which is how a small string holds them: its two words are the
    /// hash's two words as they are.
    @inlinable @inline(__always)
    func smallASCIIHash(_ low: UInt64, _ high: UInt64, count: Int) -> UInt64 {
        finalHash(low, high, state: startState(count: count))
    }

    /// The starting state of a hash of `count` bytes.
    ///
    /// The length goes in through a multiply, not an xor: xored with the data words, `count` and `count ^ 1`
    /// would cancel a one-bit change of a word.
    @inlinable @inline(__always)
    func startState(count: Int) -> UInt64 {
        Self.fold(third ^ UInt64(truncatingIfNeeded: count), second)
    }

    /// The last step of a hash: the last two words `a` and `b` (together the last up to 16 bytes) folded with the
    /// state, which is then mixed in again.
    @inlinable @inline(__always)
    func finalHash(_ a: UInt64, _ b: UInt64, state: UInt64) -> UInt64 {
        Self.fold(Self.fold(a ^ first, b ^ state) ^ second, state ^ second)
    }

    /// The `count` (1 to 8) bytes at `base` as a little-endian word, zero-padded; reads no byte past them.
    @inlinable @inline(__always)
    static func paddedWord(_ base: UnsafeRawPointer, count: Int) -> UInt64 {
        if count >= 8 { return base.loadUnaligned(as: UInt64.self) }
        if count >= 4 {
            // Two overlapping 4-byte reads: the bytes they share have the same value in both.
            let low = UInt64(base.loadUnaligned(as: UInt32.self))
            let high = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            return low | high << (UInt64(truncatingIfNeeded: count &- 4) &* 8)
        }
        var word: UInt64 = 0
        for offset in 0..<count {
            word |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) << (UInt64(truncatingIfNeeded: offset) &* 8)
        }
        return word
    }

    /// 64 bits of `a × b` (the two halves of the 128-bit product, xored).
    @inlinable @inline(__always)
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The hash of `bytes`, and whether they are all ASCII.
    ///
    /// The length is folded into the starting state. Up to 16 bytes are read as two words, zero-padded (bytes 0–7
    /// and 8–15, little-endian: a small string's two words, so that ``smallASCIIHash(_:_:count:)`` reads them as they
    /// are), which make one multiply-fold step with it; longer inputs fold 16 bytes per step into the state, then
    /// the last 16 bytes (overlapping the step before); a last step mixes the state in again.
    @inlinable @inline(__always)
    func bytesHash(_ bytes: UnsafeRawBufferPointer) -> (hash: UInt64, isASCII: Bool) {
        let count = bytes.count
        var a: UInt64 = 0, b: UInt64 = 0
        var state = startState(count: count)
        var highBits: UInt64 = 0
        if let base = bytes.baseAddress {
            if count > 16 {
                var offset = 0
                while count &- offset > 16 {
                    let x = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    let y = base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                    highBits |= x | y
                    state = Self.fold(x ^ first, y ^ state)
                    offset &+= 16
                }
                a = base.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
                b = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count > 8 {
                a = base.loadUnaligned(as: UInt64.self)
                b = Self.paddedWord(base + 8, count: count &- 8)
            } else if count > 0 {
                a = Self.paddedWord(base, count: count)
            }
        }
        highBits |= a | b
        return (finalHash(a, b, state: state), highBits & 0x8080_8080_8080_8080 == 0)
    }
}

#if _pointerBitWidth(_64) && _endian(little)
/// The first and the last UTF-8 byte of the `String` at `string`, added up, if its bytes are in a native heap object
/// (read to bring them into cache: 36 bytes usually straddle two cache lines), otherwise 0. Reads the string's two
/// words without retaining it.
///
/// A `String` is two words: count and flags (the count in the low 48 bits; bit 61: natively stored, bit 60: tail
/// allocated), and its object (the top 4 bits 0: a native object, the rest its address). The bytes of a native,
/// tail-allocated string start 32 bytes into its object. A test checks this against `utf8` for every kind of string.
@inlinable @inline(__always)
func listDiffTouchNativeString(_ string: UnsafeRawPointer) -> UInt64 {
    guard let bytes = listDiffNativeStringBytes(string) else { return 0 }
    return UInt64(bytes.load(as: UInt8.self)) &+ UInt64(bytes.load(fromByteOffset: bytes.count &- 1, as: UInt8.self))
}

/// The reference count word of the native heap object of the `String` at `string`, or 0 if it has none: read
/// before a batch of releases, so that each release finds its object in cache. Reads the string's two words without
/// retaining it (see ``listDiffTouchNativeString(_:)``).
@inlinable @inline(__always)
func listDiffTouchNativeStringObject(_ string: UnsafeRawPointer) -> UInt64 {
    let countAndFlags = string.loadUnaligned(as: UInt64.self)
    let object = string.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    guard object >> 60 == 0, (countAndFlags >> 61) & 1 == 1,
          let header = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: object))
    else { return 0 }
    return header.load(fromByteOffset: 8, as: UInt64.self)
}

/// The UTF-8 bytes of the `String` at `string` if they are in a native heap object (see
/// ``listDiffTouchNativeString(_:)``), otherwise `nil`; valid while that string lives.
@inlinable @inline(__always)
func listDiffNativeStringBytes(_ string: UnsafeRawPointer) -> UnsafeRawBufferPointer? {
    let countAndFlags = string.loadUnaligned(as: UInt64.self)
    let object = string.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let count = Int(truncatingIfNeeded: countAndFlags & 0xFFFF_FFFF_FFFF)
    guard object >> 60 == 0, (countAndFlags >> 60) & 0b11 == 0b11, count > 0,
          let bytes = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: object) &+ 32)
    else { return nil }
    return UnsafeRawBufferPointer(start: bytes, count: count)
}
#endif

/// Whether two byte buffers are equal, compared a word at a time (the last word overlapping the one before it).
@inlinable @inline(__always)
func listDiffSameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    let count = a.count
    guard count == b.count else { return false }
    guard count > 0, let x = a.baseAddress, let y = b.baseAddress else { return true }
    if count < 8 {
        for offset in 0..<count where x.load(fromByteOffset: offset, as: UInt8.self)
            != y.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }
    var offset = 0
    while offset &+ 8 < count {
        if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        offset &+= 8
    }
    return x.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        == y.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
}

/// Swift's own seeded hash of an integer (SipHash with the per-process random seed).
@usableFromInline
func listDiffStandardHash(_ value: Int) -> UInt64 {
    UInt64(UInt(bitPattern: value.hashValue))
}
