import Foundation
import ListCore

/// UIKit's `UISearchBar`, as a preview shows it: not editing. A 56-point bar with its ``searchTextField`` (36 points
/// high, 8 from each side), the magnifying glass and the text or placeholder in it; a "Cancel" button at the trailing
/// edge when ``showsCancelButton``. ``searchBarStyle`` decides the fills as UIKit documents it: `.default` and
/// `.prominent` draw a translucent bar (``barTintColor``, else `secondarySystemBackground`) behind an opaque field
/// (`systemBackground`); `.minimal` draws no bar and a translucent field (`tertiarySystemFill`).
///
/// ```swift
/// final class SearchCell: UICollectionViewCell {
///     lazy var searchBar: UISearchBar = {
///         let view = UISearchBar()
///         contentView.addSubview(view)
///         return view
///     }()
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         searchBar.frame = contentView.bounds
///     }
/// }
/// ```
@MainActor
open class ListSearchBar: ListView {
    /// UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// UIKit's default: prominent.
        case `default`
        /// A translucent bar behind an opaque field.
        case prominent
        /// No bar; a translucent field.
        case minimal
    }

    /// UIKit's height of a search bar.
    public static let height: CGFloat = 56

    /// The field that shows the text.
    public let searchTextField = ListSearchTextField()
    /// The text (`nil` shows the placeholder).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text of an empty bar ("Search" when `nil`, as UIKit's field shows).
    open var placeholder: String? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            searchTextField.placeholder = newValue ?? "Search"
        }
    }
    /// A line above the bar (recorded: a preview draws the bar alone).
    open var prompt: String?
    /// The fills (see the type's description).
    open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    /// The bar's colour, behind the field (default and prominent styles).
    open var barTintColor: ListColor? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (recorded).
    open var isTranslucent = true
    /// Whether a "Cancel" button shows at the trailing edge, in the tint colour.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// Whether the field shows a bookmark button (recorded: it shows only in an empty field being edited).
    open var showsBookmarkButton = false
    /// The titles of the scope bar (recorded: a preview draws the bar without it).
    open var scopeButtonTitles: [String]?
    /// The selected scope (recorded).
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (recorded).
    open var showsScopeBar = false
    /// The delegate (weak, as UIKit's); a preview never edits, so it is kept for the code that reads it.
    open weak var delegate: (any ListSearchBarDelegate)?
    /// The keyboard editing would show (the field's).
    open var keyboardType: ListTextField.KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title (the field's).
    open var returnKeyType: ListTextField.ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Automatic capitals (the field's).
    open var autocapitalizationType: ListTextField.AutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Autocorrection (the field's).
    open var autocorrectionType: ListTextField.AutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    private var storedPlaceholder: String?
    private let bar = ListView()
    private let cancelButton = ListButton(type: .system)

    /// A bar with an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        bar.isUserInteractionEnabled = false
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        addSubview(bar)
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .searchBar }

    /// UIKit's `setShowsCancelButton(_:animated:)`: at once (a preview is a still).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// UIKit's `becomeFirstResponder()`: `false`, as the field's.
    @discardableResult
    open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// UIKit's `resignFirstResponder()`: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The proposed width (or the bar's own when the proposal is unbounded or zero) and UIKit's 56 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let proposed = size.width > 0 && size.width < ListView.layoutFittingExpandedSize.width ? size.width : bounds.width
        return CGSize(width: proposed, height: Self.height)
    }

    /// No intrinsic width; UIKit's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: ListView.noIntrinsicMetric, height: Self.height) }

    /// Places the bar, the field (36 points high, centred) and the cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = bounds
        bar.backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .secondarySystemBackground)
        searchTextField.styleFill = searchBarStyle == .minimal ? .tertiarySystemFill : .systemBackground
        let margin: CGFloat = 8
        var fieldWidth = max(0, bounds.width - 2 * margin)
        cancelButton.isHidden = !showsCancelButton
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(ListView.layoutFittingExpandedSize)
            fieldWidth = max(0, fieldWidth - size.width - margin)
            cancelButton.frame = CGRect(
                x: rightToLeft ? margin : bounds.width - margin - size.width, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        }
        let fieldHeight = min(36, bounds.height)
        searchTextField.frame = CGRect(
            x: rightToLeft ? bounds.width - margin - fieldWidth : margin, y: bounds.midY - fieldHeight / 2,
            width: fieldWidth, height: fieldHeight)
    }
}
