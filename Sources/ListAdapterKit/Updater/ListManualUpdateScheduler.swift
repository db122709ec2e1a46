import Foundation

/// A ``ListUpdateScheduler`` whose clock moves only when told: scheduled work runs in ``advance(by:)`` once its
/// time has come, in time order (then in the order it was scheduled). For deterministic tests of coalescing.
///
/// ```swift
/// let scheduler = ListManualUpdateScheduler()
/// let updater = ListAdapterUpdater()
/// updater.scheduler = scheduler
/// adapter.performUpdates(animated: true)   // scheduled for the next turn
/// scheduler.advance(by: 0)                 // the turn: the update runs
/// ```
@MainActor
public final class ListManualUpdateScheduler: ListUpdateScheduler {
    private struct Entry {
        let due: TimeInterval
        let order: Int
        let work: @MainActor () -> Void
    }

    /// The current time in seconds; starts at 0.
    public private(set) var now: TimeInterval = 0
    private var entries: [Entry] = []
    private var nextOrder = 0

    /// Creates a scheduler at time 0 with nothing scheduled.
    public init() {}

    /// When the scheduled work is due, earliest first.
    public var pendingDueTimes: [TimeInterval] { entries.sorted(by: Self.isEarlier).map(\.due) }

    /// Keeps `work` until the clock reaches `now + delay`.
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        entries.append(Entry(due: now + max(delay, 0), order: nextOrder, work: work))
        nextOrder += 1
    }

    /// Moves the clock forward by `seconds`, running each piece of work when its time comes (work scheduled while
    /// advancing runs too if it falls due within the advance).
    ///
    /// - Parameter seconds: how far to move, at least 0.
    public func advance(by seconds: TimeInterval) {
        let end = now + max(seconds, 0)
        while let next = entries.sorted(by: Self.isEarlier).first, next.due <= end {
            entries.removeAll { $0.order == next.order }
            now = max(now, next.due)
            next.work()
        }
        now = end
    }

    private static func isEarlier(_ a: Entry, _ b: Entry) -> Bool {
        a.due != b.due ? a.due < b.due : a.order < b.order
    }
}
