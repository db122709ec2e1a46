import Foundation
import ListCore

extension ListViewController {
    /// The least margins of the root view (UIKit's `systemMinimumLayoutMargins`): none at the top and bottom (the
    /// safe area keeps content from the bars), 16 points at the leading and trailing edges in a compact width (an
    /// iPhone), 20 in a regular width (an iPad, a Plus or Max iPhone in landscape), by the root view's
    /// ``ListTraitCollection/horizontalSizeClass``. Subviews of the root view keep their own margins (8 by default).
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
    /// // 16 points in on an iPhone, 20 on an iPad
    /// ```
    public var systemMinimumLayoutMargins: ListDirectionalEdgeInsets {
        let traits = viewIfLoaded?.traitCollection ?? ListTraitCollection.current
        let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
        return ListDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's margins: the ones set on it (`nil`: none set, the system minimum), each edge at least the
    /// system minimum's while ``viewRespectsSystemMinimumLayoutMargins``.
    func rootViewLayoutMargins(set: ListEdgeInsets?, direction: ListLayoutDirection) -> ListEdgeInsets {
        let minimum = systemMinimumLayoutMargins.edgeInsets(for: direction)
        guard let set else { return minimum }
        guard viewRespectsSystemMinimumLayoutMargins else { return set }
        return ListEdgeInsets(
            top: max(set.top, minimum.top), left: max(set.left, minimum.left),
            bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
    }
}
