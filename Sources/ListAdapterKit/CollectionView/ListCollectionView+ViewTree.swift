import Foundation
import ListCore
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// Adds what the collection view shows to its snapshot node, as the children UIKit's collection view has as
    /// subviews: the background view while shown (filling the viewport), then the visible cells in index path
    /// order, then the visible headers and footers in section order. Their frames are in content coordinates (the
    /// node's bounds origin is the ``contentOffset``), mirrored as shown (``shownFrame(of:)``) in a right-to-left
    /// environment; the node clips them to its bounds. Hidden views are left out. A view that draws only its quick
    /// ``ListReusableView/content`` text (no view tree) is an empty node: that text is drawn for the root list only.
    func describeVisibleViews(into node: inout ListViewSnapshot) {
        var views: [(view: ListReusableView, frame: CGRect)] = []
        if let background = visibleBackgroundView {
            background.frame = bounds
            views.append((background, bounds))
        }
        for path in visibleCellMap.keys.sorted() {
            let cell = visibleCellMap[path]!
            views.append((cell, shownFrame(of: cell.frame)))
        }
        for key in visibleSupplementaryMap.keys.sorted() {
            let view = visibleSupplementaryMap[key]!
            views.append((view, shownFrame(of: view.frame)))
        }
        let traits = cellTraitCollection
        traits.performAsCurrentIfSet {
            for (view, shown) in views where !view.isHidden {
                let index = node.children.count
                var child = view.snapshotNode(atPath: node.path.isEmpty ? "\(index)" : "\(node.path)/\(index)")
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
    fileprivate func performAsCurrentIfSet(_ body: () -> Void) {
        if let traits = self { traits.performAsCurrent(body) } else { body() }
    }
}
