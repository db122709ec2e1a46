import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListRenderKit

extension TransitionSceneBuilder {
    /// A builder for a batch update a collection view recorded (``ListUpdateTransition``): the transition from
    /// the recorded layouts (reused, not laid out again), the scenes of the layouts before and after, and what
    /// the cells and supplementary views showed.
    ///
    /// ```swift
    /// let builder = TransitionSceneBuilder(recorded: transitions.last!)  // updater.recordTransitions { … }
    /// let middle = builder.scene(at: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - recorded: the record of the update.
    ///   - finalOffset: where the content offset ends (default: the collection view's offset after the update).
    ///   - region: the viewport (default) or the whole content.
    ///   - beforeContent: what the elements of the state before show (default: the recorded contents).
    ///   - afterContent: what the elements of the state after show (default: the recorded contents).
    ///   - scrollIndicatorInsets: how far the scroll indicator keeps from the viewport's edges (a screen's safe
    ///     area; default none).
    public init(
        recorded: ListUpdateTransition, finalOffset: CGPoint? = nil, region: SceneRegion = .viewport,
        beforeContent: SceneContentTable? = nil, afterContent: SceneContentTable? = nil,
        scrollIndicatorInsets: ListEdgeInsets = .zero
    ) {
        let transition = ListTransition(recorded, finalOffset: finalOffset)
        let before = beforeContent ?? SceneContentTable(recorded.contentBefore)
        let after = afterContent ?? SceneContentTable(recorded.contentAfter)
        var beforeScene = RenderScene(
            result: recorded.layoutBefore, bounds: transition.before.viewport, region: region,
            scrollIndicatorInsets: scrollIndicatorInsets, content: { before.content(of: $0, at: $1) })
        var afterScene = RenderScene(
            result: recorded.layoutAfter, bounds: transition.after.viewport, region: region,
            scrollIndicatorInsets: scrollIndicatorInsets, content: { after.content(of: $0, at: $1) })
        // The empty view shows or hides when the update starts (IGListKit sets it inside the batch), not faded.
        beforeScene.backgroundView = RenderScene.backgroundElement(
            recorded.contentBefore.backgroundView, size: beforeScene.size)
        afterScene.backgroundView = RenderScene.backgroundElement(
            recorded.contentAfter.backgroundView, size: afterScene.size)
        self.init(
            transition: transition, beforeScene: beforeScene, afterScene: afterScene, beforeContent: before,
            afterContent: after)
    }
}
