import Foundation

/// What VoiceOver reads on a screen with bars, part by part, in UIKit's order: the status bar, the navigation bars,
/// the content, the tab bars — whatever the frames, so content scrolled under a translucent bar is still read after
/// the bar. Each part is read by position (top to bottom, from the leading edge); a navigation bar lists its own
/// order (back button, leading items, title, trailing items, large title).
package struct ListAccessibilityBars: Sendable, Hashable {
    /// The status bars' elements.
    package var status: [ListAccessibilityNode]
    /// The navigation bars' elements.
    package var navigation: [ListAccessibilityNode]
    /// Everything else.
    package var content: [ListAccessibilityNode]
    /// The tab bars' elements.
    package var tab: [ListAccessibilityNode]

    /// The parts.
    package init(
        status: [ListAccessibilityNode], navigation: [ListAccessibilityNode], content: [ListAccessibilityNode],
        tab: [ListAccessibilityNode]
    ) {
        (self.status, self.navigation, self.content, self.tab) = (status, navigation, content, tab)
    }

    /// The parts as one group read in this order (what ``ListView/accessibilityNodes()`` returns for a screen).
    package var nodes: [ListAccessibilityNode] {
        let parts = [status, navigation, content, tab].filter { !$0.isEmpty }
            .map { ListAccessibilityNode.group($0, ordered: false, frame: nil) }
        return parts.isEmpty ? [] : [.group(parts, ordered: true, frame: nil)]
    }
}
