import Foundation
import ListCore
import ListSpecKit
import ListTextKit
import ListViewKit

/// The ListViewKit trees of one state's `"view"`s, each built once (``SpecViewBuilder/build(_:)``) in one
/// trait collection (the spec's environment and the pipeline's faces, `--font`), then measured and laid out as often
/// as the state needs: its `"auto"` heights, its still and the frames of its animations all read the same views.
/// Elements with equal `"view"`s share a tree, laid out again at each element's size.
///
/// Views live on the main actor: a forest is made, used and dropped inside one ``EngineConfinement`` hop
/// (``PreparedSpec``'s `withViewForests`); its methods can be called from the spec code that runs in that hop (the
/// layout's measure closures) and assert that they run there. Only the values it gives (heights, snapshots) leave
/// the hop.
///
/// ```
///   state ──one hop──► forest ─┬─ height(of:width:)   "auto" heights (layoutSections)
///                              └─ snapshot(of:size:)  the still's and the animation's trees
/// ```
@MainActor
final class SpecViewForest {
    /// The trait collection every tree is laid out in.
    let traits: ListTraitCollection
    /// Whether snapshots carry what VoiceOver reads (``ListViewSnapshot/accessibility``): only a scene that is
    /// audited or read aloud needs it, and collecting it is about a sixth of a snapshot.
    let readsAccessibility: Bool
    /// A tree built from a spec view, and whether it has been laid out at an element's size since.
    private struct Tree {
        let spec: ListSpecView
        let root: ListView
        var isPlaced: Bool
    }

    /// The trees built so far, by their spec's path (hashing the path, not the whole spec tree with its texts, on
    /// every lookup); the specs at one path are told apart by `==`.
    private var trees: [String: [Tree]] = [:]

    /// An empty forest whose trees are laid out in `traits`, their snapshots with their accessibility elements
    /// unless `readsAccessibility` is false.
    init(traits: ListTraitCollection, readsAccessibility: Bool = true) {
        self.traits = traits
        self.readsAccessibility = readsAccessibility
    }

    /// The tree's height at `width` (its `"auto"` height): the root's size that fits. A tree already placed at an
    /// element's size measures as a fresh one (a plain view's fitting size is its current size).
    ///
    /// - Precondition: on the main actor.
    nonisolated func height(of spec: ListSpecView, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated {
            let known = self.tree(of: spec)
            let root = known.flatMap { $0.isPlaced ? nil : $0.root } ?? self.build(spec, isPlaced: false)
            // The width is the element's (required), the height what the content needs: a tree laid out with
            // constraints is measured by them, as a self-sizing cell is.
            // The pass's sizes are kept for the tree's layout at this width (ListMeasurementPass), which then
            // measures its arranged views only where the layout proposes other sizes.
            return ListMeasurementPass.keepingMeasurements(of: root) {
                root.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
            }
        }
    }

    /// The laid-out snapshot of the tree filling `size` (the element's content view; the lengths the spec fixes and
    /// its origin win), its root frame at the origin.
    ///
    /// - Precondition: on the main actor.
    nonisolated func snapshot(of spec: ListSpecView, size: CGSize) -> ListViewSnapshot {
        MainActor.assumeIsolated {
            let root = self.tree(of: spec)?.root ?? self.build(spec, isPlaced: true)
            self.place(spec)
            let width = spec.width.flatMap(\.points) ?? size.width
            let height = spec.height.flatMap(\.points) ?? size.height
            root.frame = CGRect(origin: spec.origin ?? .zero, size: CGSize(width: width, height: height))
            return ListMeasurementPass.reusingMeasurements(of: root) {
                root.snapshot(readingAccessibility: self.readsAccessibility)
            }
        }
    }

    /// Forgets the measurements kept for trees that were measured and never laid out (call before dropping the
    /// forest).
    func close() {
        for tree in trees.values.joined() { ListMeasurementPass.forgetMeasurements(of: tree.root) }
    }

    /// Builds the tree of `spec` in the forest's traits and keeps it.
    private func build(_ spec: ListSpecView, isPlaced: Bool) -> ListView {
        let root = SpecViewBuilder.build(spec)
        root.overrideTraitCollection = traits
        let tree = Tree(spec: spec, root: root, isPlaced: isPlaced)
        if let index = trees[spec.path]?.firstIndex(where: { $0.spec == spec }) {
            ListMeasurementPass.forgetMeasurements(of: trees[spec.path]![index].root)
            trees[spec.path]?[index] = tree
        } else {
            trees[spec.path, default: []].append(tree)
        }
        return root
    }

    /// The tree built from `spec`, if any.
    private func tree(of spec: ListSpecView) -> Tree? {
        trees[spec.path]?.first { $0.spec == spec }
    }

    /// Marks the tree of `spec` as laid out at an element's size.
    private func place(_ spec: ListSpecView) {
        guard let index = trees[spec.path]?.firstIndex(where: { $0.spec == spec }) else { return }
        trees[spec.path]?[index].isPlaced = true
    }
}

extension Array where Element == ListSpecSection {
    /// Whether an item, header or footer of these sections has a `"view"` tree.
    var hasSpecViews: Bool {
        contains { section in
            section.header?.view != nil || section.footer?.view != nil || section.items.contains { $0.view != nil }
        }
    }
}
