import Foundation
import ListCore

extension ListContentConfiguration {
    /// A cell showing quick content: ``cell()`` with the content's text, detail text, accessory, alignment, font
    /// size and colours. A placeholder (loading, no results, error) shows its icon over its centred text, with no
    /// accessory; a no-results text is bold.
    ///
    /// ```swift
    /// let configuration = ListContentConfiguration.cell(showing: ListCellContent(text: "Wi-Fi", accessory: .checkmark))
    /// configuration.accessories   // [.checkmark]
    /// ```
    ///
    /// - Parameter content: what the cell shows.
    /// - Returns: the configuration.
    public static func cell(showing content: ListCellContent) -> ListContentConfiguration {
        cell().showing(content, primaryColor: ListContentPalette.text)
    }

    /// A grouped header showing quick content (``groupedHeader()``; see ``cell(showing:)``).
    ///
    /// - Parameter content: what the header shows.
    /// - Returns: the configuration.
    public static func groupedHeader(showing content: ListCellContent) -> ListContentConfiguration {
        groupedHeader().showing(content, primaryColor: ListContentPalette.secondaryText)
    }

    /// A grouped footer showing quick content (``groupedFooter()``; see ``cell(showing:)``).
    ///
    /// - Parameter content: what the footer shows.
    /// - Returns: the configuration.
    public static func groupedFooter(showing content: ListCellContent) -> ListContentConfiguration {
        groupedFooter().showing(content, primaryColor: ListContentPalette.secondaryText)
    }

    /// The configuration with `content` applied; `primaryColor` is the text colour of ordinary content.
    private func showing(_ content: ListCellContent, primaryColor: ListColor) -> ListContentConfiguration {
        var configuration = self
        configuration.text = content.text
        configuration.secondaryText = content.detailText
        let isPlaceholder = content.role != .content
        let alignment = isPlaceholder ? .center : content.textAlignment
        configuration.textProperties.alignment = alignment
        configuration.secondaryTextProperties.alignment = alignment
        let size = content.fontSize.map { CGFloat($0) } ?? textProperties.font.pointSize
        configuration.textProperties.font = .systemFont(ofSize: size, weight: content.role == .noResults ? .bold : .regular)
        // Text on a fill of the content's own is black or white, whichever reads on it (an error keeps its red).
        let fill = content.backgroundColor
        let roleColor: ListColor = switch content.role {
        case .content: primaryColor
        case .loading, .noResults: ListContentPalette.secondaryText
        case .error: ListContentPalette.errorText
        }
        configuration.textProperties.color = content.textColor
            ?? fill.flatMap { content.role == .error ? nil : ListContentPalette.readableText(on: $0) } ?? roleColor
        configuration.secondaryTextProperties.color =
            fill.map { ListContentPalette.readableText(on: $0, alpha: 153) } ?? ListContentPalette.secondaryText
        if isPlaceholder {
            let side = imageProperties.reservedLayoutSize
            configuration.image = ListViewImage(
                name: "placeholder.\(content.role.rawValue)", size: side,
                placeholderReason: ListViewImageContent.drawnShapeReason)
            configuration.imageProperties.tintColor =
                content.role == .error ? ListContentPalette.errorText : ListContentPalette.secondaryText
        } else if content.accessory != .none {
            configuration.accessories = [content.accessory]
        }
        return configuration
    }
}

extension ListCellAccessory {
    /// The width the accessory takes at the trailing edge, the gap before the text included.
    var layoutWidth: Double {
        switch self {
        case .none: 0
        case .disclosureIndicator: 8 + Self.gap
        case .checkmark: 14 + Self.gap
        case .activityIndicator: 18 + Self.gap
        }
    }

    /// The gap between the text and an accessory.
    static let gap = 10.0
    /// The side of an accessory's box (an activity indicator's ring is as wide).
    static let side = 18.0

    /// The name of its drawn shape (with ``ListViewImageContent/drawnShapeReason``).
    var shapeName: String { "accessory.\(rawValue)" }

    /// Its colour: a chevron in the tertiary label colour, a check mark in the tint, a spinner in the secondary
    /// label colour.
    var tint: ListColor {
        switch self {
        case .none, .activityIndicator: ListContentPalette.secondaryText
        case .disclosureIndicator: ListContentPalette.tertiaryText
        case .checkmark: ListContentPalette.tint
        }
    }
}
