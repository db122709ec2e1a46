/// One row of the tableau: `basic = constant + Σ coefficient · symbol` (or, before it has a basic symbol,
/// `0 = constant + Σ coefficient · symbol`).
///
/// Sparse and sorted: its terms, a region of the tableau's ``TermPool``, ascend by symbol (symbols are numbered in
/// creation order). Sorted storage makes every walk over a row visit its terms in one order on every run and
/// machine, and lets two rows merge in one pass. A coefficient whose magnitude falls to `Row.epsilon` or below is
/// dropped. A row is a header (constant, region, mask): every operation on its terms takes the pool, and two
/// headers never share a region (``duplicated(in:)`` copies one).
///
/// `mask` has the bit of every symbol of the row set (and possibly of symbols it lost since; a merge sets exactly
/// those it writes): a clear bit proves a symbol absent, so the tableau's scans over all rows (substitution, the
/// ratio tests) skip the rows that do not hold it without searching them. It only ever skips work whose result is
/// "not in the row": no result changes.
struct Row: Sendable {
    /// Below this magnitude a coefficient is zero (the term is dropped) and a constant counts as zero.
    static let epsilon = 1.0e-8

    var constant: Double
    /// The first of the row's terms in the pool.
    private(set) var start: Int
    /// The number of terms.
    private(set) var count = 0
    /// A superset of the row's symbols (see above).
    private(set) var mask = SymbolMask()

    /// An empty row whose region starts at the pool's top (so that it grows in place while nothing else is
    /// written after it).
    init(constant: Double = 0, in pool: TermPool) {
        self.constant = constant
        start = pool.top
    }

    /// Whether the row has no terms (only a constant).
    var isConstant: Bool { count == 0 }

    /// The positions of the row's terms in the pool, in ascending symbol order.
    var range: Range<Int> { start..<(start + count) }

    /// The position of `symbol` in the pool, or where it would be inserted (binary search).
    private func position(of symbol: Symbol, in pool: TermPool) -> (index: Int, found: Bool) {
        var low = start
        var high = start + count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = pool.terms[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Whether the row may mention `symbol` (false: it does not).
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask.mayContain(symbol) }

    /// The coefficient of `symbol` (0 when it is not in the row).
    func coefficient(of symbol: Symbol, in pool: TermPool) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol, in: pool)
        return found ? pool.terms[index].coefficient : 0
    }

    /// Makes room for one more term at the region's end: in place when the region ends at the pool's top (a slot
    /// no region holds), else by moving the region there.
    private mutating func makeRoomForOneTerm(in pool: inout TermPool) {
        if start + count == pool.top {
            _ = pool.allocate(1)
        } else {
            relocate(reserving: 1, in: &pool)
        }
    }

    /// Copies the terms to the pool's top, with `extra` free slots after them; the old region becomes garbage.
    private mutating func relocate(reserving extra: Int, in pool: inout TermPool) {
        let target = pool.allocate(count + extra)
        var span = pool.terms.mutableSpan
        for offset in 0..<count { span[target + offset] = span[start + offset] }
        start = target
    }

    /// Before a change in place: moves the terms to the pool's top when they lie below its frozen mark (a
    /// checkpoint's: see ``Tableau/makeCheckpoint()``).
    @inline(__always)
    private mutating func makeWritable(in pool: inout TermPool) {
        if start < pool.frozen && count > 0 { relocate(reserving: 0, in: &pool) }
    }

    /// Adds `coefficient · symbol` to the row, dropping the term if it cancels.
    mutating func add(_ coefficient: Double, times symbol: Symbol, in pool: inout TermPool) {
        // A symbol past the last term (a constraint's new slack, error or dummy symbol): appended, no search.
        if count == 0 || pool.terms[start + count - 1].symbol < symbol {
            guard abs(coefficient) > Row.epsilon else { return }
            mask.insert(symbol)
            makeRoomForOneTerm(in: &pool)
            pool.terms[start + count] = RowTerm(symbol: symbol, coefficient: coefficient)
            count += 1
            return
        }
        let (index, found) = position(of: symbol, in: pool)
        let offset = index - start
        if found {
            makeWritable(in: &pool)
            let sum = pool.terms[start + offset].coefficient + coefficient
            if abs(sum) <= Row.epsilon {
                removeTerm(at: offset, in: &pool)
            } else {
                pool.terms[start + offset].coefficient = sum
            }
        } else if abs(coefficient) > Row.epsilon {
            mask.insert(symbol)
            makeWritable(in: &pool)
            makeRoomForOneTerm(in: &pool)
            var span = pool.terms.mutableSpan
            var position = start + count
            while position > start + offset {
                span[position] = span[position - 1]
                position -= 1
            }
            span[position] = RowTerm(symbol: symbol, coefficient: coefficient)
            count += 1
        }
    }

    /// Removes the row's term at `offset`, shifting the later ones down.
    private mutating func removeTerm(at offset: Int, in pool: inout TermPool) {
        makeWritable(in: &pool)
        var span = pool.terms.mutableSpan
        let end = start + count
        var position = start + offset
        while position + 1 < end {
            span[position] = span[position + 1]
            position += 1
        }
        count -= 1
    }

    /// Removes `symbol`'s term, returning its coefficient (0 when it was not there).
    @discardableResult
    mutating func remove(_ symbol: Symbol, in pool: inout TermPool) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol, in: pool)
        guard found else { return 0 }
        let coefficient = pool.terms[index].coefficient
        removeTerm(at: index - start, in: &pool)
        return coefficient
    }

    /// `self += factor · other`, merging the sorted terms in one pass into a new region at the pool's top (the old
    /// one becomes garbage): each term is written once. `skipping` (a symbol of `self`) is left out: substitution
    /// removes it in the same pass. `other` may not be this row's own region.
    mutating func add(_ other: Row, times factor: Double, in pool: inout TermPool, skipping: Symbol = -1) {
        constant += factor * other.constant
        let target = pool.allocate(count + other.count)
        let (written, merged) = Row.merge(
            start..<(start + count), other.range, factor: factor, skipping: skipping, into: target,
            span: pool.terms.mutableSpan)
        mask = merged
        // The slots the merge did not fill go back: the row ends at the top and may grow in place.
        pool.top = target + written
        start = target
        count = written
    }

    /// `mine + factor · theirs` (regions of the span) into the span from `out` on, dropping `skipping` and near-zero
    /// results; returns the count written and the mask of the symbols written. The output lies past both inputs.
    private static func merge(
        _ mine: Range<Int>, _ theirs: Range<Int>, factor: Double, skipping: Symbol, into out: Int,
        span: consuming MutableSpan<RowTerm>
    ) -> (count: Int, mask: SymbolMask) {
        var i = mine.lowerBound
        var j = theirs.lowerBound
        var written = out
        var mask = SymbolMask()
        // Both sides left: each term read once per step.
        while i < mine.upperBound && j < theirs.upperBound {
            let a = span[i]
            let b = span[j]
            if a.symbol < b.symbol {
                if a.symbol != skipping {
                    span[written] = a
                    mask.insert(a.symbol)
                    written += 1
                }
                i += 1
            } else if b.symbol < a.symbol {
                let value = factor * b.coefficient
                if abs(value) > Row.epsilon {
                    span[written] = RowTerm(symbol: b.symbol, coefficient: value)
                    mask.insert(b.symbol)
                    written += 1
                }
                j += 1
            } else {
                let value = a.coefficient + factor * b.coefficient
                if abs(value) > Row.epsilon {
                    span[written] = RowTerm(symbol: a.symbol, coefficient: value)
                    mask.insert(a.symbol)
                    written += 1
                }
                i += 1
                j += 1
            }
        }
        while i < mine.upperBound {
            if span[i].symbol != skipping {
                span[written] = span[i]
                mask.insert(span[i].symbol)
                written += 1
            }
            i += 1
        }
        while j < theirs.upperBound {
            let value = factor * span[j].coefficient
            if abs(value) > Row.epsilon {
                span[written] = RowTerm(symbol: span[j].symbol, coefficient: value)
                mask.insert(span[j].symbol)
                written += 1
            }
            j += 1
        }
        return (written - out, mask)
    }

    /// This row with its terms copied into a region of its own (a second header on one region would see the
    /// other's in-place changes).
    func duplicated(in pool: inout TermPool) -> Row {
        var copy = self
        copy.start = pool.allocate(count)
        var span = pool.terms.mutableSpan
        for offset in 0..<count { span[copy.start + offset] = span[start + offset] }
        return copy
    }

    /// Moves the row's terms to `target` of `terms` (the pool's compaction); returns the slot after them.
    mutating func move(from pool: TermPool, to target: Int, of terms: inout [RowTerm]) -> Int {
        for offset in 0..<count { terms[target + offset] = pool.terms[start + offset] }
        start = target
        return target + count
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double, in pool: inout TermPool) {
        constant *= factor
        makeWritable(in: &pool)
        var span = pool.terms.mutableSpan
        for index in range { span[index].coefficient *= factor }
    }

    /// Solves `0 = constant + … + a · subject + …` for `subject`: removes its term and divides the rest by `-a`,
    /// so the row reads `subject = …`.
    /// One pass: the terms before the subject's scale in place, those after it move down a slot as they scale (what
    /// removing the term and then scaling the row computes, with the same products).
    mutating func solve(for subject: Symbol, in pool: inout TermPool) {
        let (index, found) = mayContain(subject) ? position(of: subject, in: pool) : (start, false)
        guard found else {
            scale(by: -1 / 0.0, in: &pool)
            return
        }
        let offset = index - start
        makeWritable(in: &pool)
        let factor = -1 / pool.terms[start + offset].coefficient
        constant *= factor
        var span = pool.terms.mutableSpan
        let subjectIndex = start + offset
        for position in start..<subjectIndex { span[position].coefficient *= factor }
        for position in (subjectIndex + 1)..<(start + count) {
            var term = span[position]
            term.coefficient *= factor
            span[position - 1] = term
        }
        count -= 1
    }

    /// Solves `basic = … + a · entering + …` for `entering`: the row then reads `entering = …` with `basic` a term.
    mutating func solve(basic: Symbol, for entering: Symbol, in pool: inout TermPool) {
        add(-1, times: basic, in: &pool)
        solve(for: entering, in: &pool)
    }

    /// Replaces `symbol` by `row`'s right-hand side (`symbol = row`), if the row mentions it. Returns whether it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row, in pool: inout TermPool) -> Bool {
        guard mayContain(symbol) else { return false }
        let coefficient = self.coefficient(of: symbol, in: pool)
        guard coefficient != 0 else { return false }
        add(row, times: coefficient, in: &pool, skipping: symbol)
        return true
    }
}

/// One term of a row.
struct RowTerm: Sendable {
    var symbol: Symbol
    var coefficient: Double
}
