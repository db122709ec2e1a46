import ListCore
import ListViewKit

/// The colours of a render: iOS's grouped-list palette in ``light`` and ``dark``, plus the overlay colours.
/// Per-cell colours from a spec (`ListCellContent.backgroundColor`, `textColor`) override the theme's.
///
/// ```swift
/// let rasterizer = Rasterizer(fonts: fonts, theme: .dark)
/// RenderTheme(named: "dark") // .dark
/// ```
public struct RenderTheme: Sendable, Equatable {
    /// The theme's name (`light`, `dark`).
    public var name: String
    /// Behind everything (iOS's systemGroupedBackground).
    public var background: ListColor
    /// The fill of cells (secondarySystemGroupedBackground).
    public var cell: ListColor
    /// The fill of headers and footers when pinned (a bar over the cells).
    public var pinnedBar: ListColor
    /// The hairline under a pinned header.
    public var separator: ListColor
    /// Cell text (label).
    public var text: ListColor
    /// Detail text, header and footer text (secondaryLabel).
    public var secondaryText: ListColor
    /// Disclosure chevrons, activity ticks (tertiaryLabel).
    public var tertiaryText: ListColor
    /// Check marks (the tint colour).
    public var tint: ListColor
    /// The fill of error placeholders.
    public var errorFill: ListColor
    /// The icon and text of error placeholders.
    public var errorText: ListColor
    /// Inset guides: dashed lines and tinted bands.
    public var guide: ListColor
    /// Spacing markers and their labels.
    public var spacing: ListColor
    /// Index-path and frame labels.
    public var annotation: ListColor
    /// The scroll indicator's thumb.
    public var scrollIndicator: ListColor
    /// Outline of inserted elements.
    public var inserted: ListColor
    /// Outline of deleted elements.
    public var deleted: ListColor
    /// Outline of moved elements.
    public var moved: ListColor

    /// iOS light mode, grouped list (the text colours are the content views' own: ListViewKit's palette).
    public static let light = RenderTheme(
        name: "light", style: .light, background: .rgb(0xF2F2F7), cell: .rgb(0xFFFFFF), pinnedBar: .rgb(0xF2F2F7),
        separator: .rgb(0xC6C6C8), errorFill: .rgb(0xFFECEB), guide: .rgb(0xE0338A), spacing: .rgb(0xF24822),
        annotation: .rgb(0x8E8E93), scrollIndicator: .rgb(0x000000, alpha: 0x59), inserted: .rgb(0x34C759),
        deleted: .rgb(0xFF3B30), moved: .rgb(0x007AFF))

    /// iOS dark mode, grouped list.
    public static let dark = RenderTheme(
        name: "dark", style: .dark, background: .rgb(0x000000), cell: .rgb(0x1C1C1E), pinnedBar: .rgb(0x121214),
        separator: .rgb(0x38383A), errorFill: .rgb(0x3A1614), guide: .rgb(0xFF5FAF), spacing: .rgb(0xFF7A45),
        annotation: .rgb(0x8D8D93), scrollIndicator: .rgb(0xFFFFFF, alpha: 0x59), inserted: .rgb(0x30D158),
        deleted: .rgb(0xFF453A), moved: .rgb(0x0A84FF))

    /// A built-in theme: the text, secondary and tertiary text, tint and error text colours from the content views'
    /// palette in `style`, the others given.
    private init(
        name: String, style: ListUserInterfaceStyle, background: ListColor, cell: ListColor, pinnedBar: ListColor,
        separator: ListColor, errorFill: ListColor, guide: ListColor, spacing: ListColor, annotation: ListColor,
        scrollIndicator: ListColor, inserted: ListColor, deleted: ListColor, moved: ListColor
    ) {
        self.init(
            name: name, background: background, cell: cell, pinnedBar: pinnedBar, separator: separator,
            text: ListContentPalette.text.resolved(for: style),
            secondaryText: ListContentPalette.secondaryText.resolved(for: style),
            tertiaryText: ListContentPalette.tertiaryText.resolved(for: style),
            tint: ListContentPalette.tint.resolved(for: style), errorFill: errorFill,
            errorText: ListContentPalette.errorText.resolved(for: style), guide: guide, spacing: spacing,
            annotation: annotation, scrollIndicator: scrollIndicator, inserted: inserted, deleted: deleted, moved: moved)
    }

    /// Every built-in theme.
    public static let all: [RenderTheme] = [.light, .dark]

    /// The built-in theme called `name` (`light` or `dark`), or `nil`.
    public init?(named name: String) {
        guard let theme = Self.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = theme
    }

    init(
        name: String, background: ListColor, cell: ListColor, pinnedBar: ListColor, separator: ListColor,
        text: ListColor, secondaryText: ListColor, tertiaryText: ListColor, tint: ListColor, errorFill: ListColor,
        errorText: ListColor, guide: ListColor, spacing: ListColor, annotation: ListColor,
        scrollIndicator: ListColor, inserted: ListColor, deleted: ListColor, moved: ListColor
    ) {
        self.name = name
        self.background = background
        self.cell = cell
        self.pinnedBar = pinnedBar
        self.separator = separator
        self.text = text
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.tint = tint
        self.errorFill = errorFill
        self.errorText = errorText
        self.guide = guide
        self.spacing = spacing
        self.annotation = annotation
        self.scrollIndicator = scrollIndicator
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
    }

    /// The appearance whose values adaptive spec colours take in this theme.
    public var style: ListUserInterfaceStyle { name == "dark" ? .dark : .light }

    /// The built-in theme of an appearance.
    public init(style: ListUserInterfaceStyle) {
        self = style == .dark ? .dark : .light
    }

    /// The colour of an outline in this theme.
    public func color(of outline: ElementOutline) -> ListColor {
        switch outline {
        case .inserted: return inserted
        case .deleted: return deleted
        case .moved: return moved
        case .color(let color): return color.resolved(for: style)
        }
    }
}

extension ListColor {
    /// A colour from a 0xRRGGBB literal.
    static func rgb(_ value: UInt32, alpha: UInt8 = 255) -> ListColor {
        ListColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: alpha)
    }
}
