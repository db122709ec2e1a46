import Foundation
import ListCore

/// UIKit's `UISearchTextField`: the field of a ``ListSearchBar`` — a rounded fill with a magnifying glass at the
/// leading edge and "Search" as its placeholder, the text in the 17-point system font.
///
/// ```swift
/// searchBar.searchTextField.backgroundColor = .secondarySystemBackground
/// searchBar.searchTextField.font = .systemFont(ofSize: 15)
/// ```
@MainActor
open class ListSearchTextField: ListTextField {
    /// UIKit's corner radius of a search field.
    public static let cornerRadius: CGFloat = 10
    /// The magnifying glass's box: 28 points wide (the glass and the gap to the text), as high as the field.
    static let glassWidth: CGFloat = 28

    private let glass = ListSearchGlassView(frame: CGRect(x: 0, y: 0, width: ListSearchTextField.glassWidth, height: 22))

    /// An empty search field, "Search" as its placeholder.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        placeholder = "Search"
        returnKeyType = .search
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        leftView = glass
        leftViewMode = .always
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// Default: `.searchField` (VoiceOver: "Search Field."), with the state's.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? stateTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text after the glass, 8 points from the trailing edge.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        let trailing: CGFloat = 8
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(
            x: rightToLeft ? rect.minX + trailing : rect.minX, y: rect.minY, width: max(0, rect.width - trailing),
            height: rect.height)
    }

    /// The fill its search bar's style gives it, drawn when ``backgroundColor`` is `nil`.
    var styleFill: ListColor? { didSet { setNeedsLayout() } }

    package override func describe(into node: inout ListViewSnapshot) {
        super.describe(into: &node)
        if node.backgroundColor == nil, let styleFill {
            node.backgroundColor = styleFill.resolved(for: traitCollection.userInterfaceStyle)
        }
    }
}

/// The magnifying glass of a search field: a shape the renderer draws (``ListViewImageContent/magnifyingGlassName``),
/// 15 points, centred in the leading 28 points.
@MainActor
final class ListSearchGlassView: ListView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        tintColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func describe(into node: inout ListViewSnapshot) {
        let side: CGFloat = 15
        let rect = CGRect(x: (bounds.width - side) / 2, y: bounds.midY - side / 2, width: side, height: side)
        node.image = ListViewImageContent(
            name: ListViewImageContent.magnifyingGlassName, size: rect.size, rect: rect, contentMode: .center,
            tintColor: tintColor.resolved(for: traitCollection.userInterfaceStyle),
            placeholderReason: ListViewImageContent.drawnShapeReason)
    }
}
