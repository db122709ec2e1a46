import Foundation
import ListCore

extension ListNavigationController {
    /// Shows the top screen's view (and no other) filling the view, places the bar at the top of the safe area at
    /// its height, and gives the top screen the safe area the bar covers.
    func layOutStack() {
        guard let view = viewIfLoaded else { return }
        for screen in viewControllers.dropLast() where screen.viewIfLoaded?.superview === view {
            screen.view.removeFromSuperview()
            screen.barSafeAreaInsets = .zero
        }
        guard let top = topViewController else {
            navigationBar.isHidden = true
            return
        }
        let topView: ListView = top.view
        if topView.superview !== view { view.insertSubview(topView, belowSubview: navigationBar) }
        if topView.frame != view.bounds { topView.frame = view.bounds }
        let bar = navigationBar
        bar.items = viewControllers.map(\.navigationItem)
        bar.fallbackTitles = viewControllers.map(\.title)
        bar.isHidden = isNavigationBarHidden
        guard !isNavigationBarHidden else {
            top.barSafeAreaInsets = .zero
            return
        }
        bar.showsLargeTitle = bar.prefersLargeTitles && showsLargeTitle(at: viewControllers.count - 1)
        let safeTop = view.safeAreaInsets.top
        bar.backgroundExtension = safeTop
        bar.frame = CGRect(x: 0, y: safeTop, width: view.bounds.width, height: bar.frame.height)
        bar.frame.size.height = bar.barHeight
        bar.isAtScrollEdge = { [weak topView] in topView?.contentScrollEdgeState ?? true }
        bar.setNeedsLayout()
        top.barSafeAreaInsets = ListEdgeInsets(top: bar.frame.maxY)
    }

    /// Whether the screen at `index` shows a large title: its item's mode, `.automatic` taking the mode of the
    /// screen below (the root's `.automatic` is large).
    private func showsLargeTitle(at index: Int) -> Bool {
        var position = index
        while position >= 0 {
            switch viewControllers[position].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: position -= 1
            }
        }
        return true
    }
}

/// A scroll view that tells the bars whether its content is at an edge (a collection view does): a navigation bar
/// over it draws its scroll-edge appearance at the top edge, a tab bar under it at the bottom edge.
@MainActor
package protocol ListScrollEdgeReporting: AnyObject {
    /// Whether the content rests at its top (the offset at or above minus the adjusted top inset).
    var isAtTopScrollEdge: Bool { get }
    /// Whether the content is scrolled to its end (the offset at or below the largest), or is shorter than the view.
    var isAtBottomScrollEdge: Bool { get }
}

extension ListView {
    /// Whether the first scroll view of the tree (this view, then its subviews depth first) is at its top edge;
    /// `nil` when the tree has no scroll view.
    var contentScrollEdgeState: Bool? { firstScrollEdgeReporter?.isAtTopScrollEdge }

    /// Whether the first scroll view of the tree is at its bottom edge; `nil` when the tree has no scroll view.
    var contentBottomScrollEdgeState: Bool? { firstScrollEdgeReporter?.isAtBottomScrollEdge }

    /// The first scroll view of the tree: this view, then its shown subviews depth first.
    private var firstScrollEdgeReporter: ListScrollEdgeReporting? {
        if let scroll = self as? ListScrollEdgeReporting { return scroll }
        for subview in subviews where !subview.isHidden {
            if let found = subview.firstScrollEdgeReporter { return found }
        }
        return nil
    }
}
