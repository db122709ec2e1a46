import Foundation

/// When a ``ListAdapterUpdater`` runs its queued changes (IGListKit's `IGListUpdateCoalescer`): a pure policy over
/// the times it is given, so that any clock drives it.
struct ListUpdateCoalescer {
    /// What to do with a request.
    enum Decision: Equatable {
        /// An update is already on its way: nothing to do.
        case alreadyQueued
        /// Run the update now, inside the request.
        case now
        /// Run the update after this many seconds (0: the next main-actor turn).
        case after(TimeInterval)
    }

    var config = ListAdaptiveCoalescingExperimentConfig() {
        didSet { interval = config.minInterval }
    }
    private(set) var hasQueuedUpdate = false
    private(set) var lastUpdateStart: TimeInterval?
    /// The current coalescing interval (adaptive only).
    private(set) var interval: TimeInterval = 0

    /// Decides how a request made at `now` runs; a delayed decision marks an update as queued.
    mutating func request(now: TimeInterval, isViewVisible: Bool) -> Decision {
        guard !hasQueuedUpdate else { return .alreadyQueued }
        guard config.enabled else {
            hasQueuedUpdate = true
            return .after(0)
        }
        let visible = isViewVisible || !config.useMaxIntervalWhenViewNotVisible
        let current = interval
        let elapsed = lastUpdateStart.map { now - $0 }
        if visible {
            if let elapsed, elapsed <= current {
                interval = min(current + config.intervalIncrement, config.maxInterval)
            } else {
                interval = config.minInterval
                return .now
            }
        }
        hasQueuedUpdate = true
        let remaining = visible ? current - (elapsed ?? 0) : config.maxInterval
        return .after(max(remaining, 0))
    }

    /// An update started at `now` (the queued one, or one run at once).
    mutating func didStartUpdate(at now: TimeInterval) {
        hasQueuedUpdate = false
        lastUpdateStart = now
    }

    /// Forgets the queued update (``ListAdapterUpdater/flush()`` ran everything).
    mutating func cancelQueuedUpdate() {
        hasQueuedUpdate = false
    }
}
