import Foundation

/// One step of the accessibility tree before VoiceOver's order is applied: an element, or a group of nodes read
/// together (an accessibility container, a view with ``ListView/shouldGroupAccessibilityChildren``, a cell of a
/// collection view). ``ListAccessibilityHierarchy/init(nodes:layoutDirection:)`` orders them.
///
/// ```swift
/// let nodes = cell.contentView.accessibilityNodes()          // in the content view's coordinates
/// let hierarchy = ListAccessibilityHierarchy(nodes: nodes, layoutDirection: .leftToRight)
/// ```
public indirect enum ListAccessibilityNode: Sendable, Hashable {
    /// An element VoiceOver focuses.
    case element(ListAccessibilityHierarchy.Element)
    /// Nodes read together. `ordered`: kept in the given order (a container's `accessibilityElements`), else sorted
    /// by position; `frame`: where the group sits among its siblings (`nil`: the union of its elements' frames).
    case group([ListAccessibilityNode], ordered: Bool, frame: CGRect?)

    /// The node with every frame and activation point moved by (`dx`, `dy`).
    ///
    /// - Parameters:
    ///   - dx: the horizontal offset.
    ///   - dy: the vertical offset.
    /// - Returns: the moved node.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> ListAccessibilityNode {
        switch self {
        case .element(var element):
            element.frame = element.frame.offsetBy(dx: dx, dy: dy)
            element.activationPoint = CGPoint(x: element.activationPoint.x + dx, y: element.activationPoint.y + dy)
            return .element(element)
        case .group(let nodes, let ordered, let frame):
            return .group(nodes.map { $0.offsetBy(dx: dx, dy: dy) }, ordered: ordered,
                          frame: frame?.offsetBy(dx: dx, dy: dy))
        }
    }

    /// The elements in the node, in tree order.
    public var elements: [ListAccessibilityHierarchy.Element] {
        switch self {
        case .element(let element): return [element]
        case .group(let nodes, _, _): return nodes.flatMap(\.elements)
        }
    }

    /// The node with `transform` applied to each of its elements.
    func mappingElements(
        _ transform: (ListAccessibilityHierarchy.Element) -> ListAccessibilityHierarchy.Element
    ) -> ListAccessibilityNode {
        switch self {
        case .element(let element): return .element(transform(element))
        case .group(let nodes, let ordered, let frame):
            return .group(nodes.map { $0.mappingElements(transform) }, ordered: ordered, frame: frame)
        }
    }

    /// The rectangle VoiceOver places the node by: an element's frame, a group's own frame, else the union of its
    /// elements' (`nil` for an empty group).
    var sortFrame: CGRect? {
        switch self {
        case .element(let element): return element.frame
        case .group(let nodes, _, let frame):
            if let frame { return frame }
            return nodes.compactMap(\.sortFrame).reduce(nil) { $0?.union($1) ?? $1 }
        }
    }
}
