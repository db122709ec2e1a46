import Foundation

extension ListAdapter {
    /// Performs an update from the data source's objects and waits until it is applied (IGListSwiftKit's
    /// `performUpdates(animated:) async`).
    ///
    /// ```swift
    /// let finished = await adapter.performUpdates(animated: true)
    /// ```
    ///
    /// The update runs on the updater's next turn (``ListAdapterUpdater/flush()`` or its scheduler's task), so an
    /// updater whose flushes are manual (`schedulesFlushAutomatically == false`) needs a flush from elsewhere.
    ///
    /// - Parameter animated: whether the change animates.
    /// - Returns: whether the update finished.
    @discardableResult
    public func performUpdates(animated: Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            performUpdates(animated: animated) { finished in continuation.resume(returning: finished) }
        }
    }

    /// Reloads everything, with new section controllers, and waits until it is applied (IGListSwiftKit's
    /// `reloadData() async`).
    ///
    /// - Returns: whether the reload finished.
    @discardableResult
    public func reloadData() async -> Bool {
        await withCheckedContinuation { continuation in
            reloadData { finished in continuation.resume(returning: finished) }
        }
    }
}
