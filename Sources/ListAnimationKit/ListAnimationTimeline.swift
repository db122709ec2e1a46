/// The frames of a sequence of transitions: which update each frame shows, at which time and progress, and how long
/// it is displayed.
///
/// An animated transition has `duration × fps + 1` frames, from its start (progress 0) to its end (progress 1); a
/// non-animated one has one frame, its end. A transition after the first leaves out its first frame, which is the
/// previous one's last. The first frame and each transition's last frame are held for `pause` more seconds, so an
/// animated image shows each resting state before it changes.
///
/// ```swift
/// let timeline = ListAnimationTimeline(animated: [true, true], timing: ListAnimationTiming(duration: 0.1, fps: 30))
/// timeline.frames.map(\.update)   // [0, 0, 0, 0, 1, 1, 1]
/// ```
public struct ListAnimationTimeline: Sendable, Equatable {
    /// One frame of the sequence.
    public struct Frame: Sendable, Equatable, Codable {
        /// Its position in the sequence.
        public var index: Int
        /// The update (transition) it shows, 0-based.
        public var update: Int
        /// Seconds since its transition started.
        public var time: Double
        /// The timing curve's output at that time.
        public var progress: Double
        /// Seconds since the sequence started (holds included).
        public var sequenceTime: Double
        /// How long it is displayed, in seconds.
        public var displayDuration: Double
    }

    /// The frames in order.
    public var frames: [Frame]
    /// The timing they were made with.
    public var timing: ListAnimationTiming

    /// Lays out the frames of transitions.
    ///
    /// - Parameters:
    ///   - animated: for each transition, whether it animates (`false`: one frame, its end).
    ///   - timing: duration, curve, frame rate and pause.
    /// - Complexity: O(frames).
    public init(animated: [Bool], timing: ListAnimationTiming) {
        self.timing = timing
        frames = []
        let interval = 1 / timing.fps
        var clock = 0.0
        for (update, isAnimated) in animated.enumerated() {
            let count = isAnimated ? timing.frameCount : 1
            let first = isAnimated && update > 0 ? 1 : 0
            for step in first..<count {
                let time = isAnimated ? timing.duration * Double(step) / Double(count - 1) : 0
                var display = interval
                if frames.isEmpty || step == count - 1 { display += timing.pause }
                frames.append(
                    Frame(
                        index: frames.count, update: update, time: time,
                        progress: isAnimated ? timing.curve.progress(at: time / timing.duration) : 1,
                        sequenceTime: clock, displayDuration: display))
                clock += display
            }
        }
    }

    /// How many frames ``init(animated:timing:)`` makes, counted without making them — so that a caller can refuse a
    /// timeline too long to render before it costs any memory.
    ///
    /// - Parameters:
    ///   - animated: for each transition, whether it animates.
    ///   - timing: the timing (only ``ListAnimationTiming/frameCount`` matters).
    /// - Returns: the number of frames.
    /// - Complexity: O(transitions).
    public static func frameCount(animated: [Bool], timing: ListAnimationTiming) -> Int {
        var count = 0
        for (update, isAnimated) in animated.enumerated() {
            // A later animated transition leaves out its first frame, the previous one's last.
            count += isAnimated ? timing.frameCount - (update > 0 ? 1 : 0) : 1
        }
        return count
    }

    /// The length of the whole sequence in seconds (the sum of the display durations).
    public var totalDuration: Double { frames.reduce(0) { $0 + $1.displayDuration } }
}
