import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit
import ListViewKit

extension PreparedSpec {
    /// The transitions of the spec's `updates`, driven through the list engine.
    ///
    /// Each state's sizes are resolved by ``layoutSections(of:path:)`` — the measure `render` lays out with, in the
    /// spec's environment; the states are then driven through a headless `ListCollectionView`, a `ListAdapter` with
    /// one section controller per spec section (sections diffed by `id`; items diffed by `id` inside their section,
    /// binding-style) and a `ListAdapterUpdater`, which validates each batch as UIKit does and records it. The
    /// recorded layouts are reused for the scenes, so the first frame is the still of the spec's `sections` and the
    /// last frame of each update the still of its state (at the offset the update ends at). The content offset
    /// starts at the spec's and is carried from one update to the next (clamped to each new content size); an
    /// update's `contentOffset` scrolls there during its transition.
    ///
    /// ```swift
    /// let prepared = try SpecPipeline.bundled().prepare(document)
    /// let sequence = try prepared.animation(timing: ListAnimationTiming(duration: 0.3, fps: 30))
    /// let image = try prepared.rasterizer(overlays: .none).render(sequence.scene(for: sequence.timeline.frames[0]))
    /// ```
    ///
    /// - Parameters:
    ///   - timing: duration, curve, frame rate, pause.
    ///   - animated: whether the updates animate (`false`: one frame per update, its end state; an update's own
    ///     `"animated": false` does the same for it alone).
    ///   - region: the viewport (default) or the whole content.
    /// - Returns: the sequence of transitions and its timeline.
    /// - Throws: ``ListSpecError`` naming ``file`` when a state cannot be laid out (`updates[i].sections[…]`),
    ///   ``AnimationError/noUpdates`` when the spec has no updates.
    public func animation(
        timing: ListAnimationTiming = ListAnimationTiming(), animated: Bool = true, region: SceneRegion = .viewport
    ) throws -> AnimationSequence {
        guard !spec.updates.isEmpty else { throw AnimationError.noUpdates }
        let spec = spec
        let states = [(spec.sections, "sections")]
            + spec.updates.enumerated().map { ($1.sections, "updates[\($0)].sections") }
        // One hop for the view trees of every state (measured, recorded and drawn from the same views, in the
        // spec's environment and fonts) and the list engine; a spec without trees hops only for the engine.
        let builders = try withViewForests(of: states.map(\.0)) { forests in
            let models = try states.enumerated().map { index, state in
                zip(state.0, try measuredSections(state.0, path: state.1, forest: forests?[index]))
                    .map { SpecSectionModel(section: $0, layout: $1) }
            }
            let recorded = EngineConfinement.run { () -> [ListUpdateTransition] in
                let driver = SpecAdapter(spec: spec, models: models[0])
                return spec.updates.enumerated().map { index, update in
                    let transition = driver.update(to: models[index + 1], animated: update.animated)
                    driver.collectionView.contentOffset = ListTransition(transition, finalOffset: update.contentOffset)
                        .after.viewport.origin
                    return transition
                }
            }
            return recorded.enumerated().map { index, transition in
                var builder = TransitionSceneBuilder(
                    recorded: transition, finalOffset: spec.updates[index].contentOffset, region: region,
                    beforeContent: SceneContentTable(sections: states[index].0),
                    afterContent: SceneContentTable(sections: states[index + 1].0),
                    scrollIndicatorInsets: scrollIndicatorInsets)
                guard let forests else { return builder }
                // The trees of what the animation shows (the viewports before and after, and what moves between).
                let shown = region == .viewport
                    ? builder.transition.before.viewport.union(builder.transition.after.viewport) : nil
                builder.beforeContent = builder.beforeContent.withSpecViews(
                    of: states[index].0, layout: transition.layoutBefore, in: shown, forest: forests[index])
                builder.afterContent = builder.afterContent.withSpecViews(
                    of: states[index + 1].0, layout: transition.layoutAfter, in: shown, forest: forests[index + 1])
                return builder
            }
        }
        var sequence = AnimationSequence(
            transitions: builders,
            timeline: ListAnimationTimeline(animated: spec.updates.map { animated && $0.animated }, timing: timing))
        sequence.isMirrored = isMirrored
        if region == .viewport { sequence.chrome = chromeOverlay(atStartOf: builders.first) }
        return sequence
    }

    /// The chrome over an animation: the one of its first state (the tab bar at the bottom edge when that state's
    /// viewport reaches the end of its content).
    private func chromeOverlay(atStartOf first: TransitionSceneBuilder?) -> ListViewSnapshot? {
        guard let atBottom = chromeOverlayAtBottomEdge, let first else { return chromeOverlay }
        let before = first.transition.before
        return Self.isAtBottomEdge(
            bounds: before.viewport, contentSize: before.contentSize, inset: before.contentInset)
            ? atBottom : chromeOverlay
    }
}
