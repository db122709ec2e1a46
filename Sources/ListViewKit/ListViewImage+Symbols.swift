import Foundation
import ListCore

extension ListViewImage {
    /// UIKit's `UIImage.SymbolWeight` (the icon font has one weight: recorded, drawn the same).
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIKit's `UIImage.SymbolScale`: small, medium or large relative to the point size.
    public enum SymbolScale: Int, Sendable, Hashable {
        case `default`, unspecified, small, medium, large

        /// The image's side relative to a medium symbol's.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// UIKit's `UIImage.SymbolConfiguration`: a symbol's point size (or text style), weight, scale and colours.
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold, scale: .large)
    /// UIImage(systemName: "heart.fill", withConfiguration: big)?.size   // 42.8 × 42.8
    /// ```
    public struct SymbolConfiguration: Sendable, Hashable {
        /// The point size (`nil`: 17 pt, or the text style's size). Kept usable however it is set, as
        /// ``init(pointSize:weight:scale:)`` keeps it: NaN, infinite, zero or negative is 17 pt, above
        /// ``maximumPointSize`` is ``maximumPointSize``.
        public var pointSize: CGFloat? {
            didSet { if let size = pointSize, Self.usable(size) != size { pointSize = Self.usable(size) } }
        }
        /// The weight (recorded: Material Icons has one weight).
        public var weight: SymbolWeight
        /// The scale.
        public var scale: SymbolScale
        /// The text style whose size the symbol takes at the Dynamic Type size current when the image is made.
        public var textStyle: ListFont.TextStyle?
        /// The colours of a palette configuration (the icon font has one layer: the first colour draws).
        public var paletteColors: [ListColor]?
        /// The colour of a hierarchical configuration.
        public var hierarchicalColor: ListColor?

        /// The largest point size drawn (larger ones are clamped to it).
        public static let maximumPointSize: CGFloat = 1000

        /// UIKit's `SymbolConfiguration(pointSize:weight:scale:)`: a NaN, infinite, zero or negative point size is
        /// the default 17 pt, one above ``maximumPointSize`` is clamped to it.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.init(weight: weight, scale: scale)
            self.pointSize = Self.usable(pointSize)
        }

        /// UIKit's `SymbolConfiguration(weight:)` and `(scale:)`.
        public init(weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = nil
            self.weight = weight
            self.scale = scale
        }

        /// UIKit's `SymbolConfiguration(scale:)`.
        public init(scale: SymbolScale) {
            self.init(weight: .unspecified, scale: scale)
        }

        /// UIKit's `SymbolConfiguration(textStyle:scale:)`.
        public init(textStyle: ListFont.TextStyle, scale: SymbolScale = .default) {
            self.init(weight: .unspecified, scale: scale)
            self.textStyle = textStyle
        }

        /// UIKit's `SymbolConfiguration(paletteColors:)`.
        public init(paletteColors: [ListColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// UIKit's `SymbolConfiguration(hierarchicalColor:)`.
        public init(hierarchicalColor: ListColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// UIKit's `applying(_:)`: `other`'s settings where it has them, these elsewhere.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var merged = self
            if let size = other.pointSize { merged.pointSize = size; merged.textStyle = nil }
            if let style = other.textStyle { merged.textStyle = style; merged.pointSize = nil }
            if other.weight != .unspecified { merged.weight = other.weight }
            if other.scale != .default && other.scale != .unspecified { merged.scale = other.scale }
            if let colors = other.paletteColors { merged.paletteColors = colors }
            if let color = other.hierarchicalColor { merged.hierarchicalColor = color }
            return merged
        }

        /// The colour the symbol draws in instead of the tint colour (a palette's first, a hierarchical one).
        public var drawingColor: ListColor? { paletteColors?.first ?? hierarchicalColor }

        /// The point size the symbol is set at.
        var resolvedPointSize: CGFloat {
            if let pointSize { return pointSize }
            if let textStyle { return textStyle.size(for: ListTraitCollection.current.preferredContentSizeCategory) }
            return 17
        }

        /// The side of the square image: 20 points at 17 pt medium, in proportion to the point size and scale.
        var imageSide: CGFloat {
            (resolvedPointSize * 20 / 17 * scale.factor * 10).rounded() / 10
        }

        static func usable(_ size: CGFloat) -> CGFloat {
            guard size.isFinite, size > 0 else { return 17 }
            return min(size, maximumPointSize)
        }
    }

    /// UIKit's `UIImage(systemName:withConfiguration:)`.
    ///
    /// - Parameters:
    ///   - name: the SF Symbol's name.
    ///   - configuration: its size, scale and colours (`nil`: 17 pt, medium).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = (configuration ?? SymbolConfiguration()).imageSide
        ListSystemSymbols.warnIfUnknown(name)
        self.init(
            name: name, size: CGSize(width: side, height: side), placeholderReason: Self.symbolReason(name),
            isSymbol: true, symbolConfiguration: configuration)
    }

    /// UIKit's `withConfiguration(_:)` (and `applyingSymbolConfiguration(_:)`): the symbol at another size, scale
    /// or colours; any other image unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> ListViewImage {
        guard isSymbol else { return self }
        let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
        let side = merged.imageSide
        return ListViewImage(
            name: name, size: CGSize(width: side, height: side), scale: scale, renderingMode: renderingMode,
            placeholderReason: placeholderReason, isSymbol: true, bitmap: bitmap, symbolConfiguration: merged)
    }

    /// UIKit's `applyingSymbolConfiguration(_:)`.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> ListViewImage? {
        withConfiguration(configuration)
    }

    /// UIKit's `withTintColor(_:)`: a symbol drawn in `color` (as a one-colour palette).
    public func withTintColor(_ color: ListColor) -> ListViewImage {
        withConfiguration(SymbolConfiguration(paletteColors: [color]))
    }

    /// The placeholder reason that marks a system symbol (drawn as its glyph when the table has it).
    public static func symbolReason(_ name: String) -> String {
        ListViewImageContent.symbolReasonPrefix + name
    }
}

extension ListViewImageContent {
    /// The start of a system symbol's ``placeholderReason`` (`system symbol heart.fill`).
    public static let symbolReasonPrefix = "system symbol "

    /// The SF Symbol this content draws (`nil`: not a symbol, or a name the table does not have).
    public var systemSymbol: ListSystemSymbols.Symbol? {
        guard image == nil, placeholderReason?.hasPrefix(Self.symbolReasonPrefix) == true else { return nil }
        return ListSystemSymbols.symbol(named: name)
    }

    /// The name of the SF Symbol this content asks for when the table does not have it (drawn as a marked
    /// placeholder); `nil` for any other content.
    public var unknownSymbolName: String? {
        guard placeholderReason?.hasPrefix(Self.symbolReasonPrefix) == true,
            ListSystemSymbols.symbol(named: name) == nil
        else { return nil }
        return name
    }
}
