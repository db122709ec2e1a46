import Foundation
import ListCore

/// UIKit's `UIListContentConfiguration`: what a list's content view shows — a text, a secondary text, an image and
/// trailing accessories, inside directional layout margins — and how (fonts, colours, lines, alignment). A
/// ``ListContentView`` lays it out and sizes itself by it; the renderer draws every quick-content cell, header and
/// footer (a ``ListCellContent``) through one, so a row is measured by the very layout that draws it.
///
/// ```swift
/// var content = UIListContentConfiguration.cell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.accessories = [.disclosureIndicator]
/// let view = UIListContentView(configuration: content)
/// view.sizeThatFits(CGSize(width: 390, height: 0)).height   // 57
/// ```
///
/// ```
///   ┌──────────────────────────────────────────┐
///   │ leading │ text …             │ › │ trailing │   top and bottom margins above and below
///   │         │ secondary text     │   │          │
///   └──────────────────────────────────────────┘
/// ```
public struct ListContentConfiguration: Sendable, Hashable {
    /// How a text is drawn: UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Sendable, Hashable {
        /// The font (its size before Dynamic Type when ``adjustsFontForContentSizeCategory``); weights from semibold
        /// up are drawn in the bold face.
        public var font: ListFont
        /// The colour (adaptive colours follow the trait collection's appearance).
        public var color: ListColor
        /// The most lines (0: as many as fit in the view's height, the last cut with an ellipsis).
        public var numberOfLines: Int
        /// How the lines line up horizontally.
        public var alignment: ListTextAlignment
        /// Whether the font grows and shrinks with the Dynamic Type size, as `UIFontMetrics` of ``fontMetricsStyle``
        /// scales a custom font.
        public var adjustsFontForContentSizeCategory: Bool
        /// The text style whose Dynamic Type scale the font follows (`UIFontMetrics(forTextStyle:)`).
        public var fontMetricsStyle: ListFont.TextStyle

        /// Creates text properties.
        public init(
            font: ListFont, color: ListColor, numberOfLines: Int = 0, alignment: ListTextAlignment = .leading,
            adjustsFontForContentSizeCategory: Bool = true, fontMetricsStyle: ListFont.TextStyle = .body
        ) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
            self.alignment = alignment
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            self.fontMetricsStyle = fontMetricsStyle
        }
    }

    /// How the image is drawn: UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Sendable, Hashable {
        /// The box the image is centred in.
        public var reservedLayoutSize: CGSize
        /// The tint of a template image or a drawn shape (`nil`: the tint colour).
        public var tintColor: ListColor?

        /// Creates image properties.
        public init(reservedLayoutSize: CGSize = CGSize(width: 22, height: 22), tintColor: ListColor? = nil) {
            self.reservedLayoutSize = reservedLayoutSize
            self.tintColor = tintColor
        }
    }

    /// Where the content sits when the view is taller than it.
    public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
        /// Centred (cells).
        case center
        /// At the top margin (grouped footers).
        case top
        /// At the bottom margin (grouped headers).
        case bottom
    }

    /// The main text. It wraps within the margins and ends in an ellipsis when it does not fit.
    public var text: String?
    /// The secondary text: under the text, or trailing its first line with
    /// ``prefersSideBySideTextAndSecondaryText``.
    public var secondaryText: String?
    /// An image above the text, centred (a placeholder's icon).
    public var image: ListViewImage?
    /// How ``text`` is drawn.
    public var textProperties: TextProperties
    /// How ``secondaryText`` is drawn.
    public var secondaryTextProperties: TextProperties
    /// How ``image`` is drawn.
    public var imageProperties: ImageProperties
    /// The accessories at the trailing edge, the first outermost (a `UICollectionViewListCell`'s).
    public var accessories: [ListCellAccessory]
    /// The space between the view's edges and its content, by leading and trailing edge.
    public var directionalLayoutMargins: ListDirectionalEdgeInsets
    /// Whether the secondary text trails the text's first line (one line, at most half the width) instead of
    /// sitting under it.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The gap between the text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The gap between the text and a secondary text trailing it.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The gap between the image and the text under it.
    public var imageToTextPadding: CGFloat
    /// Where the content sits when the view is taller than it.
    public var verticalAlignment: VerticalAlignment
    /// The least height the view fits (a table's 44-point row; 0 for headers and footers).
    public var minimumHeight: CGFloat

    /// Creates a configuration; ``cell()``, ``groupedHeader()`` and ``groupedFooter()`` give UIKit's styles.
    public init(
        text: String? = nil, secondaryText: String? = nil, image: ListViewImage? = nil,
        textProperties: TextProperties, secondaryTextProperties: TextProperties,
        imageProperties: ImageProperties = ImageProperties(), accessories: [ListCellAccessory] = [],
        directionalLayoutMargins: ListDirectionalEdgeInsets, prefersSideBySideTextAndSecondaryText: Bool = false,
        textToSecondaryTextVerticalPadding: CGFloat = 2, textToSecondaryTextHorizontalPadding: CGFloat = 8,
        imageToTextPadding: CGFloat = 8, verticalAlignment: VerticalAlignment = .center, minimumHeight: CGFloat = 0
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.imageProperties = imageProperties
        self.accessories = accessories
        self.directionalLayoutMargins = directionalLayoutMargins
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.imageToTextPadding = imageToTextPadding
        self.verticalAlignment = verticalAlignment
        self.minimumHeight = minimumHeight
    }

    /// A table cell: 15-point text over 13-point secondary text (both scaling like the body style), 16-point
    /// margins at the sides and 11 above and below, centred, at least 44 points tall.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .systemFont(ofSize: 15), color: ListContentPalette.text),
            secondaryTextProperties: TextProperties(
                font: .systemFont(ofSize: 13), color: ListContentPalette.secondaryText),
            directionalLayoutMargins: ListDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
            minimumHeight: 44)
    }

    /// A grouped list's header: 13-point secondary-label text (scaling like the footnote style) with a one-line
    /// secondary text trailing it, 16-point margins at the sides and 6 above and below, at the bottom.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = supplementary()
        configuration.verticalAlignment = .bottom
        return configuration
    }

    /// A grouped list's footer: as ``groupedHeader()``, at the top.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = supplementary()
        configuration.verticalAlignment = .top
        return configuration
    }

    private static func supplementary() -> ListContentConfiguration {
        let properties = TextProperties(
            font: .systemFont(ofSize: 13), color: ListContentPalette.secondaryText, fontMetricsStyle: .footnote)
        var secondary = properties
        secondary.numberOfLines = 1
        return ListContentConfiguration(
            textProperties: properties, secondaryTextProperties: secondary,
            directionalLayoutMargins: ListDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16),
            prefersSideBySideTextAndSecondaryText: true)
    }
}
