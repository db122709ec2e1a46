/// Whether this process's `String` values are laid out the way the diff's fast `String` paths read them.
///
/// The identifier table reads a `String`'s two words directly (see ``listDiffNativeStringBytes(_:)``): the bytes of
/// a small ASCII string held in the value itself, and the address and count of a native heap string's bytes. That
/// layout is the standard library's, not a public API. It is checked once per process, on strings made at run
/// time, without reading any memory the check has not confirmed first: a small string's bytes and count must come
/// out of its words, and a heap string's byte address and count, computed from its words, must be the ones its
/// `utf8` view hands out. Should a future standard library lay strings out otherwise, the diff leaves these paths
/// (it then hashes and compares strings through the standard library, with the same results) instead of reading
/// wrong memory. A test asserts that the layout holds on the toolchain CI builds with, so the fast paths cannot be
/// lost silently.
@usableFromInline
enum ListStringStorage {
    /// Whether the fast paths may read `String`s' words (checked once, on first use).
    @usableFromInline
    static let isReadable: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
        return smallStringsAreReadable() && heapStringsAreReadable()
        #else
        return false
        #endif
    }()

    #if _pointerBitWidth(_64) && _endian(little)
    /// A small ASCII string's words: its bytes from the first, the marker `0b111` and its count at the top of the
    /// second; a small string that is not ASCII without the marker.
    private static func smallStringsAreReadable() -> Bool {
        for text in ["", "l", "list", "listpreview", "listpreview 15b"] {
            let string = String(decoding: Array(text.utf8), as: UTF8.self)
            let (low, high) = withUnsafeBytes(of: string) {
                ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            guard high >> 61 == 0b111, Int(truncatingIfNeeded: (high >> 56) & 0xF) == text.utf8.count else {
                return false
            }
            let padded = Array(text.utf8) + Array(repeating: 0, count: 16 - text.utf8.count)
            let words = withUnsafeBytes(of: (low, high & 0x00FF_FFFF_FFFF_FFFF)) { Array($0) }
            guard words == padded else { return false }
        }
        let accented = String(decoding: Array("\u{E9}t\u{E9}".utf8), as: UTF8.self)
        let accentedHigh = withUnsafeBytes(of: accented) { $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) }
        return accentedHigh >> 61 != 0b111
    }

    /// A native heap string's byte address and count, read off its words, are those its `utf8` view hands out; a
    /// literal (not in a heap object) has none.
    private static func heapStringsAreReadable() -> Bool {
        for text in ["an identifier longer than fifteen bytes", "\u{FC}n\u{EF}c\u{F6}d\u{E9}, longer than 15 bytes"] {
            let string = String(decoding: Array(text.utf8), as: UTF8.self)
            let read = withUnsafeBytes(of: string) { listDiffNativeStringBytes($0.baseAddress!) }
            let handed = string.utf8.withContiguousStorageIfAvailable { UnsafeRawBufferPointer($0) }
            guard let read, let handed, read.baseAddress == handed.baseAddress, read.count == handed.count else {
                return false
            }
        }
        let literal = "a literal longer than fifteen bytes"
        return withUnsafeBytes(of: literal) { listDiffNativeStringBytes($0.baseAddress!) } == nil
    }
    #endif
}
