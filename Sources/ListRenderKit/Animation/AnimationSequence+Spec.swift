import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListSpecKit

extension AnimationSequence {
    /// Builds the transitions of a spec's updates through the list engine and the ``SpecPipeline``.
    ///
    /// Each state's sizes are resolved by the pipeline (as `render` resolves them); the states are then driven
    /// through a headless `ListCollectionView`, a `ListAdapter` with one section controller per spec section
    /// (sections diffed by `id`; items diffed by `id` inside their section, binding-style) and a
    /// `ListAdapterUpdater`, which validates each batch as UIKit does and records it. The recorded layouts are
    /// reused for the scenes, so the first frame is the `render` of the spec's `sections` and the last frame of each
    /// update the `render` of its state (at the offset the update ends at). The content offset starts at the
    /// spec's and is carried from one update to the next (clamped to each new content size); an update's
    /// `contentOffset` scrolls there during its transition.
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
        let models = try states.map { sections, path in
            let layouts = try pipeline.layoutSections(of: spec, sections: sections, path: path, file: file)
            return zip(sections, layouts).map { SpecSectionModel(section: $0, layout: $1) }
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
        let builders = recorded.enumerated().map { index, transition in
            TransitionSceneBuilder(
                recorded: transition, finalOffset: spec.updates[index].contentOffset, region: region,
                beforeContent: SceneContentTable(sections: states[index].0),
                afterContent: SceneContentTable(sections: states[index + 1].0))
        }
        self.init(
            transitions: builders,
            timeline: ListAnimationTimeline(animated: spec.updates.map { animated && $0.animated }, timing: timing))
        isMirrored = spec.layout.flipsHorizontallyInOppositeLayoutDirection && pipeline.environment(of: spec).isRightToLeft
    }
}
