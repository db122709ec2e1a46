extension ListAdapterUpdater {
    /// Runs `body` and returns every change the updater applied while it ran, oldest first: batch updates and
    /// reloads, each with whether it animates and, for a fallback reload, why. Transitions are recorded only inside
    /// such a scope: outside one nothing accumulates.
    ///
    /// Scopes nest: an inner scope returns what was applied while it ran, and the outer scope gets it too. When
    /// `body` throws, its scope closes and the error propagates; the changes applied before the throw stay in the
    /// outer scopes. Updates still queued when `body` returns are not in the scope: call ``flush()`` inside it.
    ///
    /// ```swift
    /// let transitions = updater.recordTransitions {
    ///     adapter.performUpdates(animated: true)
    ///     updater.flush()
    /// }
    /// let animation = ListTransition(transitions[0])
    /// ```
    ///
    /// - Parameter body: queues and runs updates.
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
