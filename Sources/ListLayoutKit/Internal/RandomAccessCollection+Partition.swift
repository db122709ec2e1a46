extension RandomAccessCollection where Index == Int {
    /// The first index of `range` (default: all) whose element satisfies `predicate`, for a predicate that is
    /// false then true along the range; `range.upperBound` when none does.
    ///
    /// - Complexity: O(log *n*).
    func partitioningIndex(in range: Range<Int>? = nil, where predicate: (Element) -> Bool) -> Int {
        var low = range?.lowerBound ?? startIndex
        var high = range?.upperBound ?? endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
