import Foundation
import ListCore
import ListTextModel

/// UIKit's `NSStringDrawingOptions`: how `boundingRect(with:options:attributes:context:)` measures. Text is always
/// measured as line fragments from the top (`usesLineFragmentOrigin`), which is what section controllers ask for.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The bits.
    public var rawValue: Int
    /// Creates options.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the width and stack from the top.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line spacing from the font's leading (no effect: the font's line height is used).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds (no effect).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut with an ellipsis when the height is exceeded.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext` (accepted, unused).
public final class NSStringDrawingContext {
    /// Creates a context.
    public init() {}
}

/// Measures text as UIKit's `boundingRect(with:options:attributes:context:)` does, through the same ListTextKit
/// layout that labels draw with, in ``ListTraitCollection/current``'s faces and locale.
enum ListTextMeasuring {
    static func boundingRect(
        _ attributed: NSAttributedString, size: CGSize, options: NSStringDrawingOptions
    ) -> CGRect {
        let traits = ListTraitCollection.current
        guard let font = ListFont.labelDefault.resolved(for: traits), attributed.length > 0 else { return .zero }
        let string = attributed.string
        let runs = ListAttributedRuns.runs(
            of: attributed, string: string, font: font, color: .black, traits: traits)
        let oneLine = !options.contains(.usesLineFragmentOrigin)
        let style = ListAttributedRuns.paragraphStyle(of: attributed)
        // TextKit cuts the last visible line by the style's mode; with `.truncatesLastVisibleLine` a wrapping
        // mode ends in "…" at the tail.
        var mode = style?.lineBreakMode ?? .byWordWrapping
        if options.contains(.truncatesLastVisibleLine), [.byWordWrapping, .byCharWrapping].contains(mode) {
            mode = .byTruncatingTail
        }
        let text = ListViewText(
            string: string, runs: runs,
            rect: CGRect(x: 0, y: 0, width: oneLine || size.width >= .greatestFiniteMagnitude ? .infinity : size.width, height: 0),
            numberOfLines: 0, lineBreakMode: mode,
            maxHeight: options.contains(.truncatesLastVisibleLine) && size.height < .greatestFiniteMagnitude
                ? Double(size.height) : nil,
            language: traits.environment.locale, isRightToLeft: traits.layoutDirection == .rightToLeft,
            paragraphStyle: style?.textStyle ?? .plain)
        let layout = text.layout()
        return CGRect(x: 0, y: 0, width: text.measuredWidth(of: layout), height: layout.height)
    }
}

extension NSAttributedString {
    /// UIKit's `boundingRect(with:options:context:)`: the size the text takes wrapped at `size.width` (fractional,
    /// as UIKit's: round it up for a frame).
    ///
    /// ```swift
    /// let text = NSAttributedString(string: caption, attributes: [.font: UIFont.systemFont(ofSize: 15)])
    /// let height = ceil(text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
    ///                                     options: [.usesLineFragmentOrigin], context: nil).height)
    /// ```
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        ListTextMeasuring.boundingRect(self, size: size, options: options)
    }
}

extension String {
    /// UIKit's `boundingRect(with:options:attributes:context:)` on a string (see `NSAttributedString`'s).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// UIKit's `boundingRect(with:options:attributes:context:)` on an `NSString`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
