@testable import ListDiffKit
import ListTestSupport
import Testing

/// The identifier table's fast hashes: `String` ids hashed from their UTF-8 bytes must keep Swift's `==` (canonical
/// equivalence), tell apart every byte of every length, survive input that collides (forced), and give the same diff
/// as `Int` ids would.
@Suite struct ListIdentifierHashingTests {
    /// Fixed secrets, so that these tests do not depend on the process's random seed.
    static let seeds = ListIdentifierHashSeeds(
        first: 0x9E37_79B9_7F4A_7C15, second: 0xC2B2_AE3D_27D4_EB4F, third: 0x1656_67B1_9E37_79F9, keptBits: 64)

    /// Seeds that keep only `bits` low bits of each hash: `bits == 0` makes every identifier collide.
    static func colliding(bits: UInt64) -> ListIdentifierHashing {
        .fast(ListIdentifierHashSeeds(first: seeds.first, second: seeds.second, third: seeds.third, keptBits: bits))
    }

    @Test func test_whenStringsAreCanonicallyEquivalent_thatTheyHashAlike_andDiffAsOneIdentifier() {
        // Precomposed é vs e + combining acute; the Kelvin sign and the Ohm sign are canonically K and Ω.
        let pairs = [("\u{E9}", "e\u{301}"), ("K", "\u{212A}"), ("\u{3A9}", "\u{2126}"), ("caf\u{E9}-1", "cafe\u{301}-1")]
        for (precomposed, other) in pairs {
            #expect(precomposed == other)
            #expect(Self.seeds.stringHash(precomposed) == Self.seeds.stringHash(other), "\(precomposed.unicodeScalars.map(\.value))")
        }
        let result = ListDiff(oldArray: pairs.map(\.0), newArray: pairs.map(\.1))
        #expect(!result.hasChanges)
        #expect(result.oldIndex(for: "\u{212A}") == 1)
        #expect(result.newIndex(for: "e\u{301}") == 0)
    }

    @Test func test_whenAStringIsStoredNatively_thatItHashesAsTheSmallStringWithTheSameBytes() {
        for text in ["", "a", "abc", "item-42", "0123456789abcde", "0123456789abcdef", String(repeating: "x", count: 40)] {
            var native = String()
            native.reserveCapacity(100)  // Heap storage even for short contents.
            native += text
            #expect(Self.seeds.stringHash(native) == Self.seeds.stringHash(text), "\(text)")
        }
    }

    @Test func test_whenASmallASCIIStringIsHashedFromItsWords_thatItIsTheHashOfItsBytes() {
        // Every length a small string has (0–15 bytes), random ASCII contents: the hash read off the string's two
        // words equals the byte hash of its UTF-8, and that of the same text in heap storage.
        var rng = SplitMix64(seed: 16)
        for count in 0...15 {
            for _ in 0..<20 {
                let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next() % 95 + 32) }
                let small = String(decoding: bytes, as: UTF8.self)
                var native = String()
                native.reserveCapacity(64)
                native += small
                let expected = bytes.withUnsafeBytes { Self.seeds.bytesHash($0).hash }
                #expect(Self.seeds.stringHash(small) == expected, "\(small)")
                #expect(Self.seeds.stringHash(native) == expected, "\(small)")
            }
        }
    }

    @Test func test_whenEqualIdsAreStoredDifferently_thatTheyPairAsOneIdentifier() {
        // Small strings on one side, the same texts in heap storage (other bits) on the other: one identifier each.
        let small = (0..<300).map { "id-\($0)" }
        let native = small.reversed().map { text -> String in
            var copy = String()
            copy.reserveCapacity(32)
            copy += text
            return copy
        }
        let result = ListDiff(oldArray: small, newArray: native)
        #expect(result.inserts == [])
        #expect(result.deletes == [])
        #expect(result.moves.count == 300)
        #expect(result.newIndex(for: "id-0") == 299)
    }

    @Test func test_whenStringsDifferInOneByteOrInLength_thatTheirHashesDiffer() {
        var hashes = Set<UInt64>()
        var strings = 0
        for length in 0...70 {
            let base = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            hashes.insert(Self.seeds.stringHash(String(decoding: base, as: UTF8.self)))
            strings += 1
            for position in 0..<length {
                var bytes = base
                bytes[position] = UInt8(ascii: "b")
                hashes.insert(Self.seeds.stringHash(String(decoding: bytes, as: UTF8.self)))
                strings += 1
            }
            // Zero bytes: "\0", "\0\0", … differ only in length.
            if length > 0 {
                hashes.insert(Self.seeds.stringHash(String(repeating: "\0", count: length)))
                strings += 1
            }
        }
        #expect(hashes.count == strings)
    }

    @Test func test_whenEveryIdentifierCollides_thatTheDiffIsTheSameAsWithIntegerIds() {
        var rng = SplitMix64(seed: 0x4861_7368)
        let forms: [(Int) -> String] = [
            { "item-\($0)" },  // a small string
            { "a-much-longer-identifier-than-sixteen-bytes-\($0)" },  // heap storage, several 16-byte steps
            { "caf\u{E9}-\($0)" },  // not ASCII: hashed through its NFC form
        ]
        for pair in 0..<2_000 {
            let (old, new) = ListDiffPropertyTests.randomPair(using: &rng)
            let expected = ListDiff(oldArray: old, newArray: new)
            let form = forms[pair % forms.count]
            let stringOld = old.map { StringRow(id: form($0.id), text: $0.text) }
            let stringNew = new.map { StringRow(id: form($0.id), text: $0.text) }
            for bits: UInt64 in [0, 2, 64] {
                let result = listDiff(oldArray: stringOld, newArray: stringNew, option: .equality, hashing: Self.colliding(bits: bits))
                #expect(result.inserts == expected.inserts, "pair \(pair), \(bits) bits")
                #expect(result.deletes == expected.deletes, "pair \(pair), \(bits) bits")
                #expect(result.updates == expected.updates, "pair \(pair), \(bits) bits")
                #expect(result.moves == expected.moves, "pair \(pair), \(bits) bits")
                for row in old + new {
                    #expect(result.oldIndex(for: form(row.id)) == expected.oldIndex(for: row.id))
                    #expect(result.newIndex(for: form(row.id)) == expected.newIndex(for: row.id))
                }
            }
        }
    }

    @Test func test_whenThousandsOfIdentifiersCollide_thatTheTableFallsBackToSipHash_andKeepsEveryEntry() {
        let count = 5_000
        let table = ListIdentifierTable<String>(capacity: count, hashing: Self.colliding(bits: 0))
        for index in 0..<count {
            let (entry, inserted) = table.findOrInsert("id-\(index)")
            #expect(inserted && entry == index)
            _ = table.checkProbes()
        }
        #expect(table.usesStandardHashing)
        for index in 0..<count { #expect(table.entry(for: "id-\(index)") == index) }
        #expect(table.entry(for: "id-\(count)") == nil)
        for index in 0..<count { #expect(table.findOrInsert("id-\(index)") == (index, false)) }
    }

    @Test func test_whenALargeDiffCollides_thatItFallsBackMidDiff_andMatchesTheIntegerDiff() {
        var rng = SplitMix64(seed: 11)
        let old = (0..<6_000).map { Row($0, "a") }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }.shuffled(using: &rng)
        for index in new.indices where index % 9 == 0 { new[index].text = "b" }
        new += (6_000..<6_500).map { Row($0, "c") }
        let expected = ListDiff(oldArray: old, newArray: new)
        let result = listDiff(
            oldArray: old.map { StringRow(id: "\($0.id)", text: $0.text) },
            newArray: new.map { StringRow(id: "\($0.id)", text: $0.text) }, option: .equality,
            hashing: Self.colliding(bits: 0))
        #expect(result.inserts == expected.inserts)
        #expect(result.deletes == expected.deletes)
        #expect(result.updates == expected.updates)
        #expect(result.moves == expected.moves)
        #expect(result.oldIndex(for: "5999") == expected.oldIndex(for: 5999))
    }

    @Test func test_whenIdentifiersShareLongPrefixes_thatTheProcessHashKeepsProbesShort() {
        // Strings alike but for their last bytes, or for one byte beyond the first 16, stay spread out: the table
        // never needs its fallback (which would mean the hash ignores those bytes).
        let prefix = String(repeating: "p", count: 40)
        let families: [[String]] = [
            (0..<20_000).map { "\(prefix)\($0)" },
            (0..<20_000).map { "\($0)\(prefix)" },
            (0..<20_000).map { String(repeating: "q", count: 17 + $0 % 5) + "\($0)" },
        ]
        for ids in families {
            let table = ListIdentifierTable<String>(capacity: ids.count)
            for id in ids { _ = table.findOrInsert(id) }
            #expect(table.probes < 4 * ids.count, "\(table.probes) probes for \(ids.count) ids")
            #expect(!table.checkProbes())
            #expect(table.count == ids.count)
        }
    }

    /// The text of id `id` in one of the forms of the property test below: `form` picks it, `side` (0 old, 1 new)
    /// changes only how a non-ASCII text is spelled (precomposed or decomposed: canonically equivalent, other bytes).
    static func text(of id: Int, form: Int, side: Int) -> String {
        let prefix = String(repeating: "shared-prefix/", count: 3)  // 42 bytes alike before the part that differs
        switch form {
        case 0: return "u-\(id)"  // a small string
        case 1: return "\(prefix)\(id)"  // heap, differs in the last bytes
        case 2: return "\(prefix)\(id)\(prefix)"  // heap, differs in the middle
        case 3: return String(repeating: "x", count: 16 + id % 9) + "\(id / 9)"  // lengths 17-25 around the 16-byte step
        case 4: return side == 0 ? "caf\u{E9}-\(id)-\(prefix)" : "cafe\u{301}-\(id)-\(prefix)"  // not ASCII, NFC vs NFD
        default: return "\u{4E2D}\u{6587}-\(id)"  // not ASCII, small
        }
    }

    /// A new `String` object (heap storage) with the text of `text`, as parsing a file makes it.
    static func heapCopy(_ text: String) -> String {
        var copy = String()
        copy.reserveCapacity(text.utf8.count + 16)
        copy += text
        return copy
    }

    @Test func test_whenIdsAreLongNonASCIIOrShareLongPrefixes_andEachSideHasItsOwnStrings_thatTheDiffIsTheIntegerDiff() {
        // Seeded: each id gets a form (small, long with a shared prefix, differing in the middle, around the
        // 16-byte step, non-ASCII spelled NFC on one side and NFD on the other); the old and new arrays hold
        // different String objects (and sometimes a small string against a heap one). The identifier table must
        // pair exactly the ids that `==` pairs, under the process hash and with forced collisions.
        var rng = SplitMix64(seed: 0x5549_4431_36)
        for pair in 0..<1_500 {
            var (old, new) = ListDiffPropertyTests.randomPair(using: &rng)
            if pair % 50 == 0 {  // Some long arrays, so that batches of probes fill up and wrap.
                old = (0..<300).map { Row(Int.random(in: 0..<200, using: &rng), String($0 % 3)) }
                new = old.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }.shuffled(using: &rng)
                new += (0..<40).map { _ in Row(Int.random(in: 0..<260, using: &rng), "n") }
            }
            let forms = (0..<300).map { _ in Int.random(in: 0..<6, using: &rng) }
            let heapOnOld = Bool.random(using: &rng)
            let expected = ListDiff(oldArray: old, newArray: new)
            func rows(_ rows: [Row], side: Int) -> [StringRow] {
                rows.map { row in
                    let text = Self.text(of: row.id, form: forms[row.id], side: side)
                    return StringRow(id: (side == 0) == heapOnOld ? Self.heapCopy(text) : text, text: row.text)
                }
            }
            let (stringOld, stringNew) = (rows(old, side: 0), rows(new, side: 1))
            let standardLibraryReads = ListIdentifierHashing.fast(ListIdentifierHashSeeds(
                first: Self.seeds.first, second: Self.seeds.second, third: Self.seeds.third, keptBits: 64,
                readsStringWords: false))
            let hashings = [.fast(.process), Self.colliding(bits: 0), Self.colliding(bits: 3), standardLibraryReads]
            for hashing in hashings {
                let result = listDiff(oldArray: stringOld, newArray: stringNew, option: .equality, hashing: hashing)
                #expect(result.inserts == expected.inserts, "pair \(pair)")
                #expect(result.deletes == expected.deletes, "pair \(pair)")
                #expect(result.updates == expected.updates, "pair \(pair)")
                #expect(result.moves == expected.moves, "pair \(pair)")
                for row in old + new {
                    let text = Self.text(of: row.id, form: forms[row.id], side: 1)
                    #expect(result.oldIndex(for: text) == expected.oldIndex(for: row.id), "pair \(pair), \(text)")
                    #expect(result.newIndex(for: text) == expected.newIndex(for: row.id), "pair \(pair), \(text)")
                }
            }
        }
    }

    @Test func test_whenTheProcessStarts_thatItsStringLayoutIsTheOneTheFastPathsRead() {
        // The table and the hash read strings' words only once the layout is confirmed; on the toolchain we build
        // with it must be, or every String-id diff would quietly take the slower standard-library path.
        #expect(ListStringStorage.isReadable)
        #expect(ListIdentifierHashSeeds.process.readsStringWords)
        #expect(ListIdentifierTable<String>(capacity: 4).readsStringWords)
        #expect(!ListIdentifierTable<Int>(capacity: 4).readsStringWords)
        // Without the words, a string hashes the same through its `utf8` view.
        let viewOnly = ListIdentifierHashSeeds(
            first: Self.seeds.first, second: Self.seeds.second, third: Self.seeds.third, keptBits: 64,
            readsStringWords: false)
        #expect(!ListIdentifierTable<String>(capacity: 4, hashing: .fast(viewOnly)).readsStringWords)
        for text in ["", "item-7", "listpreview 15b", "8F14E45F-CEEA-467F-A0E6-0D4C1E2A9B3C", "caf\u{E9} au lait, heap"] {
            let heap = Self.heapCopy(text)
            #expect(viewOnly.hash(heap) == Self.seeds.hash(heap), "\(text)")
            #expect(viewOnly.hash(text) == Self.seeds.hash(text), "\(text)")
        }
    }

    @Test func test_whenAStringIsReadFromItsWords_thatItsBytesAreItsUTF8_orNilWhenNotInANativeObject() {
        // The diff reads a heap string's bytes off its two words (to compare them inline, and to bring them into
        // cache ahead of a probe): for every native string those must be exactly its UTF-8; for a small string or
        // a literal (not in a native object) there are none.
        var rng = SplitMix64(seed: 36)
        for length in 16...90 {
            let scalars = (0..<length).map { _ in Unicode.Scalar(UInt8(truncatingIfNeeded: rng.next() % 95 + 32)) }
            var text = String(String.UnicodeScalarView(scalars))
            if length % 3 == 0 { text += "\u{E9}\u{4E2D}" }
            let native = Self.heapCopy(text)
            let bytes = withUnsafeBytes(of: native) { listDiffNativeStringBytes($0.baseAddress!).map { Array($0) } }
            #expect(bytes == Array(native.utf8), "\(length)")
            let touched = withUnsafeBytes(of: native) { listDiffTouchNativeString($0.baseAddress!) }
            #expect(touched == UInt64(native.utf8.first!) + UInt64(native.utf8.last!))
        }
        let small = "small"
        let literal = "a literal longer than fifteen bytes"
        for string in [small, literal, ""] {
            #expect(withUnsafeBytes(of: string) { listDiffNativeStringBytes($0.baseAddress!) } == nil, "\(string)")
            #expect(withUnsafeBytes(of: string) { listDiffTouchNativeString($0.baseAddress!) } == 0)
        }
        // Equal bytes only when the texts are equal; a different length or any different byte is told apart.
        let base = Self.heapCopy(String(repeating: "0123456789", count: 5))
        for position in 0..<50 {
            var bytes = Array(base.utf8)
            bytes[position] = UInt8(ascii: "x")
            let other = String(decoding: bytes, as: UTF8.self)
            let same = withUnsafeBytes(of: base) { a in
                withUnsafeBytes(of: other) { b in
                    listDiffSameBytes(listDiffNativeStringBytes(a.baseAddress!)!, listDiffNativeStringBytes(b.baseAddress!)!)
                }
            }
            #expect(!same, "\(position)")
        }
        let copy = Self.heapCopy(base)
        let shorter = Self.heapCopy(String(base.dropLast()))
        withUnsafeBytes(of: base) { a in
            withUnsafeBytes(of: copy) { b in
                #expect(listDiffSameBytes(listDiffNativeStringBytes(a.baseAddress!)!, listDiffNativeStringBytes(b.baseAddress!)!))
            }
            withUnsafeBytes(of: shorter) { b in
                #expect(!listDiffSameBytes(listDiffNativeStringBytes(a.baseAddress!)!, listDiffNativeStringBytes(b.baseAddress!)!))
            }
        }
    }
}

/// A model with a `String` identifier and a `String` content.
struct StringRow: ListDiffableValue {
    var id: String
    var text: String
    var diffIdentity: String { id }
    func isEqual(toDiffableObject other: StringRow) -> Bool { text == other.text }
}
