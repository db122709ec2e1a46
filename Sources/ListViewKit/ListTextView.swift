import Foundation
import ListCore

/// UIKit's `UITextView` as a cell shows it (a preview does not edit): the text from the top, wrapped in the bounds
/// less ``textContainerInset`` (8 points above and below by default) and the text container's line fragment padding
/// (5 points at each end of a line), drawn in its runs as a label draws them and clipped to the bounds as a scroll
/// view clips its content. With ``isScrollEnabled`` off it sizes itself to its text, as UIKit's does.
///
/// ```swift
/// let body = UITextView()
/// body.isEditable = false
/// body.isScrollEnabled = false
/// body.textContainerInset = .zero
/// body.textContainer.lineFragmentPadding = 0
/// body.attributedText = comment
/// body.sizeThatFits(CGSize(width: 300, height: .greatestFiniteMagnitude))   // the comment's height
/// ```
@MainActor
open class ListTextView: ListView {
    /// UIKit's `UIDataDetectorTypes` (recorded: a preview finds no links).
    public struct DataDetectorTypes: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Detector types from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Phone numbers.
        public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
        /// URLs.
        public static let link = DataDetectorTypes(rawValue: 1 << 1)
        /// Addresses.
        public static let address = DataDetectorTypes(rawValue: 1 << 2)
        /// Calendar events.
        public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
        /// Every type.
        public static let all = DataDetectorTypes(rawValue: .max)
    }

    private let textLabel = ListLabel()

    /// The text container's settings (``ListTextContainer/lineFragmentPadding``, the line limit and break mode).
    public let textContainer = ListTextContainer()

    /// The text (setting it replaces ``attributedText``).
    open var text: String! {
        get { textLabel.text ?? "" }
        set { textLabel.text = newValue; setNeedsLayout() }
    }
    /// Text with runs of fonts and colours and a paragraph style, drawn as a label draws it.
    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: "") }
        set { textLabel.attributedText = newValue; setNeedsLayout() }
    }
    /// The font of plain ``text`` (12 points by default, UIKit's size for a text view without one).
    open var font: ListFont? {
        get { textLabel.font }
        set { textLabel.font = newValue ?? Self.defaultFont; setNeedsLayout() }
    }
    /// The colour of plain ``text`` (`.label` by default).
    open var textColor: ListColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue ?? .label }
    }
    /// Where lines sit (`.natural`: leading).
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    /// The margins around the text container: `(8, 0, 8, 0)` by default, as UIKit's.
    open var textContainerInset = ListEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Whether the content scrolls (on by default). Off, the view's intrinsic height is its text's.
    open var isScrollEnabled = true {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the text can be edited (recorded: a preview shows the text, never a keyboard).
    open var isEditable = true
    /// Whether the text can be selected (recorded).
    open var isSelectable = true
    /// What the text view turns into links (recorded).
    open var dataDetectorTypes: DataDetectorTypes = []
    /// The attributes of links (recorded: links are drawn with the attributes of their runs).
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The delegate (held weakly; a preview never edits, so it is never called).
    open weak var delegate: ListTextViewDelegate?

    static let defaultFont = ListFont(pointSize: 12)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        clipsToBounds = true
        textLabel.font = Self.defaultFont
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.isUserInteractionEnabled = false
        textContainer.owner = self
        addSubview(textLabel)
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// An element by default (Apple, UIAccessibility: standard views are accessible by default).
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: the text.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
    /// Default: `.textEntry` when editable, else `.staticText`.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? (isEditable ? .textEntry : .staticText) }
        set { super.accessibilityTraits = newValue }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The first responder cannot be a preview's: returns `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Nothing to resign: returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = textArea(in: bounds.size)
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        let fitting = CGSize(width: area.width, height: .greatestFiniteMagnitude)
        let height = area.width > 0 ? textLabel.sizeThatFits(fitting).height : 0
        textLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: height)
    }

    /// The width asked for (or the text's own width plus the insets and padding when it is unlimited) and the
    /// height of the text wrapped at it plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let unlimited = size.width >= .greatestFiniteMagnitude || !size.width.isFinite
        let area = textArea(in: CGSize(width: unlimited ? .greatestFiniteMagnitude : size.width, height: 0))
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        let text = textLabel.sizeThatFits(CGSize(width: max(0, area.width), height: .greatestFiniteMagnitude))
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        return CGSize(
            width: unlimited ? text.width + horizontal : size.width,
            height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling off, the height of the text at the current width (no intrinsic width); with it on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, bounds.width > 0 else {
            return CGSize(width: ListView.noIntrinsicMetric, height: ListView.noIntrinsicMetric)
        }
        return CGSize(width: ListView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    private func textArea(in size: CGSize) -> CGRect {
        let padding = textContainer.lineFragmentPadding
        let x = textContainerInset.left + padding
        return CGRect(
            x: x, y: textContainerInset.top,
            width: max(0, size.width - x - textContainerInset.right - padding),
            height: max(0, size.height - textContainerInset.top - textContainerInset.bottom))
    }
}
