import CCairo
import Foundation
import ListCore
import ListLayoutKit
import ListViewKit

extension SceneDrawer {
    /// Draws a cell, header, footer or background view of a collection view embedded in a cell (a node with
    /// ``ListViewSnapshot/elementContent``) by the road an outer list's element takes, ``drawElement(_:isBackgroundView:)``:
    /// its quick content as the view tree it stands for (a quick text cell looks the same in a nested list as in the
    /// list around it), or its own tree over the content's background colour; faded as a whole when its alpha is
    /// below 1.
    ///
    /// - Parameters:
    ///   - node: the element's node, its frame in its collection view's content coordinates.
    ///   - element: what it shows.
    ///   - origin: where its collection view's bounds start on the canvas.
    /// - Returns: the boxes of the text drawn.
    func drawNestedElement(
        _ node: ListViewSnapshot, showing element: ListViewSnapshot.ElementContent, at origin: CGPoint
    ) -> [CGRect] {
        guard node.alpha > 0, node.frame.width >= 0, node.frame.height >= 0 else { return [] }
        var tree: ListViewSnapshot?
        if element.drawsTree {
            // The tree at the element's origin, as an outer list's cell tree is (its alpha applied around it).
            var root = node
            root.elementContent = nil
            root.alpha = 1
            root.frame.origin = .zero
            if let rect = root.shadow?.rect {
                root.shadow?.rect = rect.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
            }
            tree = root
        }
        let kind: ListElementKind = switch element.role {
        case .cell, .background: .cell
        case .header: .header
        case .footer: .footer
        }
        let sceneElement = SceneElement(
            kind: kind, frame: node.frame.offsetBy(dx: origin.x, dy: origin.y), content: element.content,
            section: 0, item: kind == .cell ? 0 : nil, view: tree)
        let context = canvas.context
        let faded = node.alpha < 1
        if faded { cairo_push_group(context) }
        let boxes = drawElement(sceneElement, isBackgroundView: element.role == .background)
        if faded {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, node.alpha)
        }
        return boxes
    }
}
