import Foundation

/// How ``ListAdapterUpdater`` spaces its updates out when they come in fast (IGListKit 5's
/// `IGListAdaptiveCoalescingExperimentConfig`, Swift name `ListAdaptiveCoalescingExperimentConfig`).
///
/// Without it (``enabled`` false, the default) every request waits for the next main-actor turn, as IGListKit's
/// `dispatch_async`. With it, the updater measures the time since the last update *started*:
///
/// - longer than the current interval (or no update yet): the update runs **at once**, inside the call that asked
///   for it, and the interval goes back to ``minInterval``;
/// - shorter: the update waits for what is left of the current interval, and the interval grows by
///   ``intervalIncrement`` for next time, up to ``maxInterval``;
/// - with ``useMaxIntervalWhenViewNotVisible``, a collection view that is not visible
///   (``ListCollectionView/isVisible``) always waits ``maxInterval``, and the interval does not change.
///
/// With `minInterval` 0.05, `intervalIncrement` 0.05 and `maxInterval` 0.2:
///
/// ```
///  request   A at 0     B at 0.02         C at 0.03        D at 1.0
///  update    A at 0     B + C at 0.05 (B waits 0.05 − 0.02)  D at 1.0
///  interval  0.05       0.10                               0.05
/// ```
///
/// The clock and the delays come from the updater's ``ListAdapterUpdater/scheduler``, so a
/// ``ListManualUpdateScheduler`` makes every decision deterministic.
public struct ListAdaptiveCoalescingExperimentConfig: Equatable, Sendable {
    /// Whether adaptive coalescing is on.
    public var enabled: Bool
    /// Seconds: an update that starts within this time of the previous one is delayed.
    public var minInterval: TimeInterval
    /// Seconds added to the interval each time an update had to wait.
    public var intervalIncrement: TimeInterval
    /// Seconds: the longest interval, and the wait for a collection view that is not visible.
    public var maxInterval: TimeInterval
    /// Whether a collection view that is not visible waits ``maxInterval``.
    public var useMaxIntervalWhenViewNotVisible: Bool

    /// A configuration; every field defaults to zero or `false` (IGListKit's zeroed C struct).
    ///
    /// - Parameters:
    ///   - enabled: whether adaptive coalescing is on.
    ///   - minInterval: seconds within which a new update is delayed.
    ///   - intervalIncrement: seconds added to the interval after each delayed update.
    ///   - maxInterval: the longest interval in seconds.
    ///   - useMaxIntervalWhenViewNotVisible: whether an invisible collection view waits `maxInterval`.
    public init(
        enabled: Bool = false, minInterval: TimeInterval = 0, intervalIncrement: TimeInterval = 0,
        maxInterval: TimeInterval = 0, useMaxIntervalWhenViewNotVisible: Bool = false
    ) {
        self.enabled = enabled
        self.minInterval = minInterval
        self.intervalIncrement = intervalIncrement
        self.maxInterval = maxInterval
        self.useMaxIntervalWhenViewNotVisible = useMaxIntervalWhenViewNotVisible
    }
}
