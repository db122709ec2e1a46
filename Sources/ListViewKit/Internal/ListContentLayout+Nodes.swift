import Foundation
import ListCore
import ListTextModel

extension ListContentLayout {
    /// The content view's subviews as snapshot nodes, in a view of `size`: a label for the text, a label for the
    /// secondary text, an image view for the image and one per accessory, colours resolved for `style`.
    ///
    /// ```
    ///   contentView ─┬─ label "textLabel"
    ///                ├─ label "secondaryTextLabel"
    ///                ├─ imageView "imageView"      (a placeholder's icon)
    ///                └─ imageView "accessoryView"  (chevron, checkmark, spinner; one per accessory)
    /// ```
    func nodes(in size: CGSize, style: ListUserInterfaceStyle, path: String) -> [ListViewSnapshot] {
        let width = Double(size.width)
        let left = textLeftInset
        var top = contentTop(in: Double(size.height))
        var children: [ListViewSnapshot] = []
        func childPath() -> String { path.isEmpty ? "\(children.count)" : "\(path)/\(children.count)" }
        if let image = configuration.image {
            let box = configuration.imageProperties.reservedLayoutSize
            let rect = CGRect(x: width / 2 - Double(box.width) / 2, y: top, width: Double(box.width), height: Double(box.height))
            children.append(imageNode(
                image, identifier: "imageView", path: childPath(), frame: rect,
                tint: (configuration.imageProperties.tintColor ?? .systemBlue).resolved(for: style)))
            top += Self.imageBlockHeight(of: configuration)
        }
        if let text, let string = configuration.text {
            let properties = configuration.textProperties
            children.append(labelNode(
                "textLabel", path: childPath(), string: string, layout: text, font: textFont, limit: textLimit,
                rect: CGRect(x: left, y: top, width: textWidth, height: text.height), alignment: properties.alignment,
                color: properties.color.resolved(for: style), lines: properties.numberOfLines, wrapWidth: textWrapWidth))
        }
        if let detail, let string = configuration.secondaryText {
            let properties = configuration.secondaryTextProperties
            let rect: CGRect
            if detailTrails {
                let firstLine = text?.lineHeight ?? detail.lineHeight
                rect = CGRect(
                    x: left, y: top + (firstLine - detail.lineHeight) / 2, width: textWidth, height: detail.height)
            } else {
                let gap = Double(configuration.textToSecondaryTextVerticalPadding)
                let below = text.map { $0.height + gap } ?? 0
                rect = CGRect(x: left, y: top + below, width: textWidth, height: detail.height)
            }
            children.append(labelNode(
                "secondaryTextLabel", path: childPath(), string: string, layout: detail, font: detailFont,
                limit: detailTrails ? nil : detailLimit, rect: rect,
                alignment: detailTrails ? .trailing : properties.alignment, color: properties.color.resolved(for: style),
                lines: detailTrails ? 1 : properties.numberOfLines, wrapWidth: detailTrails ? textWidth / 2 : nil))
        }
        // At the trailing edge (the right, or the left in a right-to-left layout), the first accessory outermost.
        var offset = 0.0
        for accessory in configuration.accessories where accessory != .none {
            let half = (accessory.layoutWidth - ListCellAccessory.gap) / 2
            let centerX = isRightToLeft
                ? Double(margins.left) + offset + half : width - Double(margins.right) - offset - half
            offset += accessory.layoutWidth
            let side = ListCellAccessory.side
            let rect = CGRect(x: centerX - side / 2, y: Double(size.height) / 2 - side / 2, width: side, height: side)
            children.append(shapeNode(
                accessory.shapeName, identifier: "accessoryView", path: childPath(), frame: rect,
                tint: accessory.tint.resolved(for: style)))
        }
        return children
    }

    /// A label node that draws `layout` again from its parameters (the same request, so the same lines).
    private func labelNode(
        _ identifier: String, path: String, string: String, layout: TextLayout, font: Face, limit: Double?,
        rect: CGRect, alignment: ListTextAlignment, color: ListColor, lines: Int, wrapWidth: Double?
    ) -> ListViewSnapshot {
        let text = ListViewText(
            string: string,
            runs: [ListViewText.Run(range: 0..<string.utf8.count, font: TextFont(face: font.face, size: font.size), color: color)],
            rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), alignment: alignment,
            numberOfLines: lines, maxHeight: layout.isTruncated ? limit.map { max(0, $0) } : nil,
            language: language, isRightToLeft: isRightToLeft, wrapWidth: wrapWidth)
        return ListViewSnapshot(kind: .label, identifier: identifier, path: path, frame: rect, text: text)
    }

    /// The image in its box: a drawn shape filling it, a picture fitted into it.
    private func imageNode(
        _ image: ListViewImage, identifier: String, path: String, frame: CGRect, tint: ListColor
    ) -> ListViewSnapshot {
        if image.placeholderReason == ListViewImageContent.drawnShapeReason {
            return shapeNode(image.name, identifier: identifier, path: path, frame: frame, tint: tint)
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let content = ListViewImageContent(
            name: image.name, size: image.size, rect: ListView.ContentMode.scaleAspectFit.place(image.size, in: bounds),
            contentMode: .scaleAspectFit, tintColor: image.isTemplate ? tint : nil,
            placeholderReason: image.placeholderReason, image: image.bitmap)
        return ListViewSnapshot(kind: .imageView, identifier: identifier, path: path, frame: frame, image: content)
    }

    /// A shape the renderer draws (an accessory, a placeholder's icon) filling its box.
    private func shapeNode(
        _ name: String, identifier: String, path: String, frame: CGRect, tint: ListColor
    ) -> ListViewSnapshot {
        let image = ListViewImageContent(
            name: name, size: frame.size, rect: CGRect(origin: .zero, size: frame.size), contentMode: .center,
            tintColor: tint, placeholderReason: ListViewImageContent.drawnShapeReason)
        return ListViewSnapshot(kind: .imageView, identifier: identifier, path: path, frame: frame, image: image)
    }
}
