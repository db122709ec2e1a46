/// How a sequence of transitions is played: duration, timing curve, frame rate and the pause between transitions.
///
/// ```swift
/// let timing = ListAnimationTiming(duration: 0.3, curve: .easeInOut, fps: 30)
/// timing.frameCount   // 10: frames at 0, 33.3 … 300 ms (duration × fps + 1)
/// ```
public struct ListAnimationTiming: Sendable, Equatable {
    /// The length of one transition in seconds (default 0.3; UIKit's own value is not documented).
    public var duration: Double
    /// How progress follows time (default ease-in-out).
    public var curve: ListTimingCurve
    /// Frames per second (default 30).
    public var fps: Double
    /// How long the first frame and the last frame of each transition are held, in seconds (default 0.6).
    public var pause: Double

    /// Creates timing parameters.
    ///
    /// - Parameters:
    ///   - duration: seconds per transition.
    ///   - curve: the timing curve.
    ///   - fps: frames per second.
    ///   - pause: seconds the resting states are held.
    public init(duration: Double = 0.3, curve: ListTimingCurve = .easeInOut, fps: Double = 30, pause: Double = 0.6) {
        self.duration = duration
        self.curve = curve
        self.fps = fps
        self.pause = pause
    }

    /// The frames of one animated transition: `duration × fps` (rounded) intervals, plus one — at least 2 (also when
    /// the product is 0, negative or NaN) and at most ``maximumIntervals`` + 1.
    public var frameCount: Int {
        let intervals = (duration * fps).rounded()
        // The bound right before the conversion (NaN fails the comparison).
        guard intervals >= 1 else { return 2 }
        return Int(min(intervals, Double(Self.maximumIntervals))) + 1
    }

    /// The most intervals one transition is cut into (``frameCount`` is at most one more), so that any duration and
    /// frame rate give a frame count an `Int` holds; the `animate` command stops far below it.
    public static let maximumIntervals = 1 << 24
}
