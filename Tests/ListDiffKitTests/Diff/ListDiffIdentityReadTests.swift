import ListDiffKit
import ListTestSupport
import Testing

/// How often, and how safely, the diff reads ``ListDiffableValue/diffIdentity``: in place, twice per element (to
/// hash it, then to look it up), copying it only into a new entry of its table.
struct ListDiffIdentityReadTests {
    /// Counts the reads of a computed identity.
    final class ReadCounter {
        var reads = 0
    }

    /// A model whose identity is computed on every read: a new heap string each time (longer than 15 bytes), so the
    /// diff cannot rely on any copy but the ones it keeps.
    struct ComputedRow: ListDiffableValue {
        var number: Int
        var value: Int
        let counter: ReadCounter

        var diffIdentity: String {
            counter.reads += 1
            return "computed-identity-\(number)"
        }

        func isEqual(toDiffableObject other: ComputedRow) -> Bool { value == other.value }
    }

    @Test func test_whenTheIdentityIsComputed_thatEachElementsIdentityIsReadTwice_andTheDiffIsTheIntegerDiff() {
        var random = SplitMix64(seed: 0x1D_7EAD)
        for round in 0..<40 {
            let counter = ReadCounter()
            // Ids from a small range, so that duplicates, deletes, inserts, moves and updates all occur.
            let old: [(Int, Int)] = (0..<Int.random(in: 0..<300, using: &random)).map { _ in
                (Int.random(in: 0..<120, using: &random), Int.random(in: 0..<2, using: &random))
            }
            let new: [(Int, Int)] = (0..<Int.random(in: 0..<300, using: &random)).map { _ in
                (Int.random(in: 0..<120, using: &random), Int.random(in: 0..<2, using: &random))
            }
            let computed = ListDiff(
                oldArray: old.map { ComputedRow(number: $0.0, value: $0.1, counter: counter) },
                newArray: new.map { ComputedRow(number: $0.0, value: $0.1, counter: counter) })
            #expect(counter.reads == 2 * (old.count + new.count), "round \(round)")
            let integer = ListDiff(
                oldArray: old.map { Row($0.0, "\($0.1)") }, newArray: new.map { Row($0.0, "\($0.1)") })
            #expect(computed.inserts == integer.inserts, "round \(round)")
            #expect(computed.deletes == integer.deletes, "round \(round)")
            #expect(computed.updates == integer.updates, "round \(round)")
            #expect(computed.moves == integer.moves, "round \(round)")
            for number in (old + new).map(\.0) {
                #expect(computed.oldIndex(for: "computed-identity-\(number)") == integer.oldIndex(for: number))
                #expect(computed.newIndex(for: "computed-identity-\(number)") == integer.newIndex(for: number))
            }
        }
    }

    @Test func test_whenIdsAreStoredStrings_thatTheResultKeepsItsOwnCopies_afterTheArraysAreGone() {
        var result: ListIndexSetResult?
        do {
            let old = (0..<64).map { Node("a stored identifier, number \($0)", "v") }
            let new = (0..<64).reversed().map { Node("a stored identifier, number \($0)", $0 == 7 ? "w" : "v") }
            result = ListDiff(oldArray: old, newArray: new)
        }
        #expect(result?.oldIndex(for: "a stored identifier, number 7") == 7)
        #expect(result?.newIndex(for: "a stored identifier, number 7") == 56)
        #expect(result?.updates == [7])
        #expect(result?.oldIndexMap.count == 64)
    }
}
