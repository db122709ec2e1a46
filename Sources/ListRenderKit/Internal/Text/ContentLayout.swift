import ListCore
import ListLayoutKit

/// How an element's content is arranged inside its frame: an optional placeholder icon, the text, and the detail
/// text below it (cells) or trailing it (headers and footers). Shared by measuring and drawing.
struct ContentLayout {
    /// The metrics used.
    var metrics: ElementMetrics
    /// The placeholder icon's size (0 when there is none).
    var iconSize: Double
    /// The main text, if any.
    var text: TextLayout?
    /// The detail text, if any.
    var detail: TextLayout?
    /// Whether the detail sits at the trailing edge of the first line rather than under the text.
    var detailTrails: Bool
    /// The width available to the text.
    var textWidth: Double
    /// The distance from the element's left edge to the text box (the accessory sits on the left when the layout
    /// is right-to-left).
    var textLeftInset: Double
    /// The size of the main text after Dynamic Type.
    var textSize: Double
    /// The size of the detail text after Dynamic Type.
    var detailSize: Double
    /// The most height the main text was given (`nil`: no limit).
    var textLimit: Double?
    /// The width the main text wraps at (less than ``textWidth`` beside a trailing detail).
    var textWrapWidth: Double
    /// Whether the main text is set in the bold face (a no-results placeholder's).
    var textIsBold: Bool
    /// The most height the detail below the text was given (`nil`: no limit).
    var detailLimit: Double?

    /// Lays out `content` for an element `width` points wide; with `height`, the text is cut (with an ellipsis) to
    /// the lines that fit, without it the text takes all the lines it needs. As UIKit's labels, text and detail text
    /// keep at least one line each however small the element: what does not fit is clipped by the element's frame,
    /// never dropped.
    ///
    /// Text sizes follow the environment's content size category as iOS scales custom sizes with
    /// `UIFontMetrics`: cells like the body style, headers and footers like the footnote style.
    init(
        content: ListCellContent, kind: ListElementKind, fonts: FontSet, width: Double, height: Double?,
        environment: ListEnvironment = .standard
    ) {
        metrics = ElementMetrics.of(kind)
        iconSize = content.role == .content ? 0 : ElementMetrics.placeholderIconSize
        detailTrails = kind != .cell
        let accessory = content.role == .content ? ElementMetrics.accessoryWidth(content.accessory) : 0
        textWidth = max(1, width - 2 * metrics.horizontalPadding - accessory)
        textLeftInset = metrics.horizontalPadding + (environment.isRightToLeft ? accessory : 0)
        textWrapWidth = textWidth
        let category = environment.contentSizeCategory
        let scale = kind == .cell ? category.bodyScale : category.footnoteScale
        textIsBold = content.role == .noResults
        let textFace = textIsBold ? fonts.bold : fonts.regular
        let textSize = (content.fontSize ?? metrics.textSize) * scale
        let detailSize = metrics.detailSize * scale
        self.textSize = textSize
        self.detailSize = detailSize
        let language = environment.locale
        let rightToLeft = environment.isRightToLeft
        var available = height.map { $0 - 2 * metrics.verticalPadding - iconBlockHeight } ?? .infinity
        var detailWidth = 0.0
        if detailTrails, let detailText = content.detailText, !detailText.isEmpty {
            let trailing = TextLayout(
                text: detailText, face: fonts.regular, size: detailSize, width: textWidth / 2, maxLines: 1,
                language: language, rightToLeft: rightToLeft)
            detail = trailing
            detailWidth = trailing.width + 8
        }
        textWrapWidth = textWidth - detailWidth
        if let string = content.text, !string.isEmpty {
            // Room is kept for the first line of the detail below (as tall as the fonts that draw it make it).
            var reserved = 0.0
            if !detailTrails, let detailText = content.detailText, !detailText.isEmpty, available.isFinite {
                let firstLine = TextLayout(
                    text: detailText, face: fonts.regular, size: detailSize, width: textWidth, maxLines: 1,
                    language: language, rightToLeft: rightToLeft)
                reserved = metrics.detailGap + (firstLine.lines.first?.height ?? 0)
            }
            textLimit = available.isFinite ? available - reserved : nil
            let layout = TextLayout(
                text: string, face: textFace, size: textSize, width: textWrapWidth,
                maxHeight: textLimit, language: language, rightToLeft: rightToLeft)
            text = layout
            available -= layout.height + metrics.detailGap
        }
        if !detailTrails, let detailText = content.detailText, !detailText.isEmpty {
            let lineHeight = TextLayout.lineHeight(of: fonts.regular, size: detailSize)
            // Never dropped: at least one line, clipped by the element when it is too short.
            let limit = available.isFinite ? max(available, lineHeight) : nil
            detailLimit = limit
            detail = TextLayout(
                text: detailText, face: fonts.regular, size: detailSize, width: textWidth, maxHeight: limit,
                language: language, rightToLeft: rightToLeft)
        }
    }

    /// The icon's height plus the gap under it (0 without an icon).
    var iconBlockHeight: Double {
        iconSize > 0 ? iconSize + ElementMetrics.placeholderIconGap : 0
    }

    /// The height of the icon, text and detail stacked, paddings excluded.
    var contentHeight: Double {
        let textHeight = text?.height ?? 0
        if detailTrails { return iconBlockHeight + max(textHeight, detail?.height ?? 0) }
        let detailHeight = detail.map { $0.height + (text == nil ? 0 : metrics.detailGap) } ?? 0
        let height = iconBlockHeight + textHeight + detailHeight
        return text == nil && detail == nil && iconSize > 0 ? iconSize : height
    }

    /// The natural height of the element: content plus paddings, at least the minimum height.
    var naturalHeight: Double {
        max(metrics.minimumHeight, contentHeight + 2 * metrics.verticalPadding)
    }
}
