/// The terms of every row of a tableau, in one buffer: each ``Row`` is a region `start ..< start + count` of it.
///
/// ```
///   terms:  [ row 3 ][ garbage ][ objective ][ row 0 ][ row 1 ]| free ...
///                                                              ^ top
/// ```
///
/// A row that grows past its region is written again at the top (a merge always writes its result there), and the
/// region it left is garbage until ``Tableau`` compacts the pool between operations. So a tableau makes one buffer
/// for all its rows instead of one per row, a merge writes each term once, and a dropped solver frees one buffer.
/// A region that ends at `top` grows in place (a new row gaining its slack and error symbols).
///
/// Every slot below `terms.count` is initialised (free slots hold zero terms), so rows are read and written through
/// bounds-checked subscripts and spans, never raw pointers.
struct TermPool: Sendable {
    /// The storage: regions below ``top``, free slots from it to the end.
    var terms: [RowTerm] = []
    /// The first free slot.
    var top = 0
    /// Regions starting below this slot are a checkpoint's (``Tableau/makeCheckpoint()``): a row changes them
    /// only after moving them to the top. 0 when no checkpoint is kept.
    var frozen = 0
    /// ``top`` past which the next operation compacts the pool when most of it is garbage (see
    /// ``Tableau/beginOperation(pivotFactor:)``).
    var compactionMark = 4_096

    /// Makes room for `count` more terms at ``top`` (the buffer at least doubles, so growth is amortised).
    @inline(__always)
    mutating func reserve(_ count: Int) {
        let needed = top + count
        if needed > terms.count { grow(to: needed) }
    }

    /// A new buffer of at least `needed` slots (zero terms) with the first ``top`` copied: a zero-filled buffer is a
    /// plain fill, where appending repeated elements to the old one went element by element.
    @inline(never)
    private mutating func grow(to needed: Int) {
        var grown = [RowTerm](repeating: RowTerm(symbol: 0, coefficient: 0), count: max(needed, 2 * terms.count, 256))
        copyTerms(below: top, from: terms, into: &grown)
        terms = grown
    }

    /// Copies the first `count` terms of `source` over those of `target`.
    private func copyTerms(below count: Int, from source: [RowTerm], into target: inout [RowTerm]) {
        var span = target.mutableSpan
        let terms = source.span
        for index in 0..<count { span[index] = terms[index] }
    }

    /// Takes `count` slots at ``top``; returns the first.
    @inline(__always)
    mutating func allocate(_ count: Int) -> Int {
        reserve(count)
        let start = top
        top += count
        return start
    }
}
