import Foundation

/// Walks a view tree as UIKit's accessibility does (docs/ACCESSIBILITY.md): an element is read alone, a container's
/// `accessibilityElements` replace its subviews in their order, a modal subview hides its siblings, hidden and empty
/// views are skipped. Each object is visited once (a cycle in `accessibilityElements` ends there) and the walk stops
/// at ``ListAccessibilityHierarchy/maximumElements`` elements or a depth of ``maximumDepth``.
@MainActor
struct ListAccessibilityCollector {
    static let maximumDepth = 256
    let reference: ListView
    /// Where the reference's frame origin lies in root coordinates (frames are given relative to it); moved while
    /// a provider's detached view is read, so that its tree lands where it is shown.
    private(set) var origin: CGPoint
    /// The names of the detached views being read (``ListAccessibilityContentProvider``), which start their paths.
    private var detachedNames: [ObjectIdentifier: String] = [:]
    private var visited = Set<ObjectIdentifier>()
    private var count = 0
    /// What the screen's bars read, set apart from the content (``ListAccessibilityBars``): status bars, navigation
    /// bars, tab bars, in tree order.
    private var statusBars: [ListAccessibilityNode] = [], navigationBars: [ListAccessibilityNode] = []
    private var tabBars: [ListAccessibilityNode] = []
    private var hasBars = false

    init(reference: ListView) {
        self.reference = reference
        origin = reference.convert(CGRect(origin: reference.bounds.origin, size: .zero), to: nil).origin
    }

    mutating func nodes(of view: ListView, depth: Int) -> [ListAccessibilityNode] {
        guard depth < Self.maximumDepth, count < ListAccessibilityHierarchy.maximumElements,
              visited.insert(ObjectIdentifier(view)).inserted, !view.accessibilityElementsHidden, !view.isHidden,
              view.alpha > 0, Self.isFinite(view.frame), view.frame.size != .zero
        else { return [] }
        // A bar inside the tree is read in its place on the screen (``bars(content:)``), not among the content.
        if depth > 0, let bar = Bar(view) {
            let read = contents(of: view, depth: depth)
            hasBars = true
            switch bar {
            case .status: statusBars += read
            case .navigation: navigationBars += read
            case .tab: tabBars += read
            }
            return []
        }
        return contents(of: view, depth: depth)
    }

    private mutating func contents(of view: ListView, depth: Int) -> [ListAccessibilityNode] {
        if view.isAccessibilityElement {
            return element(of: view).map { [$0] } ?? []
        }
        if let listed = view.accessibilityElements {
            let group = ListAccessibilityNode.group(
                members(listed, container: view, depth: depth), ordered: true, frame: nil)
            return view.accessibilityTraits.contains(.tabBar) ? Self.tabs([group], of: view) : [group]
        }
        let subviews = view.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? view.subviews
        var children = subviews.flatMap { nodes(of: $0, depth: depth + 1) }
        if let provider = view as? ListAccessibilityContentProvider {
            for shown in provider.accessibilityContent { children += detached(shown, in: provider, depth: depth + 1) }
        }
        if view.accessibilityTraits.contains(.tabBar) { children = Self.tabs(children, of: view) }
        return view.shouldGroupAccessibilityChildren ? [.group(children, ordered: false, frame: nil)] : children
    }

    /// The screen's parts in UIKit's reading order (the status bar, the navigation bars, `content`, the tab bars);
    /// `nil` when the tree has no bar.
    func bars(content: [ListAccessibilityNode]) -> ListAccessibilityBars? {
        guard hasBars else { return nil }
        return ListAccessibilityBars(status: statusBars, navigation: navigationBars, content: content, tab: tabBars)
    }

    /// The elements inside a view with the `.tabBar` trait, each given its place among them in reading order (the
    /// view's direction), as VoiceOver counts the tabs of a tab bar ("Tab. 2 of 4.").
    static func tabs(_ nodes: [ListAccessibilityNode], of view: ListView) -> [ListAccessibilityNode] {
        let order = ListAccessibilityHierarchy(nodes: nodes, layoutDirection: view.effectiveUserInterfaceLayoutDirection)
            .elements
        var places: [ListAccessibilityHierarchy.Element: Int] = [:]
        for (index, element) in order.enumerated() where places[element] == nil { places[element] = index + 1 }
        return nodes.map { node in
            node.mappingElements { element in
                var tab = element
                if let index = places[element] { tab.tab = .init(index: index, count: order.count) }
                return tab
            }
        }
    }

    private mutating func nodes(of element: ListAccessibilityElement, index: Int, container: ListView,
                                depth: Int) -> [ListAccessibilityNode] {
        guard depth < Self.maximumDepth, count < ListAccessibilityHierarchy.maximumElements,
              visited.insert(ObjectIdentifier(element)).inserted, !element.accessibilityElementsHidden
        else { return [] }
        if element.isAccessibilityElement {
            let frame = element.resolvedFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            guard Self.isFinite(frame), !frame.isEmpty else { return [] }
            count += 1
            let point = element.accessibilityActivationPoint.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
            return [.element(ListAccessibilityHierarchy.Element(
                label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
                traits: element.accessibilityTraits, identifier: element.accessibilityIdentifier, frame: frame,
                activationPoint: point.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil },
                customActions: (element.accessibilityCustomActions ?? []).map(\.name),
                respondsToUserInteraction: element.accessibilityRespondsToUserInteraction, kind: "element",
                source: element.accessibilityIdentifier ?? "\(path(of: container))#\(index)"))]
        }
        guard let listed = element.accessibilityElements else { return [] }
        return [.group(members(listed, container: container, depth: depth), ordered: true, frame: nil)]
    }

    private mutating func members(_ listed: [Any], container: ListView, depth: Int) -> [ListAccessibilityNode] {
        var result: [ListAccessibilityNode] = []
        for (index, member) in listed.enumerated() {
            if let view = member as? ListView {
                result += nodes(of: view, depth: depth + 1)
            } else if let element = member as? ListAccessibilityElement {
                result += nodes(of: element, index: index, container: container, depth: depth + 1)
            }
        }
        return result
    }

    private mutating func element(of view: ListView) -> ListAccessibilityNode? {
        let frame = view.accessibilityFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        guard Self.isFinite(frame), !frame.isEmpty else { return nil }
        count += 1
        let point = view.accessibilityActivationPoint
        let activation = point.x.isFinite && point.y.isFinite ? CGPoint(x: point.x - origin.x, y: point.y - origin.y) : nil
        return .element(ListAccessibilityHierarchy.Element(
            label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
            traits: view.accessibilityTraits, identifier: view.accessibilityIdentifier, frame: frame,
            activationPoint: activation, customActions: (view.accessibilityCustomActions ?? []).map(\.name),
            respondsToUserInteraction: view.accessibilityRespondsToUserInteraction, kind: view.snapshotKind.rawValue,
            source: view.accessibilityIdentifier ?? path(of: view)))
    }

    /// A view a provider shows apart from its subviews, read where it is shown: one group placed by its frame.
    private mutating func detached(
        _ shown: (view: ListView, frame: CGRect, name: String, element: ListViewSnapshot.ElementContent),
        in provider: ListView, depth: Int
    ) -> [ListAccessibilityNode] {
        guard depth < Self.maximumDepth, count < ListAccessibilityHierarchy.maximumElements, !shown.view.isHidden,
              Self.isFinite(shown.frame)
        else { return [] }
        let prefix = path(of: provider)
        let name = prefix.isEmpty ? shown.name : "\(prefix)/\(shown.name)"
        let onScreen = provider.convert(shown.frame, to: nil)
        let frame = onScreen.offsetBy(dx: -origin.x, dy: -origin.y)
        guard Self.isFinite(frame) else { return [] }
        let read: [ListAccessibilityNode]
        if shown.element.drawsTree {
            // The view's tree converts to its own frame's origin: move the origin so that it lands on the screen.
            let own = shown.view.convert(CGRect(origin: shown.view.bounds.origin, size: .zero), to: nil).origin
            let saved = origin
            origin = CGPoint(x: origin.x + own.x - onScreen.minX, y: origin.y + own.y - onScreen.minY)
            detachedNames[ObjectIdentifier(shown.view)] = name
            read = nodes(of: shown.view, depth: depth)
            origin = saved
        } else if visited.insert(ObjectIdentifier(shown.view)).inserted,
                  let element = shown.element.quickAccessibilityElement(frame: frame, source: name) {
            count += 1
            read = [.element(element)]
        } else {
            read = []
        }
        return read.isEmpty ? [] : [.group(read, ordered: false, frame: frame)]
    }

    /// The view's subview indexes from the reference (`""` for the reference itself; `"?"` outside its subtree).
    private func path(of view: ListView) -> String {
        var indexes: [String] = []
        var current = view
        while current !== reference {
            if let name = detachedNames[ObjectIdentifier(current)] {
                return ([name] + indexes.reversed()).joined(separator: "/")
            }
            guard let parent = current.superview,
                  let index = parent.subviews.firstIndex(where: { $0 === current }) else { return "?" }
            indexes.append("\(index)")
            current = parent
        }
        return indexes.reversed().joined(separator: "/")
    }

    /// The bars a screen reads apart from its content.
    enum Bar {
        case status, navigation, tab

        init?(_ view: ListView) {
            switch view {
            case is ListStatusBarView: self = .status
            case is ListNavigationBar: self = .navigation
            case is ListTabBar: self = .tab
            default: return nil
            }
        }
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
