/// Finds which kept elements stayed in order, so that only the others are reported as moved.
///
/// `ListDiff` reports moves as IGListKit does, unminimised: after an insert at the top, or when one item jumps to
/// the front, every shifted item counts as moved. For highlighting, an element is "moved" only when it is not in a
/// longest increasing subsequence of the old indexes taken in new order — the fewest elements that must move for
/// the rest to keep their relative order.
///
/// ```swift
/// LongestIncreasingSubsequence.positions(of: [3, 0, 1, 2])   // [1, 2, 3]: only the element at 0 moved
/// ```
enum LongestIncreasingSubsequence {
    /// The positions in `values` of one longest strictly increasing subsequence.
    ///
    /// - Parameter values: old indexes in new order.
    /// - Returns: the positions that stay.
    /// - Complexity: O(*n* log *n*).
    static func positions(of values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // tails[k]: position of the smallest tail of an increasing run of length k + 1
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: Set<Int> = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }

    /// The entries of `pairs` (new position, old index) that are not in the longest increasing run.
    ///
    /// - Parameter pairs: for each kept element, its new position and its old index, in new order.
    /// - Returns: the new positions of the elements that moved.
    static func moved(_ pairs: [(new: Int, old: Int)]) -> [Int] {
        let stay = positions(of: pairs.map(\.old))
        return pairs.indices.filter { !stay.contains($0) }.map { pairs[$0].new }
    }
}
