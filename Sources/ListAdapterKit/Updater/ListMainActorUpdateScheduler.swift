import Foundation

/// The default ``ListUpdateScheduler``: `ContinuousClock` time and main-actor tasks.
@MainActor
public final class ListMainActorUpdateScheduler: ListUpdateScheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// Creates a scheduler whose clock starts at 0 now.
    public init() {
        start = clock.now
    }

    /// Seconds since the scheduler was created.
    public var now: TimeInterval {
        let elapsed = start.duration(to: clock.now).components
        return TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) * 1e-18
    }

    /// Runs `work` in a main-actor task, after sleeping `delay` seconds when it is positive.
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            if delay > 0 { try? await Task.sleep(for: .seconds(delay)) }
            work()
        }
    }
}
