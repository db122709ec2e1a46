extension ListCollectionView {
    /// Runs `body` and returns every change applied to this collection view while it ran, oldest first: each batch
    /// update and each `reloadData()`, with the layouts, viewports and contents before and after it. Transitions are
    /// recorded only inside such a scope: outside one nothing accumulates (``lastTransition`` holds only the last
    /// change).
    ///
    /// Scopes nest: an inner scope returns what was applied while it ran, and the outer scope gets it too. When
    /// `body` throws, its scope closes and the error propagates; the changes applied before the throw stay in the
    /// outer scopes.
    ///
    /// ```swift
    /// let transitions = try collectionView.recordTransitions { () throws(ListBatchUpdateError) in
    ///     model.remove(at: 0)
    ///     try collectionView.deleteItems(at: [ListIndexPath(section: 0, item: 0)])
    /// }
    /// transitions.count          // 1
    /// transitions[0].deletedItems // [(0, 0)]
    /// ```
    ///
    /// Changes an adapter applies through a ``ListAdapterUpdater`` are recorded as the collection view applied them;
    /// ``ListAdapterUpdater/recordTransitions(_:)`` records them as the updater describes them (whether they
    /// animate, why it fell back to a reload).
    ///
    /// - Parameter body: applies changes.
    /// - Returns: the transitions of the changes applied while `body` ran.
    /// - Throws: what `body` throws.
    public func recordTransitions<Failure: Error>(
        _ body: () throws(Failure) -> Void
    ) throws(Failure) -> [ListUpdateTransition] {
        try transitionRecorder.scope(body)
    }

    /// Whether a ``recordTransitions(_:)`` scope is open.
    public var isRecordingTransitions: Bool { transitionRecorder.isRecording }
}
