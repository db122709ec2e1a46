import Foundation

extension ListView {
    /// What VoiceOver reads in the view's subtree, in its order (the view laid out first, as ``snapshot()`` does),
    /// frames in this view's coordinates with its frame at the origin.
    ///
    /// ```swift
    /// let hierarchy = cell.contentView.accessibilityHierarchy()
    /// hierarchy.elements.map(\.spoken)   // ["Ana, 5 hours ago. Button. Double-tap to open profile.", "Like. Button."]
    /// ```
    ///
    /// - Returns: the elements in reading order, the row direction from ``effectiveUserInterfaceLayoutDirection``.
    public func accessibilityHierarchy() -> ListAccessibilityHierarchy {
        ListAccessibilityHierarchy(nodes: accessibilityNodes(), layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// The view's accessibility tree before ordering: its elements and groups (containers, grouped views), frames in
    /// this view's coordinates with its frame at the origin (what a screen's hierarchy places at the cell's frame).
    ///
    /// - Returns: the nodes in tree order (empty when the view is hidden or has no elements).
    public func accessibilityNodes() -> [ListAccessibilityNode] {
        layoutIfNeeded()
        var collector = ListAccessibilityCollector(reference: self)
        return collector.nodes(of: self, depth: 0)
    }
}
