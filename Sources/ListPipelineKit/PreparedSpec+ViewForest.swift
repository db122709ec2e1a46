import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit
import ListViewKit

extension PreparedSpec {
    /// The trait collection the spec's view trees are laid out in: ``environment``, the pipeline's fonts, and the
    /// size classes, idiom and scale of a screen the size of the spec's viewport.
    var viewTraits: ListTraitCollection {
        ListTraitCollection(
            environment: environment, fonts: pipeline.fonts, screenSize: spec.viewport.size,
            displayScale: spec.viewport.scale)
    }

    /// Runs `body` with one view forest per state, all built in one hop to the main actor and dropped there, when
    /// a state has `"view"` trees; else where the caller is, with none (quick content needs no main actor).
    ///
    /// - Parameters:
    ///   - states: the states whose trees `body` measures and draws.
    ///   - readsAccessibility: whether the forests' snapshots carry what VoiceOver reads (a scene that is only
    ///     drawn does not need it).
    ///   - body: the work; its forests are only valid while it runs.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    func withViewForests<T: Sendable>(
        of states: [[ListSpecSection]], readsAccessibility: Bool = true, _ body: ([SpecViewForest]?) throws -> T
    ) throws -> T {
        try usingViewForests(of: states, readsAccessibility: readsAccessibility) { forests in
            Result { try body(forests) }
        }.get()
    }

    /// ``withViewForests(of:readsAccessibility:_:)`` for work that cannot fail.
    func usingViewForests<T: Sendable>(
        of states: [[ListSpecSection]], readsAccessibility: Bool = true, _ body: ([SpecViewForest]?) -> T
    ) -> T {
        guard states.contains(where: \.hasSpecViews) else { return body(nil) }
        let traits = viewTraits
        return withoutActuallyEscaping(body) { body in
            let work = UncheckedWork(body: body)
            return EngineConfinement.run {
                let forests = states.map { _ in SpecViewForest(traits: traits, readsAccessibility: readsAccessibility) }
                defer { for forest in forests { forest.close() } }
                return work.body(forests)
            }
        }
    }

    /// A state's sections with their sizes resolved: quick content measured by its content view (``measure``),
    /// `"view"` trees by `forest`'s views.
    ///
    /// - Throws: ``ListSpecError`` naming ``file`` and the JSON path of a size that cannot be resolved.
    func measuredSections(
        _ sections: [ListSpecSection], path: String, forest: SpecViewForest?
    ) throws -> [ListLayoutSection] {
        do {
            return try spec.layoutSections(
                sections, path: path, measureElement: measure,
                measureView: forest.map { forest in { view, width in forest.height(of: view, width: width) } })
        } catch let error as ListSpecError {
            throw ListSpecError(file: file, issues: error.issues, warnings: error.warnings)
        }
    }

    /// The scene of a laid-out state, each element with a `"view"` showing its tree from `forest` at its size,
    /// mirrored when the spec flips its frames.
    func scene(
        of layout: ListCollectionViewLayout, state: [ListSpecSection], region: SceneRegion, forest: SpecViewForest?
    ) -> RenderScene {
        var scene = RenderScene(
            spec: spec, layout: layout, region: region, sections: state, scrollIndicatorInsets: scrollIndicatorInsets)
        if let forest { scene = scene.withSpecViews(of: state, forest: forest) }
        if isMirrored { scene = scene.mirroredHorizontally() }
        // The bars sit on the screen: a picture of the whole content keeps their room but not them.
        if region == .viewport { scene.chrome = chromeOverlay(for: layout) }
        return scene
    }
}

/// A closure handed to the main actor for the length of one synchronous hop (``EngineConfinement/run(_:)`` waits
/// for it): never kept, never run elsewhere.
private struct UncheckedWork<T>: @unchecked Sendable {
    let body: ([SpecViewForest]?) -> T
}
