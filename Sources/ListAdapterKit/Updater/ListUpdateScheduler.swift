import Foundation

/// The clock and the timer of a ``ListAdapterUpdater``: when it runs its queued changes, and how long ago its last
/// update started (for ``ListAdaptiveCoalescingExperimentConfig``).
///
/// ``ListMainActorUpdateScheduler`` (the default) uses the monotonic clock and main-actor tasks, as IGListKit uses
/// `dispatch_async`/`dispatch_after` on the main queue; ``ListManualUpdateScheduler`` is a clock you move by hand.
@MainActor
public protocol ListUpdateScheduler: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Runs `work` on the main actor once `delay` seconds have passed (0: on a later main-actor turn, never inside
    /// this call).
    ///
    /// - Parameters:
    ///   - delay: seconds to wait, at least 0.
    ///   - work: what to run.
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
}
