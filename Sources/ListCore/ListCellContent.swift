/// What a cell, header or footer shows: the drawable content shared by spec files, the adapter's cells and the
/// renderer. It holds no geometry; the layout decides where it goes.
///
/// ```swift
/// var content = ListCellContent(text: "Wi-Fi", detailText: "Home")
/// content.accessory = .disclosureIndicator
/// ```
public struct ListCellContent: Hashable, Sendable, Codable {
    /// The main text. It wraps within the cell and ends in an ellipsis when it does not fit.
    public var text: String?
    /// A secondary line under the text (or trailing it, for headers), drawn smaller and dimmer.
    public var detailText: String?
    /// How the text lines up horizontally.
    public var textAlignment: ListTextAlignment
    /// The fill of the cell; `nil` uses the theme's cell colour.
    public var backgroundColor: ListColor?
    /// The colour of the text; `nil` uses the theme's text colour.
    public var textColor: ListColor?
    /// The font size of `text` in points; `nil` uses the theme's size (15 for cells, 13 for headers).
    public var fontSize: Double?
    /// A trailing accessory.
    public var accessory: ListCellAccessory
    /// What kind of cell this is: ordinary content or one of Instant Cocoa's placeholders, which draw distinctly.
    public var role: ListCellRole

    /// Creates cell content. Every parameter has a neutral default.
    public init(
        text: String? = nil, detailText: String? = nil, textAlignment: ListTextAlignment = .leading,
        backgroundColor: ListColor? = nil, textColor: ListColor? = nil, fontSize: Double? = nil,
        accessory: ListCellAccessory = .none, role: ListCellRole = .content
    ) {
        self.text = text
        self.detailText = detailText
        self.textAlignment = textAlignment
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        self.fontSize = fontSize
        self.accessory = accessory
        self.role = role
    }
}

/// Horizontal alignment of text in a cell.
public enum ListTextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
}

/// A trailing accessory, drawn at the cell's right edge (UITableViewCell's accessory types).
public enum ListCellAccessory: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nothing.
    case none
    /// A chevron `›`.
    case disclosureIndicator
    /// A check mark `✓`.
    case checkmark
    /// A spinning activity indicator, drawn as a ring of ticks.
    case activityIndicator
}

/// The role of a cell. Placeholders follow Instant Cocoa's loading / no-results / error cells.
public enum ListCellRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// An ordinary cell showing a model.
    case content
    /// A loading placeholder: an activity indicator, centred.
    case loading
    /// A "no results" placeholder, shown when a load returns nothing.
    case noResults
    /// An error placeholder: the error's description as the text.
    case error
}
