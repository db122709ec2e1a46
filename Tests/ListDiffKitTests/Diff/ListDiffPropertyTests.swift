import ListDiffKit
import ListTestSupport
import Testing

/// Properties of the diff over random pairs of arrays with duplicates, moves, updates, inserts and deletes.
@Suite struct ListDiffPropertyTests {
    static let seed: UInt64 = 0x4C69_7374_4469_6666
    static let pairCount = 10_000

    @Test func test_whenDiffingRandomPairs_thatApplyingTheResultGivesTheNewArray_andMatchesTheReference() {
        var rng = SplitMix64(seed: Self.seed)
        var failures = 0
        var covered = (duplicates: 0, moves: 0, updates: 0, inserts: 0, deletes: 0)
        for pair in 0..<Self.pairCount {
            let (old, new) = Self.randomPair(using: &rng)
            let result = ListDiff(oldArray: old, newArray: new)
            if Set(old.map(\.id)).count < old.count { covered.duplicates += 1 }
            if !result.moves.isEmpty { covered.moves += 1 }
            if !result.updates.isEmpty { covered.updates += 1 }
            if !result.inserts.isEmpty { covered.inserts += 1 }
            if !result.deletes.isEmpty { covered.deletes += 1 }
            let problem = Self.check(result, old: old, new: new)
            if let problem {
                failures += 1
                if failures <= 3 {
                    Issue.record("seed \(Self.seed), pair \(pair): \(problem)\nold: \(old)\nnew: \(new)")
                }
            }
        }
        #expect(failures == 0, "seed \(Self.seed): \(failures) of \(Self.pairCount) pairs failed")
        // The generator exercises every kind of change (each in well over a tenth of the pairs).
        for (kind, count) in [("duplicates", covered.duplicates), ("moves", covered.moves), ("updates", covered.updates),
                              ("inserts", covered.inserts), ("deletes", covered.deletes)] {
            #expect(count > Self.pairCount / 10, "only \(count) pairs with \(kind)")
        }
    }

    @Test func test_whenDiffingRandomPairsAsPaths_thatPathsMirrorTheIndexes() {
        var rng = SplitMix64(seed: Self.seed &+ 1)
        for pair in 0..<1_000 {
            let (old, new) = Self.randomPair(using: &rng)
            let indexes = ListDiff(oldArray: old, newArray: new).resultForBatchUpdates()
            let paths = ListDiffPaths(fromSection: 3, toSection: 4, oldArray: old, newArray: new).resultForBatchUpdates()
            #expect(paths.inserts.map(\.item) == indexes.inserts, "seed \(Self.seed &+ 1), pair \(pair)")
            #expect(paths.deletes.map(\.item) == indexes.deletes, "seed \(Self.seed &+ 1), pair \(pair)")
            #expect(paths.moves.map { ListMoveIndex(from: $0.from.item, to: $0.to.item) } == indexes.moves)
            #expect(Set(paths.inserts.map(\.section) + paths.moves.map(\.to.section)).isSubset(of: [4]))
        }
    }

    /// Returns what is wrong with `result`, or `nil`.
    static func check(_ result: ListIndexSetResult, old: [Row], new: [Row]) -> String? {
        guard old.count + result.inserts.count - result.deletes.count == new.count else {
            return "old.count + inserts - deletes != new.count"
        }
        let reference = ReferenceHeckelDiff.diff(old, new)
        guard result.inserts == reference.inserts, result.deletes == reference.deletes,
              result.updates == reference.updates, result.moves == reference.moves
        else { return "differs from the reference: \(result.inserts) \(result.deletes) \(result.updates) \(result.moves) vs \(reference)" }
        for (id, index) in reference.oldIndexMap where result.oldIndex(for: id) != index { return "oldIndex(for: \(id))" }
        for (id, index) in reference.newIndexMap where result.newIndex(for: id) != index { return "newIndex(for: \(id))" }
        if result.oldIndex(for: -1) != nil || result.newIndex(for: -1) != nil { return "a missing id has an index" }
        guard apply(result, to: old, new: new) == new else { return "applying the result does not give the new array" }
        return nil
    }

    /// Applies a result as a collection view would: deletes and move sources leave, inserts and move destinations
    /// take their new places, the other kept elements fill the remaining places in their old order; updated elements
    /// take their new version, the others keep their old one.
    static func apply(_ result: ListIndexSetResult, to old: [Row], new: [Row]) -> [Row] {
        var slots = [Row?](repeating: nil, count: new.count)
        let updated = Set(result.updates)
        func version(_ oldIndex: Int, at newIndex: Int) -> Row {
            updated.contains(oldIndex) ? new[newIndex] : old[oldIndex]
        }
        for index in result.inserts { slots[index] = new[index] }
        var leaving = Set(result.deletes)
        for move in result.moves {
            slots[move.to] = version(move.from, at: move.to)
            leaving.insert(move.from)
        }
        var free = slots.indices.filter { slots[$0] == nil }.makeIterator()
        for index in old.indices where !leaving.contains(index) {
            guard let slot = free.next() else { return [] }
            slots[slot] = version(index, at: slot)
        }
        return slots.map { $0 ?? Row(-1) }
    }

    /// An old array of up to 12 rows with few distinct ids (so duplicates are common) and a new array made from it by
    /// deletes, inserts, content changes and reordering.
    static func randomPair(using rng: inout SplitMix64) -> ([Row], [Row]) {
        let idRange = Int.random(in: 1...10, using: &rng)
        let old = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
            Row(Int.random(in: 0..<idRange, using: &rng), String(Int.random(in: 0..<3, using: &rng)))
        }
        var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let row = Row(Int.random(in: 0..<(idRange + 2), using: &rng), String(Int.random(in: 0..<3, using: &rng)))
            new.insert(row, at: Int.random(in: 0...new.count, using: &rng))
        }
        for index in new.indices where Int.random(in: 0..<5, using: &rng) == 0 {
            new[index].text = String(Int.random(in: 0..<3, using: &rng))
        }
        if new.count > 1 {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng))
            }
        }
        return (old, new)
    }
}

@Suite struct ListDiffLargeArrayTests {
    /// Identifiers that share their low bits (multiples of 2³²), negative ones, and the extremes all hash apart.
    @Test func test_whenIntegerIdsShareLowBits_withThousandsOfRows_thatTheDiffMatchesTheReference() {
        var rng = SplitMix64(seed: 7)
        let ids = (0..<3_000).map { $0 << 32 } + (1...1_000).map { -$0 } + [Int.min, Int.max, 0]
        let old = ids.shuffled(using: &rng).map { Row($0, "a") }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }.shuffled(using: &rng)
        for index in new.indices where index % 7 == 0 { new[index].text = "b" }
        new += (1...500).map { Row($0 << 40 | 1, "c") }
        let result = ListDiff(oldArray: old, newArray: new)
        let reference = ReferenceHeckelDiff.diff(old, new)
        #expect(result.inserts == reference.inserts)
        #expect(result.deletes == reference.deletes)
        #expect(result.updates == reference.updates)
        #expect(result.moves == reference.moves)
        #expect(result.oldIndex(for: Int.min) == reference.oldIndexMap[Int.min])
        #expect(ListDiffPropertyTests.apply(result, to: old, new: new) == new)
    }
}
