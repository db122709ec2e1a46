import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListSpecKit

/// The transitions of a spec's `updates`, ready to render: one ``TransitionSceneBuilder`` per update and the
/// timeline of frames over all of them.
///
/// The states are the spec's `sections` followed by each update's; each consecutive pair is diffed
/// (``ListSpecChanges``) and animated. The content offset starts at the spec's and is carried from one transition to
/// the next (clamped to each new content size); an update's `contentOffset` scrolls there during its transition.
///
/// ```swift
/// let sequence = try AnimationSequence(spec: document.spec, timing: ListAnimationTiming(fps: 30),
///                                      pipeline: SpecPipeline(fonts: try .bundled()), file: document.file)
/// let scene = sequence.scene(for: sequence.timeline.frames[3], highlights: false)
/// ```
public struct AnimationSequence: Sendable, Equatable {
    /// One builder per update.
    public var transitions: [TransitionSceneBuilder]
    /// Every frame of the sequence.
    public var timeline: ListAnimationTimeline

    /// Creates a sequence from builders.
    ///
    /// - Parameters:
    ///   - transitions: the builders, one per update.
    ///   - timeline: the frames.
    public init(transitions: [TransitionSceneBuilder], timeline: ListAnimationTimeline) {
        self.transitions = transitions
        self.timeline = timeline
    }

    /// Builds the transitions of a spec's updates through a ``SpecPipeline``: every state is laid out and filled
    /// exactly as `render` lays out and fills it, so the first frame is the `render` of the spec's `sections` and
    /// the last frame of each update the `render` of its state (at the carried content offset).
    ///
    /// - Parameters:
    ///   - spec: the spec (at least one update).
    ///   - timing: duration, curve, frame rate, pause.
    ///   - animated: whether the updates animate (`false`: one frame per update, its end state; an update's own
    ///     `"animated": false` does the same for it alone).
    ///   - region: the viewport (default) or the whole content.
    ///   - pipeline: resolves, measures and fills the states; `nil` uses ``SpecPipeline/bundled()``.
    ///   - file: the spec's file, for messages.
    /// - Throws: ``ListSpecError`` naming `file` when a state cannot be laid out (`updates[i].sections[…]`),
    ///   ``AnimationError/noUpdates`` when the spec has no updates.
    public init(
        spec: ListSpec, timing: ListAnimationTiming = ListAnimationTiming(), animated: Bool = true,
        region: SceneRegion = .viewport, pipeline: SpecPipeline? = nil, file: String = "spec"
    ) throws {
        guard !spec.updates.isEmpty else { throw AnimationError.noUpdates }
        let pipeline = try pipeline ?? SpecPipeline.bundled()
        let spec = pipeline.resolve(spec)
        let states = [(spec.sections, "sections")]
            + spec.updates.enumerated().map { ($1.sections, "updates[\($0)].sections") }
        var before = try pipeline.layout(of: spec, sections: states[0].0, path: states[0].1, file: file)
        var builders: [TransitionSceneBuilder] = []
        for index in 1..<states.count {
            var after = try pipeline.layout(of: spec, sections: states[index].0, path: states[index].1, file: file)
            let transition = ListTransition(
                before: ListTransitionLayout(before), after: ListTransitionLayout(after),
                changes: ListSpecChanges.between(states[index - 1].0, states[index].0),
                finalOffset: spec.updates[index - 1].contentOffset)
            after.contentOffset = transition.after.viewport.origin
            builders.append(
                TransitionSceneBuilder(
                    transition: transition,
                    beforeScene: pipeline.scene(of: spec, layout: before, sections: states[index - 1].0, region: region),
                    afterScene: pipeline.scene(of: spec, layout: after, sections: states[index].0, region: region),
                    beforeContent: SceneContentTable(sections: states[index - 1].0),
                    afterContent: SceneContentTable(sections: states[index].0)))
            before = after
        }
        self.init(
            transitions: builders,
            timeline: ListAnimationTimeline(animated: spec.updates.map { animated && $0.animated }, timing: timing))
    }

    /// The scene of one frame of the timeline.
    ///
    /// - Parameters:
    ///   - frame: a frame of ``timeline``.
    ///   - highlights: outline what changed.
    /// - Returns: the scene.
    public func scene(for frame: ListAnimationTimeline.Frame, highlights: Bool = false) -> RenderScene {
        transitions[frame.update].scene(at: frame.progress, highlights: highlights)
    }
}

/// An animation that cannot be made.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec has no `updates` to animate.
    case noUpdates
    /// The output's extension is not one the animator writes.
    case unknownExtension(path: String)
    /// The libwebp animation encoder failed.
    case webp(reason: String)

    /// What went wrong and what was expected.
    public var description: String {
        switch self {
        case .noUpdates:
            "the spec has no \"updates\": add at least one later state of \"sections\" to animate"
        case .unknownExtension(let path):
            "\(path): unknown output type: expected a folder (no extension), .png (with --apng or --strip) or .webp"
        case .webp(let reason):
            "WebP encoder: \(reason)"
        }
    }
}
