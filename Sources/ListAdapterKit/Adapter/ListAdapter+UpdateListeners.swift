extension ListAdapter {
    /// Adds a listener told when each update finishes (held weakly; adding one twice has no effect).
    public func addUpdateListener(_ listener: any ListAdapterUpdateListener) {
        updateListeners.removeAll { $0.listener == nil }
        guard !updateListeners.contains(where: { $0.listener === listener }) else { return }
        updateListeners.append(ListWeakUpdateListener(listener: listener))
    }

    /// Removes a listener.
    public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) {
        updateListeners.removeAll { $0.listener == nil || $0.listener === listener }
    }

    /// Tells the listeners that an update finished.
    func notifyUpdateListeners(_ update: ListAdapterUpdateType, animated: Bool) {
        for entry in updateListeners {
            entry.listener?.listAdapter(self, didFinishUpdate: update, animated: animated)
        }
    }
}
