import Foundation
import ListCore
import ListTextModel

/// UIKit's `UILabel`: text in a font and colour, aligned, wrapped to `numberOfLines` and cut with `…`, measured and
/// drawn by the same Pango road (ListTextKit). The text is centred vertically in the bounds, as UIKit's.
///
/// ```swift
/// let title = UILabel()
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.numberOfLines = 2
/// title.text = "Our summer menu is here"
/// title.sizeThatFits(CGSize(width: 120, height: .greatestFiniteMagnitude))   // two lines' height
/// ```
@MainActor
open class ListLabel: ListView {
    /// The text (setting it replaces ``attributedText``).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Text with runs of fonts and colours (`.font`, `.foregroundColor`) and a `.paragraphStyle`; setting it sets
    /// ``text`` to its string and, when it has a paragraph style, ``textAlignment`` and ``lineBreakMode`` to the
    /// style's (as UIKit's: a style's default `.byWordWrapping` cuts the last line without `…`).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            if let style = ListAttributedRuns.paragraphStyle(of: newValue) {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    // `@exclusivity(unchecked)`: see the note at the top of ListView.
    /// The font (17 pt system by default).
    @exclusivity(unchecked) open var font: ListFont! = .labelDefault {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour (`.label` by default).
    @exclusivity(unchecked) open var textColor: ListColor! = .label
    /// Where lines sit (`.natural`: leading).
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
        didSet { ListLayoutInputs.changed() }   // measured by a layout pass
    }
    /// The most lines (1 by default; 0: no limit).
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How lines wrap and how text that does not fit in ``numberOfLines`` (or the bounds) is cut, as UIKit's: the
    /// last kept line holds the rest of its paragraph with `…` at its start, middle or end (`.byTruncatingHead`,
    /// `.byTruncatingMiddle`, `.byTruncatingTail`, the default), or is cut without `…` where it broke
    /// (`.byWordWrapping`; `.byCharWrapping` wraps between any characters), or runs on and is clipped at the
    /// label's edge (`.byClipping`). In right-to-left text the head is at the right.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether a text-style font follows the Dynamic Type size (it always does here; recorded).
    open var adjustsFontForContentSizeCategory = false {
        didSet { ListLayoutInputs.changed() }   // measured by a layout pass
    }
    /// The width at which an Auto Layout label wraps (used by ``intrinsicContentSize`` when set).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { ListLayoutInputs.changed() }   // measured by a layout pass
    }
    /// Whether a one-line label draws its text in a smaller font, down to ``minimumScaleFactor`` of its size, when
    /// it is wider than the bounds (UIKit's autoshrink; measuring, `sizeThatFits`, keeps the full size).
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false {
        didSet { ListLayoutInputs.changed() }   // measured by a layout pass
    }
    /// The smallest factor of the font size ``adjustsFontSizeToFitWidth`` may shrink to (0, the default: no
    /// shrinking, as UIKit's); text still too wide at it is cut by ``lineBreakMode``.
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0
    /// Whether the text is drawn dimmed (recorded).
    open var isEnabled = true

    @exclusivity(unchecked) private var storedText: String?
    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?

    /// A label with a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(ListLayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(ListLayoutPriority(251), for: .vertical)
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// An element by default (Apple, UIAccessibility: "Standard UIKit controls and views … are accessible by default").
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: the text (UIKit's `UILabel` reads what it shows).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// Default: `.staticText`, with `.notEnabled` when ``isEnabled`` is false (UIKit's `UILabel`).
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? (isEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .label }

    /// The size of the text wrapped at `size.width` (unlimited in width when ``numberOfLines`` is 1 or the width is
    /// 0, as UIKit's), at most ``numberOfLines`` lines, rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // No width to wrap at (`sizeToFit()` of a label with a zero frame, `sizeThatFits(.zero)`): the natural size,
        // each paragraph on its own line, as UIKit's.
        let unlimited = numberOfLines == 1 || size.width <= 0
        guard let text = textValue(width: unlimited ? .greatestFiniteMagnitude : size.width, maxHeight: nil)
        else { return .zero }
        let layout = text.layout()
        let measured = text.measuredWidth(of: layout)
        guard !unlimited else { return CGSize(width: measured.rounded(.up), height: layout.height.rounded(.up)) }
        // Laid out at the size returned, the label must wrap into the lines measured here. Lines that fit
        // `size.width`: the width rounded up, but never past `size.width` (a wider measure could take more words).
        // A glyph wider than `size.width` overflows it: the label needs that glyph's width, and at that width the
        // lines break differently, so they are measured again there.
        guard measured > size.width, let wider = textValue(width: measured.rounded(.up), maxHeight: nil) else {
            return CGSize(width: min(measured.rounded(.up), size.width), height: layout.height.rounded(.up))
        }
        return CGSize(width: measured.rounded(.up), height: wider.layout().height.rounded(.up))
    }

    /// The text's size on as many lines as ``numberOfLines`` allows at ``preferredMaxLayoutWidth`` (no limit when 0).
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    package override func describe(into node: inout ListViewSnapshot) {
        guard var text = textValue(width: bounds.width, maxHeight: Double(bounds.height)) else { return }
        text = shrunkToFit(text)
        let height = CGFloat(text.keepingLayout().height)  // the sidecar and the renderer read it again
        text.rect.origin.y = height < bounds.height ? ((bounds.height - height) / 2) : 0
        text.rect.size.height = min(height, bounds.height)
        node.text = text
    }

    /// `text` in fonts scaled down so its one line fits the bounds' width (``adjustsFontSizeToFitWidth``): every
    /// run's size times the largest factor, at least ``minimumScaleFactor``, at which the line fits, sizes floored
    /// to a quarter point; `text` itself when it fits or the label does not shrink.
    func shrunkToFit(_ text: ListViewText) -> ListViewText {
        let width = Double(bounds.width)
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
            width > 0
        else { return text }
        func scaled(_ factor: Double) -> ListViewText {
            var smaller = text
            smaller.runs = text.runs.map { run in
                var run = run
                run.font.size = max(0.25, (run.font.size * factor * 4).rounded(.down) / 4)
                return run
            }
            return smaller
        }
        func naturalWidth(_ text: ListViewText) -> Double {
            var oneLine = text
            oneLine.rect.size.width = .infinity
            oneLine.maxHeight = nil
            return oneLine.layout().width
        }
        let natural = naturalWidth(text)
        guard natural > width else { return text }
        let least = Double(minimumScaleFactor)
        var factor = max(least, width / natural)
        // Widths are almost proportional to sizes (glyph positions are unhinted): a few steps down at most.
        var steps = 0
        while steps < 16, factor > least, naturalWidth(scaled(factor)) > width {
            factor = max(least, factor * 0.98)
            steps += 1
        }
        return scaled(factor)
    }

    /// The label's text as a snapshot value, wrapped at `width`.
    func textValue(width: CGFloat, maxHeight: Double?) -> ListViewText? {
        guard let string = storedText, !string.isEmpty else { return nil }
        let traits = traitCollection
        guard let baseFont = font.resolved(for: traits) else { return nil }
        let style = traits.userInterfaceStyle
        let runs = ListAttributedRuns.runs(
            of: storedAttributedText, string: string, font: baseFont, color: textColor.resolved(for: style),
            traits: traits)
        let direction = effectiveUserInterfaceLayoutDirection
        return ListViewText(
            string: string, runs: runs,
            rect: CGRect(x: 0, y: 0, width: width >= .greatestFiniteMagnitude ? .infinity : width, height: 0),
            alignment: textAlignment.resolved(for: direction), numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, maxHeight: maxHeight, language: traits.environment.locale,
            isRightToLeft: direction == .rightToLeft,
            paragraphStyle: ListAttributedRuns.paragraphStyle(of: storedAttributedText)?.textStyle ?? .plain)
    }
}

extension NSTextAlignment {
    /// Leading, centre or trailing in a layout direction (natural and justified are leading).
    func resolved(for direction: ListLayoutDirection) -> ListTextAlignment {
        switch (self, direction) {
        case (.center, _): return .center
        case (.natural, _), (.justified, _), (.left, .leftToRight), (.right, .rightToLeft): return .leading
        case (.right, .leftToRight), (.left, .rightToLeft): return .trailing
        }
    }
}

extension ListLabel {
    /// Where the first and last baselines lie below the label's vertical centre when its text is wrapped at `width`
    /// (the text is drawn centred in the bounds): what `firstBaselineAnchor` and `lastBaselineAnchor` constrain.
    /// Without text, one line of the font centred.
    func baselineOffsets(width: CGFloat) -> (first: CGFloat, last: CGFloat) {
        guard let text = textValue(width: width, maxHeight: nil) else {
            let metrics = font.resolved(for: traitCollection).map { TextLayout.lineMetrics(of: $0) }
            let ascent = CGFloat(metrics?.ascent ?? Double(font.pointSize))
            let line = CGFloat(metrics?.height ?? Double(font.pointSize))
            return (ascent - line / 2, ascent - line / 2)
        }
        let layout = text.layout()
        let middle = layout.height / 2
        return (CGFloat((layout.lines.first?.baseline ?? 0) - middle),
                CGFloat((layout.lines.last?.baseline ?? 0) - middle))
    }

    /// The width the label wraps at before the constraints decide its width (``preferredMaxLayoutWidth``, else none).
    var firstPassWidth: CGFloat {
        preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    }
}
