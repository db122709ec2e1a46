import Foundation
import ListCore

/// UIKit's `UITextField`, as a preview shows it: not editing. Its text (or, when empty, its placeholder in
/// `placeholderText`) on one line, cut with `…`, centred vertically in ``textRect(forBounds:)``; its border style; its
/// left and right overlay views where their modes show them while not editing. A secure field shows one `•` per
/// character. Keyboard settings and the delegate are kept for the code that reads them.
///
/// The rects are UIKit's overridable methods, so a field with padding ports as written:
///
/// ```swift
/// final class PaddedTextField: UITextField {
///     override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
/// }
/// let email = PaddedTextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.keyboardType = .emailAddress
/// email.addAction(UIAction { _ in validate() }, for: .editingChanged)
/// ```
@MainActor
open class ListTextField: ListControl {
    /// The text (`""` when none: setting `nil` clears it, as UIKit's).
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            contentChanged()
        }
    }
    /// The text with runs of fonts and colours; setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            contentChanged()
        }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { storedAttributedPlaceholder?.string ?? storedPlaceholder }
        set {
            storedPlaceholder = newValue
            storedAttributedPlaceholder = nil
            contentChanged()
        }
    }
    /// The placeholder with runs of fonts and colours; setting it sets ``placeholder`` to its string.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? storedPlaceholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            storedPlaceholder = newValue?.string
            contentChanged()
        }
    }
    /// The font (17-point system, UIKit's default).
    open var font: ListFont? = .labelDefault { didSet { contentChanged() } }
    /// The text colour (`label`).
    open var textColor: ListColor? = .label { didSet { setNeedsLayout() } }
    /// Where the text sits on its line (`.natural`: leading).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    /// The border (`.none`, UIKit's default for a field made in code).
    open var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
    /// The view on the leading side (UIKit's left view, on the right in a right-to-left layout), sized by its frame.
    open var leftView: ListView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never { didSet { contentChanged() } }
    /// The view on the trailing side, sized by its frame.
    open var rightView: ListView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never { didSet { contentChanged() } }
    /// When the clear button shows: it needs text and editing, so a preview never draws it (recorded).
    open var clearButtonMode: ViewMode = .never
    /// Whether the text shows as one `•` per character.
    open var isSecureTextEntry = false { didSet { contentChanged() } }
    /// Whether the field would shrink its font to fit while editing (recorded: a preview draws the font as set).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size ``adjustsFontSizeToFitWidth`` would use (recorded).
    open var minimumFontSize: CGFloat = 0
    /// Whether editing would clear the text first (recorded).
    open var clearsOnBeginEditing = false
    /// The delegate (weak, as UIKit's); a preview never edits, so it is kept for the code that reads it.
    open weak var delegate: (any ListTextFieldDelegate)?
    /// Whether the field is being edited: never, in a preview.
    open var isEditing: Bool { false }

    /// The kind of keyboard editing would show (recorded).
    open var keyboardType: KeyboardType = .default
    /// The return key's title (recorded).
    open var returnKeyType: ReturnKeyType = .default
    /// Automatic capitals (recorded).
    open var autocapitalizationType: AutocapitalizationType = .sentences
    /// Autocorrection (recorded).
    open var autocorrectionType: AutocorrectionType = .default
    /// Spell checking (recorded).
    open var spellCheckingType: SpellCheckingType = .default
    /// What the text is, for AutoFill (recorded).
    open var textContentType: ContentType?

    private var storedText = ""
    private var storedAttributedText: NSAttributedString?
    private var storedPlaceholder: String?
    private var storedAttributedPlaceholder: NSAttributedString?
    private let border = ListView()
    private let textLabel = ListLabel()

    /// An empty field without a border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        border.isUserInteractionEnabled = false
        textLabel.isUserInteractionEnabled = false
        addSubview(border)
        addSubview(textLabel)
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// Default: the text (bullets when secure), else the placeholder, which VoiceOver reads in an empty field.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? textFieldAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// Default: `.textEntry` (VoiceOver: "Text Field."), with the state's.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? stateTraits.union(.textEntry) }
        set { super.accessibilityTraits = newValue }
    }
    private var textFieldAccessibilityValue: String? {
        if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: min(text.count, 1_000)) : text }
        return placeholder
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .textField }

    /// UIKit's `becomeFirstResponder()`: a preview has no keyboard, so the field stays as it is and this returns
    /// `false` (as UIKit's does for a field outside a window).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// UIKit's `resignFirstResponder()`: nothing to resign; `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Whether the field is the first responder: never, in a preview.
    open var isFirstResponder: Bool { false }

    // MARK: Rects (UIKit's overridable methods)

    /// The border's rect: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the border style's inset at each side and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle.horizontalInset
        var leading = inset, trailing = inset
        if let leftView, leftViewMode.showsWhileNotEditing { leading = max(inset, leftView.frame.width) }
        if let rightView, rightViewMode.showsWhileNotEditing { trailing = max(inset, rightView.frame.width) }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? trailing : leading
        let right = rightToLeft ? leading : trailing
        return CGRect(
            x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }

    /// Where the placeholder is drawn: the text rect.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text would be edited: the text rect.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view's rect: its frame's size at the leading edge (the right one in a right-to-left layout),
    /// centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(leftView, atLeadingEdge: true, in: bounds)
    }

    /// The right view's rect: its frame's size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(rightView, atLeadingEdge: false, in: bounds)
    }

    // MARK: Size and layout

    /// One line of the text (or placeholder, or a space) in the font, plus the border style's insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        applyContent()
        let line = lineSize
        var width = line.width + 2 * borderStyle.horizontalInset
        if let leftView, leftViewMode.showsWhileNotEditing { width += leftView.frame.width }
        if let rightView, rightViewMode.showsWhileNotEditing { width += rightView.frame.width }
        return CGSize(width: width, height: line.height + 2 * borderStyle.verticalInset)
    }

    /// As ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: CGSize { sizeThatFits(ListView.layoutFittingExpandedSize) }

    /// Places the border, the overlay views and the text line.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyContent()
        border.frame = borderRect(forBounds: bounds)
        border.backgroundColor = borderStyle == .roundedRect ? (backgroundColor == nil ? .systemBackground : nil) : nil
        border.layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
        border.layer.borderWidth = borderStyle.borderWidth
        border.layer.borderColor = borderStyle.borderColor?.cgColor
        if let leftView {
            leftView.isHidden = !leftViewMode.showsWhileNotEditing
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !rightViewMode.showsWhileNotEditing
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        let showsText = !storedText.isEmpty
        let rect = showsText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
        let height = min(rect.height, lineSize.height)
        textLabel.frame = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
    }

    /// One line of what the field shows, at least the font's line height (an empty field is as high as a full one).
    private var lineSize: CGSize {
        let shown = textLabel.isHidden ? .zero : textLabel.sizeThatFits(ListView.layoutFittingExpandedSize)
        let line = traitCollection.performAsCurrent { (font ?? .labelDefault).lineHeight }.rounded(.up)
        return CGSize(width: shown.width, height: max(shown.height, line))
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Sets the label to what the field shows: the text (bullets when secure), else the placeholder.
    private func applyContent() {
        textLabel.font = font ?? .labelDefault
        textLabel.textAlignment = textAlignment
        textLabel.lineBreakMode = .byTruncatingTail
        textLabel.numberOfLines = 1
        if !storedText.isEmpty {
            textLabel.textColor = textColor ?? .label
            if isSecureTextEntry {
                textLabel.text = String(repeating: "•", count: storedText.count)
            } else if let storedAttributedText {
                textLabel.attributedText = storedAttributedText
            } else {
                textLabel.text = storedText
            }
        } else {
            textLabel.textColor = .placeholderText
            if let storedAttributedPlaceholder {
                textLabel.attributedText = storedAttributedPlaceholder
            } else {
                textLabel.text = storedPlaceholder
            }
        }
        textLabel.isHidden = (textLabel.text ?? "").isEmpty
    }

    private func replaceOverlay(_ old: ListView?, with new: ListView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        // Below the text line, so a field's nodes read border, overlays, text.
        if let new, new.superview !== self { insertSubview(new, belowSubview: textLabel) }
        contentChanged()
    }

    private func overlayRect(_ view: ListView?, atLeadingEdge leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = view.frame.size
        let atLeft = leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return CGRect(
            x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
            width: size.width, height: size.height)
    }
}
