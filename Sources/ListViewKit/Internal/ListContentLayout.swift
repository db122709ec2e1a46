import Foundation
import ListCore
import ListTextModel

/// How a ``ListContentView`` arranges its configuration inside a size: an optional image, the text, and the
/// secondary text below it or trailing its first line. The one layout behind the view's size that fits, its
/// snapshot, and every quick-content element the renderer draws.
///
/// As UIKit's labels, the text and the secondary text keep at least one line each however small the view: what does
/// not fit is clipped by the view, never dropped. Content taller than the view less its margins is centred, the
/// margins given up first.
struct ListContentLayout {
    /// What is laid out.
    var configuration: ListContentConfiguration
    /// The view's margins, left and right by the layout direction.
    var margins: ListEdgeInsets
    /// The main text, if any.
    var text: TextLayout?
    /// The secondary text, if any.
    var detail: TextLayout?
    /// Whether the secondary text trails the text's first line.
    var detailTrails: Bool
    /// The width available to the texts.
    var textWidth: Double
    /// The distance from the left edge to the text box (the accessories sit on the left in a right-to-left layout).
    var textLeftInset: Double
    /// The main text's face and size after Dynamic Type.
    var textFont: Face
    /// The secondary text's face and size after Dynamic Type.
    var detailFont: Face
    /// The most height the main text was given (`nil`: no limit).
    var textLimit: Double?
    /// The width the main text wraps at (less than ``textWidth`` beside a trailing secondary text).
    var textWrapWidth: Double
    /// The most height the secondary text below the text was given (`nil`: no limit).
    var detailLimit: Double?
    /// The environment's language and direction.
    var language: String
    var isRightToLeft: Bool

    /// Lays out `configuration` `width` points wide; with `height`, the texts are cut (with an ellipsis) to the
    /// lines that fit, without it they take all the lines they need.
    ///
    /// - Returns: `nil` when the trait collection has no faces (a broken installation).
    init?(configuration: ListContentConfiguration, traits: ListTraitCollection, width: Double, height: Double?) {
        guard let fonts = traits.resolvedFonts else { return nil }
        self.configuration = configuration
        let environment = traits.environment
        language = environment.locale
        isRightToLeft = environment.isRightToLeft
        margins = configuration.directionalLayoutMargins.edgeInsets(for: environment.layoutDirection)
        let category = environment.contentSizeCategory
        func font(_ properties: ListContentConfiguration.TextProperties) -> Face {
            let face = fonts.face(weight: properties.font.weight.openTypeWeight, italic: properties.font.isItalic)
            let size = Double(properties.font.pointSize)
            guard properties.adjustsFontForContentSizeCategory else { return Face(face: face, size: size) }
            return Face(face: face, size: size * properties.fontMetricsStyle.scale(for: category))
        }
        textFont = font(configuration.textProperties)
        detailFont = font(configuration.secondaryTextProperties)
        let horizontal = Double(configuration.directionalLayoutMargins.leading + configuration.directionalLayoutMargins.trailing)
        let vertical = Double(configuration.directionalLayoutMargins.top + configuration.directionalLayoutMargins.bottom)
        let accessory = configuration.accessories.reduce(0.0) { $0 + $1.layoutWidth }
        textWidth = max(1, width - horizontal - accessory)
        textLeftInset = Double(margins.left) + (isRightToLeft ? accessory : 0)
        detailTrails = configuration.prefersSideBySideTextAndSecondaryText
        let detailText = configuration.secondaryText.flatMap { $0.isEmpty ? nil : $0 }
        var available = height.map { $0 - vertical - Self.imageBlockHeight(of: configuration) } ?? .infinity
        var detailWidth = 0.0
        if detailTrails, let detailText {
            let trailing = TextLayout(
                text: detailText, face: detailFont.face, size: detailFont.size, width: textWidth / 2, maxLines: 1,
                language: language, rightToLeft: isRightToLeft)
            detail = trailing
            detailWidth = trailing.width + Double(configuration.textToSecondaryTextHorizontalPadding)
        }
        textWrapWidth = textWidth - detailWidth
        let gap = Double(configuration.textToSecondaryTextVerticalPadding)
        if let string = configuration.text, !string.isEmpty {
            // Room is kept for the first line of the secondary text below (as tall as the fonts that draw it make it).
            var reserved = 0.0
            if !detailTrails, let detailText, available.isFinite {
                let firstLine = TextLayout(
                    text: detailText, face: detailFont.face, size: detailFont.size, width: textWidth, maxLines: 1,
                    language: language, rightToLeft: isRightToLeft)
                reserved = gap + (firstLine.lines.first?.height ?? 0)
            }
            textLimit = available.isFinite ? available - reserved : nil
            let layout = lay(
                string, font: textFont, width: textWrapWidth, lines: configuration.textProperties.numberOfLines,
                limit: textLimit)
            text = layout
            available -= layout.height + gap
        }
        if !detailTrails, let detailText {
            let lineHeight = TextLayout.lineHeight(of: detailFont.face, size: detailFont.size)
            // Never dropped: at least one line, clipped by the view when it is too short.
            let limit = available.isFinite ? max(available, lineHeight) : nil
            detailLimit = limit
            detail = lay(
                detailText, font: detailFont, width: textWidth,
                lines: configuration.secondaryTextProperties.numberOfLines, limit: limit)
        }
    }

    /// A text's lines as a label with those lines and that height limit draws them (``ListViewText/layout()``).
    private func lay(_ string: String, font: Face, width: Double, lines: Int, limit: Double?) -> TextLayout {
        guard lines > 0 else {
            return TextLayout(
                text: string, face: font.face, size: font.size, width: width, maxHeight: limit, language: language,
                rightToLeft: isRightToLeft)
        }
        let byLines = TextLayout(
            text: string, face: font.face, size: font.size, width: width, maxLines: lines, language: language,
            rightToLeft: isRightToLeft)
        guard let limit, byLines.height > limit + 0.001 else { return byLines }
        return TextLayout(
            text: string, face: font.face, size: font.size, width: width, maxHeight: limit, language: language,
            rightToLeft: isRightToLeft)
    }

    /// A face at a size.
    struct Face {
        var face: FontFace
        var size: Double
    }

    /// The image's height plus the gap under it (0 without an image).
    static func imageBlockHeight(of configuration: ListContentConfiguration) -> Double {
        guard configuration.image != nil else { return 0 }
        return Double(configuration.imageProperties.reservedLayoutSize.height + configuration.imageToTextPadding)
    }

    /// The height of the image, text and secondary text stacked, margins excluded.
    var contentHeight: Double {
        let imageBlock = Self.imageBlockHeight(of: configuration)
        let textHeight = text?.height ?? 0
        if detailTrails { return imageBlock + max(textHeight, detail?.height ?? 0) }
        let gap = Double(configuration.textToSecondaryTextVerticalPadding)
        let detailHeight = detail.map { $0.height + (text == nil ? 0 : gap) } ?? 0
        if text == nil && detail == nil && configuration.image != nil {
            return Double(configuration.imageProperties.reservedLayoutSize.height)
        }
        return imageBlock + textHeight + detailHeight
    }

    /// The natural height: content plus margins, at least the minimum height.
    var naturalHeight: Double {
        let vertical = Double(configuration.directionalLayoutMargins.top + configuration.directionalLayoutMargins.bottom)
        return max(Double(configuration.minimumHeight), contentHeight + vertical)
    }

    /// Where the content starts in a view `height` tall: by the vertical alignment, never closer to an edge than
    /// its margin; content taller than the view less its margins is centred instead (rounded down), margins given
    /// up first and then clipped at both edges, as a UIKit label.
    func contentTop(in height: Double) -> Double {
        let top = Double(configuration.directionalLayoutMargins.top)
        let bottom = Double(configuration.directionalLayoutMargins.bottom)
        let spare = height - contentHeight
        if spare < top + bottom { return (spare / 2).rounded(.down) }
        switch configuration.verticalAlignment {
        case .center: return (top + (spare - top - bottom) / 2).rounded(.down)
        case .bottom: return spare - bottom
        case .top: return top
        }
    }
}

extension ListFont.TextStyle {
    /// How much text of this style grows over the `large` Dynamic Type size (as `UIFontMetrics` scales).
    func scale(for category: ListContentSizeCategory) -> Double {
        switch self {
        case .body: category.bodyScale
        case .footnote: category.footnoteScale
        default: Double(size(for: category) / size(for: .large))
        }
    }
}
