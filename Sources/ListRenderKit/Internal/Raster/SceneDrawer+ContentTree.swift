import Foundation
import ListCore
import ListViewKit

extension SceneDrawer {
    /// An element's ``ListCellContent`` as a view tree, so it is drawn by the one road every view tree takes
    /// (``drawView(_:at:)``): a content view holding a label for the text, a label for the detail text, an image
    /// view for a placeholder cell's icon and one for the accessory, at the places ``ContentLayout`` measured.
    ///
    /// ```
    ///   element (root, at the origin) ─ contentView ─┬─ label "textLabel"
    ///                                                ├─ label "detailTextLabel"
    ///                                                ├─ imageView "placeholderIcon" (loading, no results, error)
    ///                                                └─ imageView "accessoryView"  (chevron, checkmark, spinner)
    /// ```
    ///
    /// - Parameters:
    ///   - element: the element (its frame gives the size; the tree's root is at the origin).
    ///   - layout: its content measured at its size.
    /// - Returns: the tree, drawn at the element's origin.
    func contentTree(of element: SceneElement, layout: ContentLayout) -> ListViewSnapshot {
        let size = element.frame.size
        let bounds = CGRect(origin: .zero, size: size)
        var atOrigin = element
        atOrigin.frame.origin = .zero
        let metrics = layout.metrics
        let left = layout.textLeftInset
        var top = Self.contentTop(of: atOrigin, layout: layout)
        let content = element.content
        let isPlaceholder = content.role != .content
        let alignment = isPlaceholder ? .center : content.textAlignment
        var children: [ListViewSnapshot] = []
        if isPlaceholder, let symbol = CellContentSymbol(role: content.role) {
            let side = layout.iconSize
            let rect = CGRect(x: Double(size.width) / 2 - side / 2, y: top, width: side, height: side)
            children.append(symbolNode(symbol, identifier: "placeholderIcon", frame: rect))
            top += layout.iconBlockHeight
        }
        if let text = layout.text, let string = content.text {
            children.append(labelNode(
                "textLabel", string: string, layout: text, font: layout.textIsBold ? fonts.bold : fonts.regular,
                size: layout.textSize, limit: layout.textLimit,
                rect: CGRect(x: left, y: top, width: layout.textWidth, height: text.height), alignment: alignment,
                color: textColor(of: element), wrapWidth: layout.textWrapWidth))
        }
        if let detail = layout.detail, let string = content.detailText {
            let rect: CGRect
            if layout.detailTrails {
                let firstLine = layout.text?.lineHeight ?? detail.lineHeight
                rect = CGRect(
                    x: left, y: top + (firstLine - detail.lineHeight) / 2, width: layout.textWidth,
                    height: detail.height)
            } else {
                let below = layout.text.map { $0.height + metrics.detailGap } ?? 0
                rect = CGRect(x: left, y: top + below, width: layout.textWidth, height: detail.height)
            }
            children.append(labelNode(
                "detailTextLabel", string: string, layout: detail, font: fonts.regular, size: layout.detailSize,
                limit: layout.detailTrails ? nil : layout.detailLimit, rect: rect,
                alignment: layout.detailTrails ? .trailing : alignment, color: secondaryTextColor(of: element),
                lines: layout.detailTrails ? 1 : 0, wrapWidth: layout.detailTrails ? layout.textWidth / 2 : nil))
        }
        if !isPlaceholder, let symbol = CellContentSymbol(accessory: content.accessory) {
            // At the trailing edge: the right, or the left when the layout is right-to-left.
            let half = (ElementMetrics.accessoryWidth(content.accessory) - ElementMetrics.accessoryGap) / 2
            let centerX = environment.isRightToLeft
                ? metrics.horizontalPadding + half : Double(size.width) - metrics.horizontalPadding - half
            let side = CellContentSymbol.accessorySide
            let rect = CGRect(x: centerX - side / 2, y: Double(size.height) / 2 - side / 2, width: side, height: side)
            children.append(symbolNode(symbol, identifier: "accessoryView", frame: rect))
        }
        let contentView = ListViewSnapshot(identifier: "contentView", path: "0", frame: bounds, children: children)
        return ListViewSnapshot(identifier: "", frame: bounds, children: [contentView])
    }

    /// A label node drawing `layout` again from its parameters (the same request, so the same lines).
    private func labelNode(
        _ identifier: String, string: String, layout: TextLayout, font face: FontFace, size: Double, limit: Double?,
        rect: CGRect, alignment: ListTextAlignment, color: ListColor, lines: Int = 0, wrapWidth: Double?
    ) -> ListViewSnapshot {
        let font = TextFont(face: face, size: size)
        let text = ListViewText(
            string: string, runs: [ListViewText.Run(range: 0..<string.utf8.count, font: font, color: color)],
            rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), alignment: alignment,
            numberOfLines: lines, maxHeight: layout.isTruncated ? limit.map { max(0, $0) } : nil,
            language: environment.locale, isRightToLeft: environment.isRightToLeft, wrapWidth: wrapWidth)
        return ListViewSnapshot(kind: .label, identifier: identifier, frame: rect, text: text)
    }

    private func symbolNode(_ symbol: CellContentSymbol, identifier: String, frame: CGRect) -> ListViewSnapshot {
        let image = ListViewImageContent(
            name: symbol.rawValue, size: frame.size, rect: CGRect(origin: .zero, size: frame.size),
            contentMode: .center, tintColor: symbol.color(in: theme), placeholderReason: CellContentSymbol.reason)
        return ListViewSnapshot(kind: .imageView, identifier: identifier, frame: frame, image: image)
    }
}
