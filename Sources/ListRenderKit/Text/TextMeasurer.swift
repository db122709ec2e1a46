import Foundation
import ListCore
import ListLayoutKit

/// Measures how tall an element must be to show its content, with the same faces, metrics and line breaking the
/// rasteriser draws with: a cell sized by the measurer shows all its text, with no ellipsis.
///
/// Use it for self-sizing cells (`"height": "auto"` in specs, section controllers' `sizeForItem`).
///
/// ```swift
/// let measurer = try TextMeasurer.bundled()
/// let content = ListCellContent(text: "A long message that wraps onto a second line", detailText: "Yesterday")
/// measurer.height(of: .cell, content: content, width: 358) // 78
/// ```
public struct TextMeasurer: Sendable {
    /// The faces text is measured with.
    public var fonts: FontSet
    /// The environment: Dynamic Type size (text grows with it), layout direction and locale.
    public var environment: ListEnvironment

    /// Creates a measurer for a set of faces.
    ///
    /// - Parameters:
    ///   - fonts: the faces (the same as the rasteriser's).
    ///   - environment: the content size category, layout direction and locale (the same as the rasteriser's).
    public init(fonts: FontSet, environment: ListEnvironment = .standard) {
        self.fonts = fonts
        self.environment = environment
    }

    /// A measurer with the bundled DejaVu Sans faces.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` when the bundled fonts are missing.
    public static func bundled() throws -> TextMeasurer {
        TextMeasurer(fonts: try FontSet.bundled())
    }

    /// The height an element needs to show `content` at `width`, rounded up to a whole point.
    ///
    /// Cells are at least 44 points tall (UITableView's default row height); headers and footers have no minimum.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer (they use different text sizes and paddings).
    ///   - content: what the element shows.
    ///   - width: the element's width in points.
    /// - Returns: the height in points.
    /// - Complexity: O(n) in the length of the text.
    public func height(of kind: ListElementKind, content: ListCellContent, width: CGFloat) -> CGFloat {
        let layout = ContentLayout(
            content: content, kind: kind, fonts: fonts, width: Double(width), height: nil, environment: environment)
        return CGFloat(layout.naturalHeight.rounded(.up))
    }

    /// The size of `text` laid out in a face at a size, wrapped at `width` (`.infinity`: one line per paragraph).
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - size: the font size in points.
    ///   - bold: whether to use the bold face.
    ///   - width: the wrapping width.
    /// - Returns: the width of the widest line and the height of all lines.
    public func size(of text: String, size: Double, bold: Bool = false, width: CGFloat = .infinity) -> CGSize {
        let layout = TextLayout(
            text: text, face: bold ? fonts.bold : fonts.regular, size: size, width: Double(width),
            language: environment.locale, rightToLeft: environment.isRightToLeft)
        return CGSize(width: layout.width, height: layout.height)
    }
}
