import CListPreviewPNG
import ListTestSupport
import Testing

/// The CRC-32 a PNG's chunks carry (written with every chunk, checked on every golden compared) is PNG's, whichever
/// library computes it (libdeflate's since zlib's tables cost five times the instructions): the standard check value,
/// and seeded random bytes of 0 to 70,000 at any alignment, whole or continued piece by piece, give the bitwise
/// definition's value.
@Suite struct PNGChecksumTests {
    static func reference(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func crc(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { lp_crc32(crc, $0.baseAddress, $0.count) }
    }

    @Test func test_whenTheCheckStringIsSummed_thatItIsTheStandardCheckValue() {
        #expect(Self.crc(ArraySlice("123456789".utf8)) == 0xCBF4_3926)
        #expect(Self.crc([]) == 0)
    }

    @Test(arguments: Array(UInt64(1)...24))
    func test_whenRandomBytesAreSummedWholeOrInPieces_thatTheCRCIsTheBitwiseDefinitions(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let count = seed.isMultiple(of: 6)
            ? Int.random(in: 20_000...70_000, using: &rng) : Int.random(in: 0...3_000, using: &rng)
        let bytes = (0..<count + 7).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let start = Int.random(in: 0...7, using: &rng)  // any alignment
        let slice = bytes[start..<start + count]
        let expected = Self.reference(slice)
        #expect(Self.crc(slice) == expected, "seed \(seed): \(count) bytes")
        var crc: UInt32 = 0
        var offset = slice.startIndex
        while offset < slice.endIndex {
            let piece = min(slice.endIndex - offset, Int.random(in: 0...4_100, using: &rng))
            crc = Self.crc(slice[offset..<offset + piece], continuing: crc)
            offset += piece
        }
        #expect(crc == expected, "seed \(seed): \(count) bytes in pieces")
    }
}
