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
    /// A screen's bars are read in UIKit's order whatever their frames: a tree with a status bar, a
    /// ``ListNavigationBar`` or a ``ListTabBar`` inside gives one ordered group of the status bar's elements, the
    /// navigation bars', everything else, then the tab bars'.
    ///
    /// - Returns: the nodes in tree order (empty when the view is hidden or has no elements).
    public func accessibilityNodes() -> [ListAccessibilityNode] {
        let (nodes, bars) = accessibilityScreen()
        return bars?.nodes ?? nodes
    }

    /// The view's accessibility tree, and its bars' parts apart when it has bars (``accessibilityNodes()`` is
    /// `bars.nodes` then).
    package func accessibilityScreen() -> (nodes: [ListAccessibilityNode], bars: ListAccessibilityBars?) {
        layoutIfNeeded()
        var collector = ListAccessibilityCollector(reference: self)
        let nodes = collector.nodes(of: self, depth: 0)
        return (nodes, collector.bars(content: nodes))
    }
}
