import Foundation
import ListCore
import ListImageKit

/// UIKit's `UIImage`: an image with a size in points, drawn by image views and buttons: decoded pixels
/// (ListImageKit), an SF Symbol drawn as its glyph of the pinned icon font (docs/SYMBOLS.md), or a deterministic,
/// clearly marked placeholder of the right size (a missing file, an unknown symbol).
///
/// ```swift
/// let avatar = UIImage(named: "avatar")                 // from the assets folder
/// let heart = UIImage(systemName: "heart.fill")         // 20 × 20 points, drawn as a filled heart
/// imageView.image = heart?.withRenderingMode(.alwaysTemplate)
/// ```
public final class ListViewImage: @unchecked Sendable, Hashable {
    // Unchecked: every stored property is immutable.

    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Template for symbols, original for others.
        case automatic
        /// Its own colours.
        case alwaysOriginal
        /// Its shape in the view's tint colour.
        case alwaysTemplate
    }

    /// The name or path the image was made from.
    public let name: String
    /// The size in points.
    public let size: CGSize
    /// The scale (pixels per point).
    public let scale: CGFloat
    /// How it is coloured.
    public let renderingMode: RenderingMode
    /// Why it is a placeholder (`nil` for a decoded image).
    public let placeholderReason: String?
    /// Whether it is a system symbol (`UIImage(systemName:)`), drawn as a template by default.
    public let isSymbol: Bool
    /// The decoded pixels (ListImageKit), `nil` for a placeholder.
    public let bitmap: ListImage?
    /// A symbol's configuration (size, scale, colours), `nil` for the default.
    public let symbolConfiguration: SymbolConfiguration?

    /// Creates an image value.
    public init(
        name: String, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
        placeholderReason: String? = nil, isSymbol: Bool = false, bitmap: ListImage? = nil,
        symbolConfiguration: SymbolConfiguration? = nil
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.placeholderReason = placeholderReason
        self.isSymbol = isSymbol
        self.bitmap = bitmap
        self.symbolConfiguration = symbolConfiguration
    }

    /// An image of ListImageKit: its pixels, or its placeholder with the reason.
    ///
    /// ```swift
    /// let avatar = ListViewImage(listImage: try ListImageStore.shared.image(contentsOfFile: "avatar@2x.png"))
    /// ```
    ///
    /// - Parameters:
    ///   - image: the decoded image (or placeholder).
    ///   - renderingMode: how it is coloured.
    public convenience init(listImage image: ListImage, renderingMode: RenderingMode = .automatic) {
        let reason: String? = switch image.kind {
        case .bitmap: nil
        case .placeholder(.systemName): Self.symbolReason(image.name)
        case .placeholder(let reason): "\(reason)"
        }
        self.init(
            name: image.name, size: image.size, scale: CGFloat(image.scale), renderingMode: renderingMode,
            placeholderReason: reason, isSymbol: image.kind == .placeholder(.systemName),
            bitmap: image.isPlaceholder ? nil : image)
    }

    /// UIKit's `UIImage(systemName:)`: a 20 × 20 point symbol image (17 pt, medium scale), drawn as the symbol's
    /// glyph (docs/SYMBOLS.md); a name the table does not have is drawn as a marked placeholder and warned about.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The same image drawn another way (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> ListViewImage {
        ListViewImage(
            name: name, size: size, scale: scale, renderingMode: mode, placeholderReason: placeholderReason,
            isSymbol: isSymbol, bitmap: bitmap, symbolConfiguration: symbolConfiguration)
    }

    /// Whether the image is drawn in the tint colour.
    public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbol)
    }

    public static func == (lhs: ListViewImage, rhs: ListViewImage) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
            && lhs.placeholderReason == rhs.placeholderReason && lhs.isSymbol == rhs.isSymbol && lhs.bitmap == rhs.bitmap
            && lhs.symbolConfiguration == rhs.symbolConfiguration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(renderingMode)
    }
}
