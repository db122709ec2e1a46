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
        typealias Role = ListViewSnapshot.ElementContent.Role
        var views: [(view: ListReusableView, frame: CGRect, role: Role, name: String)] = []
        if let background = visibleBackgroundView {
            background.frame = bounds
            views.append((background, bounds, .background, "background"))
        }
        for path in visibleCellMap.keys.sorted() {
            let cell = visibleCellMap[path]!
            views.append((cell, shownFrame(of: cell.frame), .cell, "cell \(path.section)·\(path.item)"))
        }
        for key in visibleSupplementaryMap.keys.sorted() {
            let view = visibleSupplementaryMap[key]!
            let role: Role = key.kind == .footer ? .footer : .header
            views.append((view, shownFrame(of: view.frame), role, "\(role.rawValue) \(key.section)"))
        }
        let traits = cellTraitCollection
        traits.performAsCurrentIfSet {
            for (view, shown, role, name) in views where !view.isHidden {
                var child = view.snapshotNode(atPath: node.path.isEmpty ? name : "\(node.path)/\(name)")
                child.elementContent = ListViewSnapshot.ElementContent(
                    role: role, content: view.content, drawsTree: view.hasViewTree)
                let shift = shown.minX - child.frame.minX
                child.frame = shown
                if let rect = child.shadow?.rect { child.shadow?.rect = rect.offsetBy(dx: shift, dy: 0) }
                node.children.append(child)
            }
        }
    }
}

extension Optional where Wrapped == ListTraitCollection {
    /// Runs `body` with the trait collection current when there is one, else as it is.
    @MainActor
    func performAsCurrentIfSet(_ body: () -> Void) {
        if let traits = self { traits.performAsCurrent(body) } else { body() }
    }
}
