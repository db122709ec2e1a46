import Foundation
import ListCore
import ListViewKit

extension RenderScene {
    /// What VoiceOver reads on the screen the scene shows, in its order (docs/ACCESSIBILITY.md): each cell, header
    /// and footer is a group read together and placed by its frame, as a collection view exposes its cells; inside,
    /// the elements of its view tree (``ListViewSnapshot/accessibility``), or, for quick content, one element
    /// labelled by its text and detail text (`"Wi-Fi, Home"`, as a list cell reads its content), a header's with
    /// the `.header` trait, a loading placeholder's "In progress". Elements off the screen or fully transparent are
    /// left out. With ``chrome``, its status bar and navigation bar are read before the list and its tab bar after
    /// it (sources `chrome/…`).
    ///
    /// ```swift
    /// let scene = RenderScene(collectionView: adapter.collectionView, scale: 3)
    /// let hierarchy = scene.accessibilityHierarchy(layoutDirection: .leftToRight)
    /// hierarchy.elements.map(\.source)   // ["header 0/name", "cell 0·0/like", …]
    /// ```
    ///
    /// - Parameter layoutDirection: the environment's layout direction.
    /// - Returns: the elements in reading order, frames in scene points.
    public func accessibilityHierarchy(layoutDirection: ListLayoutDirection) -> ListAccessibilityHierarchy {
        ListAccessibilityHierarchy(nodes: accessibilityNodes(), layoutDirection: layoutDirection)
    }

    /// The scene's accessibility tree before ordering: one group per element shown, in scene coordinates.
    ///
    /// - Returns: the groups, in drawing order.
    public func accessibilityNodes() -> [ListAccessibilityNode] {
        let screen = CGRect(origin: .zero, size: size)
        var nodes: [ListAccessibilityNode] = []
        let shown = (backgroundView.map { [($0, true)] } ?? []) + elements.map { ($0, false) }
        for (element, isBackground) in shown where element.alpha > 0 && element.frame.overlaps(screen) {
            let name = element.accessibilityName(isBackground: isBackground)
            var inner: [ListAccessibilityNode]
            if let view = element.view {
                let origin = CGPoint(x: element.frame.minX + view.frame.minX, y: element.frame.minY + view.frame.minY)
                inner = (view.accessibility ?? []).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            } else {
                inner = element.quickAccessibilityElement(name: name).map { [.element($0)] } ?? []
            }
            inner = inner.compactMap { $0.onScreen(screen, prefix: name) }
            if !inner.isEmpty { nodes.append(.group(inner, ordered: false, frame: element.frame)) }
        }
        guard let chrome, chrome.alpha > 0 else { return nodes }
        // The chrome's bars are read around the list, as UIKit reads a screen: the status bar, the navigation bar,
        // the list, the tab bar (its elements' sources under `chrome/`).
        func visible(_ part: [ListAccessibilityNode]) -> [ListAccessibilityNode] {
            part.compactMap { $0.onScreen(screen, prefix: "chrome") }
        }
        guard let bars = chrome.accessibilityBars else { return nodes + visible(chrome.accessibility ?? []) }
        return ListAccessibilityBars(
            status: visible(bars.status), navigation: visible(bars.navigation),
            content: nodes + visible(bars.content), tab: visible(bars.tab)
        ).nodes
    }
}

extension SceneElement {
    /// `cell 1·0`, `header 1`, `footer 1`, `background`.
    func accessibilityName(isBackground: Bool) -> String {
        if isBackground { return "background" }
        switch kind {
        case .cell: return "cell \(section)·\(item ?? 0)"
        default: return "\(kind.rawValue) \(section)"
        }
    }

    /// A quick-content element: what its ``ListContentView`` reads (the text and detail text, "In progress" for a
    /// loading placeholder, `.selected` with a checkmark), a header's with the `.header` trait (`nil`: no text).
    func quickAccessibilityElement(name: String) -> ListAccessibilityHierarchy.Element? {
        let role: ListViewSnapshot.ElementContent.Role = switch kind {
        case .cell: .cell
        case .header: .header
        case .footer: .footer
        }
        return ListViewSnapshot.ElementContent(role: role, content: content, drawsTree: false)
            .quickAccessibilityElement(frame: frame, source: "")
    }
}

extension ListAccessibilityNode {
    /// The node without elements that are off the screen, sources prefixed with the list element's name.
    fileprivate func onScreen(_ screen: CGRect, prefix: String) -> ListAccessibilityNode? {
        switch self {
        case .element(var element):
            guard element.frame.overlaps(screen) else { return nil }
            element.source = element.source.isEmpty ? prefix : "\(prefix)/\(element.source)"
            return .element(element)
        case .group(let nodes, let ordered, let frame):
            let kept = nodes.compactMap { $0.onScreen(screen, prefix: prefix) }
            return kept.isEmpty ? nil : .group(kept, ordered: ordered, frame: frame)
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (edges that only touch do not, nor an empty or NaN rectangle).
    fileprivate func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
