/// Going back to the tableau as it was when an operation is refused halfway (phase one of an add, the dual simplex
/// of a changed constant), without copying the term pool.
extension Tableau {
    /// The tableau as it was, without its term storage: the terms stay in the pool, which keeps every region below
    /// the checkpoint's top unchanged until the checkpoint is ended (rows move to the top before changing in place).
    struct Checkpoint {
        fileprivate let tableau: Tableau
    }

    /// Freezes the pool's regions and returns the tableau's headers; end it with ``restore(_:)`` or
    /// ``endCheckpoint()`` before the next operation.
    mutating func makeCheckpoint() -> Checkpoint {
        var copy = self
        // The copy holds no reference to the terms, so that the first change does not copy the whole pool.
        copy.pool.terms = []
        pool.frozen = pool.top
        return Checkpoint(tableau: copy)
    }

    /// Returns to the checkpoint: its headers over the pool's frozen regions; what was written since is dropped.
    mutating func restore(_ checkpoint: Checkpoint) {
        let terms = pool.terms
        self = checkpoint.tableau
        pool.terms = terms
    }

    /// Keeps the changes made since the checkpoint: regions may change in place again.
    mutating func endCheckpoint() {
        pool.frozen = 0
    }
}
