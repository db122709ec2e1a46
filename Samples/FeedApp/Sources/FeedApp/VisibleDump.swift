import Foundation
import ListPreview

/// What the collection view shows at its offset: every visible cell, header and footer with its frame.
struct VisibleDump: Encodable {
    struct Element: Encodable {
        var kind: String
        var section: Int
        var item: Int
        /// `[x, y, width, height]` in content coordinates.
        var frame: [Double]
        var text: String?
        var detailText: String?
        /// The texts of the labels in the view's subviews (a UIKit-style cell or header), depth first.
        var labels: [String]?
    }

    var contentOffset: [Double]
    var contentSize: [Double]
    var elements: [Element]

    @MainActor
    init(_ collectionView: ListCollectionView) {
        contentOffset = [collectionView.contentOffset.x, collectionView.contentOffset.y]
        contentSize = [collectionView.contentSize.width, collectionView.contentSize.height]
        var elements: [(ListElementKind, ListIndexPath, ListReusableView)] = []
        for key in collectionView.visibleSupplementaryViews.keys.sorted() {
            elements.append((key.kind, key.indexPath, collectionView.visibleSupplementaryViews[key]!))
        }
        for cell in collectionView.visibleCells { elements.append((.cell, cell.indexPath!, cell)) }
        self.elements = elements.sorted { ($0.1, $0.0 == .cell ? 1 : 0) < ($1.1, $1.0 == .cell ? 1 : 0) }.map {
            kind, path, view in
            Element(
                kind: kind.rawValue, section: path.section, item: path.item,
                frame: [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height],
                text: view.content.text, detailText: view.content.detailText,
                labels: view.viewTree.map { tree in tree.allNodes.compactMap { $0.text?.string } })
        }
    }

    /// One line per element: `cell   [1, 0]  (0, 156, 390, 88)  "text"`.
    var lines: [String] {
        elements.map { element in
            let frame = element.frame.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ", ")
            let text = ([element.text, element.detailText].compactMap { $0 } + (element.labels ?? []))
                .joined(separator: " — ")
            let kind = element.kind.padding(toLength: 6, withPad: " ", startingAt: 0)
            return "  \(kind) [\(element.section), \(element.item)]  (\(frame))  \(text.isEmpty ? "" : "\"\(text)\"")"
        }
    }
}
