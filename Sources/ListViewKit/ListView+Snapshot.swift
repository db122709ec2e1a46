import Foundation
import ListCore

extension ListView {
    /// Lays the tree out (``layoutIfNeeded()``) and returns it as a value: what the renderer draws.
    ///
    /// - Returns: the root node (its frame at the origin, with the view's size).
    public func snapshot() -> ListViewSnapshot {
        layoutIfNeeded()
        var node = makeNode(path: "")
        node.frame.origin = .zero
        return node
    }

    private func makeNode(path: String) -> ListViewSnapshot {
        let style = traitCollection.userInterfaceStyle
        var node = ListViewSnapshot(
            kind: snapshotKind, identifier: accessibilityIdentifier ?? path, path: path, frame: frame,
            boundsOrigin: bounds.origin, alpha: Double(min(1, max(0, alpha))),
            clipsToBounds: clipsToBounds, backgroundColor: backgroundColor?.resolved(for: style),
            cornerRadius: Double(max(0, layer.cornerRadius)), maskedCorners: layer.maskedCorners,
            borderWidth: Double(max(0, layer.borderWidth)), borderColor: layer.borderColor?.resolved(for: style),
            tintColor: tintColor.resolved(for: style))
        describe(into: &node)
        var index = 0
        for subview in subviews where !subview.isHidden {
            node.children.append(subview.makeNode(path: path.isEmpty ? "\(index)" : "\(path)/\(index)"))
            index += 1
        }
        return node
    }
}
