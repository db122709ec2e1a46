@testable import ListAnimationKit
import ListTestSupport
import Testing

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func test_whenOneElementJumpsToTheFront_thatOnlyItMoves() {
        #expect(LongestIncreasingSubsequence.positions(of: [3, 0, 1, 2]) == [1, 2, 3])
        #expect(LongestIncreasingSubsequence.moved([(0, 3), (1, 0), (2, 1), (3, 2)]) == [0])
        #expect(LongestIncreasingSubsequence.positions(of: []) == [])
    }

    @Test func test_whenRandomPermutations_thatTheRunIsIncreasing_andAsLongAsTheQuadraticAnswer() {
        let seed: UInt64 = 0xA11_A7E
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let values = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...20, using: &random) }
            let positions = LongestIncreasingSubsequence.positions(of: values).sorted()
            let run = positions.map { values[$0] }
            #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed), values \(values)")
            var best = Array(repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
            }
            #expect(positions.count == (best.max() ?? 0), "seed \(seed), values \(values)")
        }
    }
}
