import Foundation
import ListCore
import ListTextModel

/// UIKit's `NSParagraphStyle`: how an attributed string's paragraphs are aligned, cut and spaced, given as its
/// `.paragraphStyle` attribute. Labels and `boundingRect(with:options:context:)` measure and draw ``lineSpacing``,
/// ``paragraphSpacing``, ``lineHeightMultiple``, ``minimumLineHeight`` and ``maximumLineHeight`` (ListTextKit's
/// `TextParagraphStyle`: lines move after they broke, the height a line gains goes above its glyphs); a label
/// given such text takes ``alignment`` and ``lineBreakMode`` as its `textAlignment` and `lineBreakMode`, as UIKit's.
/// One style applies to the whole text: the first one found (a label's text is usually one style).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.lineBreakMode = .byTruncatingTail   // UIKit's default is .byWordWrapping: no "…" unless asked
/// let text = NSMutableAttributedString(string: caption)
/// text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
/// label.attributedText = text
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The values (one place, so copies and the mutable subclass share the storage's shape).
    struct Values: Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
    }

    var values = Values()

    /// The default style: natural alignment, word wrapping, no spacing.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A default style.
    public override init() {
        super.init()
    }

    /// Points added between lines.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after a paragraph (before the next one).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The alignment (a label takes it as its `textAlignment`).
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap and are cut (a label takes it as its `lineBreakMode`; `.byWordWrapping` by default).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// A factor on each line's natural height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The most height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indent of a paragraph's first line (recorded, not drawn).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of a paragraph's other lines (recorded, not drawn).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (recorded, not drawn).
    open var tailIndent: CGFloat { values.tailIndent }
    /// Points before a paragraph (recorded, not drawn).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }

    /// A copy (an immutable style).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy (an `NSMutableParagraphStyle`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles are equal when their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// The hash of the values.
    open override var hash: Int { values.hashValue }

    /// The part ListTextKit draws: the spacing of lines and paragraphs.
    var textStyle: TextParagraphStyle {
        TextParagraphStyle(
            lineSpacing: Double(lineSpacing), paragraphSpacing: Double(paragraphSpacing),
            lineHeightMultiple: Double(lineHeightMultiple), minimumLineHeight: Double(minimumLineHeight),
            maximumLineHeight: Double(maximumLineHeight))
    }
}

/// UIKit's `NSMutableParagraphStyle`: an ``NSParagraphStyle`` whose values are set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Points added between lines.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Points added after a paragraph (before the next one).
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// The alignment.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// How lines wrap and are cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// A factor on each line's natural height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The least height of a line (0: none).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The most height of a line (0: none).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The indent of a paragraph's first line (recorded, not drawn).
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of a paragraph's other lines (recorded, not drawn).
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent (recorded, not drawn).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// Points before a paragraph (recorded, not drawn).
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        values = style.values
    }
}
