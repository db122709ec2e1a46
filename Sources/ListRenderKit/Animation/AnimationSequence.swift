import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListViewKit

/// Batch-update transitions ready to render: one ``TransitionSceneBuilder`` per update and the timeline of frames
/// over all of them — from a spec's `updates` (driven through the list engine, see
/// ``PreparedSpec/animation(timing:animated:region:)``) or from what an adapter recorded (``ListAnimation``).
///
/// ```swift
/// let sequence = try SpecPipeline(fonts: try .bundled()).prepare(document).animation(timing: ListAnimationTiming(fps: 30))
/// let scene = sequence.scene(for: sequence.timeline.frames[3], highlights: false)
/// ```
public struct AnimationSequence: Sendable, Equatable {
    /// One builder per update.
    public var transitions: [TransitionSceneBuilder]
    /// Every frame of the sequence.
    public var timeline: ListAnimationTimeline
    /// Whether every scene is mirrored left to right (a spec with `flipsHorizontallyInOppositeLayoutDirection` in a
    /// right-to-left environment, as its still is drawn).
    public var isMirrored = false
    /// The screen's chrome drawn over every frame (``RenderScene/chrome``; `nil`: none).
    public var chrome: ListViewSnapshot?

    /// Creates a sequence from builders.
    ///
    /// - Parameters:
    ///   - transitions: the builders, one per update.
    ///   - timeline: the frames.
    public init(transitions: [TransitionSceneBuilder], timeline: ListAnimationTimeline) {
        self.transitions = transitions
        self.timeline = timeline
    }

    /// The scene of one frame of the timeline.
    ///
    /// - Parameters:
    ///   - frame: a frame of ``timeline``.
    ///   - highlights: outline what changed.
    /// - Returns: the scene.
    public func scene(for frame: ListAnimationTimeline.Frame, highlights: Bool = false) -> RenderScene {
        scene(ofUpdate: frame.update, at: frame.progress, highlights: highlights)
    }

    /// The scene of an update at a progress, as its frames show it (mirrored when the sequence is).
    ///
    /// - Parameters:
    ///   - update: the index of a transition.
    ///   - progress: 0 (its start) to 1 (its end).
    ///   - highlights: outline what changed.
    /// - Returns: the scene.
    public func scene(ofUpdate update: Int, at progress: Double, highlights: Bool = false) -> RenderScene {
        var scene = transitions[update].scene(at: progress, highlights: highlights)
        if isMirrored { scene = scene.mirroredHorizontally() }
        scene.chrome = chrome
        return scene
    }
}
