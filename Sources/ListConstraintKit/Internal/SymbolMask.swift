/// A superset of a row's symbols, one bit per `symbol % 64`: a clear bit proves a symbol absent.
struct SymbolMask: Sendable {
    private var bits: UInt64 = 0

    /// The bit of `symbol`.
    @inline(__always)
    private static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol & 63) }

    /// Sets `symbol`'s bit.
    @inline(__always)
    mutating func insert(_ symbol: Symbol) { bits |= SymbolMask.bit(symbol) }

    /// Whether `symbol`'s bit is set (false: the row does not mention it).
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { bits & SymbolMask.bit(symbol) != 0 }
}
