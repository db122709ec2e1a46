import Foundation
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// Turns the states of one ``ListTransition`` into ``RenderScene``s.
///
/// The scenes of the layout before and after (built by ``RenderScene/init(layout:region:content:)``) give the
/// guides, spacing markers and scroll indicator; the transition gives the elements. The first frame is therefore
/// the `render` of the state before, pixel for pixel, and the last frame the `render` of the state after. In
/// between, the scroll indicator interpolates, spacing markers and section-inset guides (which belong to a layout
/// at rest) are left out, and the content-inset guide stays.
///
/// ```swift
/// let builder = TransitionSceneBuilder(transition: transition, beforeScene: start, afterScene: end,
///                                      beforeContent: oldTable, afterContent: newTable)
/// let scene = builder.scene(at: 0.5, highlights: true)
/// ```
public struct TransitionSceneBuilder: Sendable, Equatable {
    /// The transition.
    public var transition: ListTransition
    /// The scene of the layout before, at its offset.
    public var beforeScene: RenderScene
    /// The scene of the layout after, at the transition's final offset.
    public var afterScene: RenderScene
    /// What elements of the state before show.
    public var beforeContent: SceneContentTable
    /// What elements of the state after show.
    public var afterContent: SceneContentTable

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - transition: the transition.
    ///   - beforeScene: the scene of the layout before.
    ///   - afterScene: the scene of the layout after (at the transition's final offset).
    ///   - beforeContent: contents of the state before.
    ///   - afterContent: contents of the state after.
    public init(
        transition: ListTransition, beforeScene: RenderScene, afterScene: RenderScene,
        beforeContent: SceneContentTable, afterContent: SceneContentTable
    ) {
        self.transition = transition
        self.beforeScene = beforeScene
        self.afterScene = afterScene
        self.beforeContent = beforeContent
        self.afterContent = afterContent
    }

    /// The scene when the change is `progress` done.
    ///
    /// - Parameters:
    ///   - progress: the timing curve's output (0: the state before, 1: the state after).
    ///   - highlights: outline what changed (inserted green, deleted red, moved blue, reloaded orange).
    /// - Returns: the scene.
    /// - Complexity: O(*t* log *t*) for *t* element tracks.
    public func scene(at progress: Double, highlights: Bool = false) -> RenderScene {
        let state = transition.state(at: progress)
        var scene = progress < 0.5 ? beforeScene : afterScene
        scene.backgroundView = progress == 0 ? beforeScene.backgroundView : afterScene.backgroundView
        if progress != 0 && progress != 1 {
            scene.spacingMarkers = []
            scene.guides.removeAll { $0.kind == .sectionInset }
            if let start = beforeScene.scrollIndicator, let end = afterScene.scrollIndicator {
                scene.scrollIndicator = CGRect(
                    x: start.minX * (1 - progress) + end.minX * progress,
                    y: start.minY * (1 - progress) + end.minY * progress,
                    width: start.width * (1 - progress) + end.width * progress,
                    height: start.height * (1 - progress) + end.height * progress)
            }
        }
        let origin = state.viewport.origin
        scene.elements = state.elements.flatMap { element in
            let shown = shown(element, at: progress)
            func layer(_ tree: ListViewSnapshot?, alpha: Double) -> SceneElement {
                SceneElement(
                    kind: element.kind, frame: element.frame.offsetBy(dx: -origin.x, dy: -origin.y),
                    content: shown.content, section: element.shownIndexPath.section,
                    item: element.kind == .cell ? element.shownIndexPath.item : nil,
                    contentFrame: element.frame, isPinned: element.isPinned, alpha: alpha,
                    outline: highlights ? Self.outline(for: shown.rebound ? .reloaded : element.change) : nil,
                    view: tree)
            }
            // A kept cell whose nested list changed: the list's old content fades out as its new one fades in.
            if let fading = shown.fadingTree, progress > 0, progress < 1 {
                return [
                    layer(fading, alpha: element.alpha * (1 - progress)),
                    layer(shown.tree, alpha: element.alpha * progress),
                ]
            }
            return [layer(shown.tree, alpha: element.alpha)]
        }
        return scene
    }

    /// What an element shows at `progress` (its content and its view tree), and whether it is a kept element whose
    /// content changed in place (re-bound: outlined as a reload).
    ///
    /// Outgoing elements (a deleted cell, the old side of a reloaded one) show the state before, incoming ones the
    /// state after — a reload cross-fades between the two. A kept or moved element carries its content and tree:
    /// those before at progress 0 (so the first frame is the state before) and those after from then on, as a cell
    /// re-bound in place (a binding section controller's updated view model) shows its new content as soon as the
    /// update starts in UIKit. It is re-bound when what it shows differs between the states — its content or its
    /// view tree (a UIKit-style cell or a spec `"view"` draws all it shows through its tree). What one state does not
    /// know (a recorded view that was off screen, a spec tree not built there) is taken from the other, and is no
    /// change.
    ///
    /// A kept element whose tree holds a collection view (a nested list) that shows something else after the update
    /// is the exception: its list would play its own update during the outer one, so its old tree (`fadingTree`)
    /// cross-fades into its new one over the transition, both carried along the element's path and clipped to it.
    private func shown(
        _ element: ListElementState, at progress: Double
    ) -> (content: ListCellContent, tree: ListViewSnapshot?, rebound: Bool, fadingTree: ListViewSnapshot?) {
        let kind = element.kind
        guard element.side == .after, let previous = element.previousIndexPath else {
            let table = element.side == .before ? beforeContent : afterContent
            return (
                table.content(of: kind, at: element.indexPath) ?? ListCellContent(),
                table.tree(of: kind, at: element.indexPath), false, nil)
        }
        let old = (content: beforeContent.content(of: kind, at: previous), tree: beforeContent.tree(of: kind, at: previous))
        let new = (content: afterContent.content(of: kind, at: element.indexPath),
                   tree: afterContent.tree(of: kind, at: element.indexPath))
        let rebound = element.change != .reloaded
            && (Self.differ(old.content, new.content) || Self.differ(old.tree, new.tree))
        let content = progress == 0 ? old.content ?? new.content : new.content ?? old.content
        let tree = progress == 0 ? old.tree ?? new.tree : new.tree ?? old.tree
        var fading: ListViewSnapshot?
        if rebound, let before = old.tree, let after = new.tree,
            Self.nestedLists(in: before) != Self.nestedLists(in: after)
        {
            fading = before
        }
        return (content ?? ListCellContent(), tree, rebound, fading)
    }

    /// The collection views embedded in a tree (nested lists), depth first.
    private static func nestedLists(in tree: ListViewSnapshot) -> [ListViewSnapshot] {
        tree.allNodes.filter { $0.kind == .collectionView }
    }

    /// Whether two states of a value are both known and differ (a spec builds the trees of the elements shown in
    /// each state only, and a collection view records only its visible views: an unknown side is no change).
    private static func differ<Value: Equatable>(_ old: Value?, _ new: Value?) -> Bool {
        guard let old, let new else { return false }
        return old != new
    }

    /// The outline that marks a change in a strip (`nil`: unchanged).
    ///
    /// - Parameter change: what the update did to the element.
    /// - Returns: green, red, blue or orange, or none.
    public static func outline(for change: ListElementChange) -> ElementOutline? {
        switch change {
        case .unchanged: nil
        case .inserted: .inserted
        case .deleted: .deleted
        case .moved: .moved
        case .reloaded: .color(reloadedColor)
        }
    }

    /// The outline colour of reloaded elements (orange).
    public static let reloadedColor = ListColor(red: 0xFF, green: 0x95, blue: 0x00)
}
