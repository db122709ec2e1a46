import Foundation
import ListCore

extension ListView {
    /// Lays the tree out (``layoutIfNeeded()``) and returns it as a value: what the renderer draws, with what
    /// VoiceOver reads in it (``ListViewSnapshot/accessibility``).
    ///
    /// - Returns: the root node (its frame at the origin, with the view's size).
    public func snapshot() -> ListViewSnapshot {
        snapshot(readingAccessibility: true)
    }

    /// ``snapshot()``, leaving out what VoiceOver reads when `readingAccessibility` is false (``ListViewSnapshot/
    /// accessibility`` and its bars `nil`): a still that is drawn and compared, never audited nor read aloud, does not
    /// collect it. Every other part of the node is the same.
    ///
    /// - Parameter readingAccessibility: whether to collect the tree's accessibility elements.
    /// - Returns: the root node.
    package func snapshot(readingAccessibility: Bool) -> ListViewSnapshot {
        layoutIfNeeded()
        var issues = ListConstraintIssueCollector()
        var node = makeNode(path: "", issues: &issues)
        let origin = node.frame.origin
        node.frame.origin = .zero
        if let shadow = node.shadow { node.shadow?.rect = shadow.rect.offsetBy(dx: -origin.x, dy: -origin.y) }
        if readingAccessibility {
            let (nodes, bars) = accessibilityScreen()
            node.accessibility = bars?.nodes ?? nodes
            node.accessibilityBars = bars
        }
        node.constraintIssues = issues.issues()
        return node
    }

    /// The view as a node of a larger tree (what a collection view embedded in a cell makes of its visible cells):
    /// laid out (``layoutIfNeeded()``), its frame in its superview's (or collection view's content) coordinates,
    /// its path and every descendant's under `path`.
    ///
    /// - Parameter path: the node's path in the larger tree (`"0/1/2"`).
    /// - Returns: the node.
    package func snapshotNode(atPath path: String) -> ListViewSnapshot {
        layoutIfNeeded()
        var issues = ListConstraintIssueCollector()
        return makeNode(path: path, issues: &issues)
    }

    private func makeNode(path: String, issues: inout ListConstraintIssueCollector) -> ListViewSnapshot {
        let style = traitCollection.userInterfaceStyle
        var node = ListViewSnapshot(
            kind: snapshotKind, identifier: accessibilityIdentifier ?? path, path: path, frame: untransformedFrame,
            boundsOrigin: bounds.origin, alpha: Double(min(1, max(0, alpha))),
            clipsToBounds: clipsToBounds, backgroundColor: backgroundColor?.resolved(for: style),
            cornerRadius: Double(max(0, layer.cornerRadius)), maskedCorners: layer.maskedCorners,
            borderWidth: Double(max(0, layer.borderWidth)), borderColor: layer.borderColor?.resolved(for: style),
            tintColor: tintColor.resolved(for: style))
        node.shadow = layer.shadow(frame: untransformedFrame, background: node.backgroundColor, style: style)
        node.transform = transform.isIdentity ? nil : transform
        describe(into: &node)
        issues.visit(self, name: node.identifier.isEmpty ? "root" : node.identifier)
        // Subviews and standalone sublayers in Core Animation's order: a layer draws just above the subview that was
        // frontmost when it was added (below every subview when none was, or when that subview has left). Children
        // `describe(into:)` gave (a collection view's cells) come first.
        var index = node.children.count
        func childPath() -> String {
            defer { index += 1 }
            return path.isEmpty ? "\(index)" : "\(path)/\(index)"
        }
        let layers = layer.addedSublayers
        let bottom = layers.filter { sublayer in
            !(sublayer.anchor.map { anchor in subviews.contains { $0 === anchor } } ?? false)
        }
        // Then a stable sort by `zPosition`, as Core Animation draws sibling layers.
        var stacked: [(zPosition: CGFloat, view: ListView?, layer: ListLayer?)] = bottom.map { ($0.zPosition, nil, $0) }
        for subview in subviews {
            stacked.append((subview.layer.zPosition, subview, nil))
            stacked += layers.filter { $0.anchor === subview }.map { ($0.zPosition, nil, $0) }
        }
        let ordered = stacked.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for (_, item) in ordered {
            if let subview = item.view, !subview.isHidden { node.children.append(subview.makeNode(path: childPath(), issues: &issues)) }
            if let sublayer = item.layer, !sublayer.isHidden,
               let child = sublayer.makeNode(path: childPath(), style: style, tint: node.tintColor) {
                node.children.append(child)
            }
        }
        node.isHairline = drawsAsHairline || node.isPlainHairline(screenScale: ListScreen.main.scale)
        return node
    }
}

extension ListLayer {
    /// A standalone layer as a snapshot node (`nil` when hidden): its background, corners, border and sublayers.
    fileprivate func makeNode(path: String, style: ListUserInterfaceStyle, tint: ListColor) -> ListViewSnapshot? {
        guard !isHidden else { return nil }
        var node = ListViewSnapshot(
            kind: .layer, identifier: name ?? path, path: path, frame: frame, boundsOrigin: bounds.origin,
            alpha: Double(min(1, max(0, opacity))), clipsToBounds: masksToBounds,
            backgroundColor: backgroundColor?.resolved(for: style), cornerRadius: Double(max(0, cornerRadius)),
            maskedCorners: maskedCorners, borderWidth: Double(max(0, borderWidth)),
            borderColor: borderColor?.resolved(for: style), tintColor: tint)
        node.shadow = shadow(frame: frame, background: node.backgroundColor, style: style)
        node.gradient = gradient(style: style)
        var index = 0
        let ordered = addedSublayers.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for sublayer in ordered.map(\.element) {
            if let child = sublayer.makeNode(path: "\(path)/\(index)", style: style, tint: tint) {
                node.children.append(child)
                index += 1
            }
        }
        node.isHairline = node.isPlainHairline(screenScale: ListScreen.main.scale)
        return node
    }
}

extension ListViewSnapshot {
    /// Whether the node is what cell code writes for a separator: a plain view or layer that only fills a line
    /// exactly `1 / screenScale` points thick (`UIScreen.main.scale` of 2 or more), longer than thick.
    fileprivate func isPlainHairline(screenScale: CGFloat) -> Bool {
        guard screenScale >= 2, kind == .view || kind == .layer, let fill = backgroundColor, fill.alpha > 0,
            children.isEmpty, text == nil, image == nil, gradient == nil, transform == nil, shadow == nil,
            borderWidth == 0, cornerRadius == 0, elementContent == nil
        else { return false }
        let thickness = Double(min(frame.width, frame.height))
        let length = Double(max(frame.width, frame.height))
        return abs(thickness - 1 / Double(screenScale)) < 1e-9 && length > thickness
    }
}
