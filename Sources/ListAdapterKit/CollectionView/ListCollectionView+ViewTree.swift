import Foundation
import ListCore
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// Adds what the collection view shows to its snapshot node, as the children UIKit's collection view has as
    /// subviews: the background view while shown (filling the viewport), then the visible cells in index path
    /// order, then the visible headers and footers in section order. Their frames are in content coordinates (the
    /// node's bounds origin is the ``contentOffset``), mirrored as shown (``shownFrame(of:)``) in a right-to-left
    /// environment; the node clips them to its bounds. Hidden views are left out. Each child carries what the view
    /// shows as a list element (``ListViewSnapshot/elementContent``: its quick ``ListReusableView/content`` and
    /// whether it draws a view tree), so the renderer draws it as it draws the same view in an outer list.
    ///
    /// A child's path names the element, not its place among the visible views (`cell 0·1`, `header 0`,
    /// `footer 0`, `background` under the node's path), so that an element keeps its name, and its subviews theirs,
    /// when the list scrolls or changes which elements are visible.
    func describeVisibleViews(into node: inout ListViewSnapshot) {
        visibleBackgroundView?.frame = bounds
        let traits = cellTraitCollection
        traits.performAsCurrentIfSet {
            for (view, shown, name, element) in accessibilityContent {
                var child = view.snapshotNode(atPath: node.path.isEmpty ? name : "\(node.path)/\(name)")
                child.elementContent = element
                let shift = shown.minX - child.frame.minX
                child.frame = shown
                if let rect = child.shadow?.rect { child.shadow?.rect = rect.offsetBy(dx: shift, dy: 0) }
                node.children.append(child)
            }
        }
    }
}

extension ListCollectionView: ListSnapshotContentProvider {
    /// A snapshot calls it ``ListViewSnapshot/Kind/collectionView``.
    package var snapshotContentKind: ListViewSnapshot.Kind { .collectionView }

    /// Adds the visible background view, cells, headers and footers as the node's children (see
    /// ``ListView/snapshot()``).
    package func describeContent(into node: inout ListViewSnapshot) {
        describeVisibleViews(into: &node)
    }
}

extension ListCollectionView: ListAccessibilityContentProvider {
    /// What the collection view shows, in the order ``describeVisibleViews(into:)`` draws it and VoiceOver finds it
    /// (UIKit's collection view has these as subviews): the background view while shown (filling the viewport), the
    /// visible cells in index path order, the visible headers and footers in section order, hidden ones left out;
    /// each with its frame as shown (``shownFrame(of:)``), its name and what it shows as a list element.
    package var accessibilityContent: [(
        view: ListView, frame: CGRect, name: String, element: ListViewSnapshot.ElementContent
    )] {
        var shown: [(view: ListView, frame: CGRect, name: String, element: ListViewSnapshot.ElementContent)] = []
        if let background = visibleBackgroundView {
            shown.append((background, bounds, "background", .init(
                role: .background, content: background.content, drawsTree: background.hasViewTree)))
        }
        for path in visibleCellMap.keys.sorted() {
            let cell = visibleCellMap[path]!
            shown.append((cell, shownFrame(of: cell.frame), "cell \(path.section)·\(path.item)", .init(
                role: .cell, content: cell.content, drawsTree: cell.hasViewTree)))
        }
        for key in visibleSupplementaryMap.keys.sorted() {
            let view = visibleSupplementaryMap[key]!
            let role: ListViewSnapshot.ElementContent.Role = key.kind == .footer ? .footer : .header
            shown.append((view, shownFrame(of: view.frame), "\(role.rawValue) \(key.section)", .init(
                role: role, content: view.content, drawsTree: view.hasViewTree)))
        }
        return shown.filter { !$0.view.isHidden }
    }
}

extension Optional where Wrapped == ListTraitCollection {
    /// Runs `body` with the trait collection current when there is one, else as it is.
    @MainActor
    func performAsCurrentIfSet(_ body: () -> Void) {
        if let traits = self { traits.performAsCurrent(body) } else { body() }
    }
}
