import Foundation
import ListCore
import ListDiffKit
import ListViewKit

/// A view the headless collection view recycles, as `UICollectionReusableView`: a ``ListView`` (a `UIView`) with a
/// ``contentView`` to add subviews to, a `backgroundColor`, corners and borders, laid out in `layoutSubviews()`,
/// and the quick text content ``content`` (`ListCellContent`) for cells that need nothing more.
///
/// The collection view creates views through `init(frame:)`, as UIKit does, so a subclass is written the UIKit way,
/// with no substitution: `override init(frame:)` and `required init?(coder:)` (the convenience initializer the
/// collection view calls is inherited by every subclass that overrides both, or neither).
///
/// ```swift
/// final class TitleHeader: ListReusableView {              // was: UICollectionReusableView
///     let title = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemGroupedBackground
///         title.font = .preferredFont(forTextStyle: .headline)
///         addSubview(title)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         title.frame = bounds.insetBy(dx: 16, dy: 0)
///     }
/// }
/// ```
@MainActor
open class ListReusableView: ListView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier = ""
    /// The quick text content: text, detail text, colours, accessory (drawn as today's text cell).
    public var content = ListCellContent()
    /// The view subviews go in (UIKit's `contentView` of a cell); it fills the view and sizes it when fitting.
    public let contentView: ListView
    /// The index path the view currently shows (for a supplementary view, its section with item 0).
    public internal(set) var indexPath: ListIndexPath?
    /// How many times the collection view handed this view out again after a reuse (0 for a fresh view).
    public internal(set) var reuseCount = 0

    /// UIKit's `init(frame:)`: the designated initializer subclasses override.
    ///
    /// - Parameter frame: the frame (the collection view sets it at each layout pass).
    public override init(frame: CGRect) {
        contentView = ListView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.pin(to: .edges(.zero))
        addSubview(contentView)
    }

    /// No nibs or storyboards: `nil`. Subclasses write `required init?(coder:)` as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view for a reuse identifier: what the collection view calls (through the class object, which is
    /// why it is `required`). Subclasses inherit it.
    ///
    /// - Parameter reuseIdentifier: the identifier it was registered under.
    public required convenience init(reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called just before a recycled view is handed out again. The default clears ``content``; overrides must
    /// call `super`.
    open func prepareForReuse() {
        content = ListCellContent()
    }

    /// UIKit's `preferredLayoutAttributesFitting(_:)`: the attributes the view wants, asked when the layout sizes
    /// items from their content (a flow layout with an `estimatedItemSize`). The default fits the view
    /// (``ListView/systemLayoutSizeFitting(_:)``, which reads ``ListView/sizeThatFits(_:)``: the content view's
    /// pinned subviews, or a `sizeThatFits` override) with the estimate as the room, rounded up to whole points.
    ///
    /// - Parameter layoutAttributes: the attributes with the estimated frame.
    /// - Returns: attributes with the wanted size.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: ListCollectionViewLayoutAttributes
    ) -> ListCollectionViewLayoutAttributes {
        layoutIfNeeded()
        let fitted = systemLayoutSizeFitting(layoutAttributes.size)
        let preferred = layoutAttributes.copy()
        preferred.size = CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        return preferred
    }

    /// UIKit's `apply(_:)`: called with the attributes the view is laid out with (the default does nothing).
    open func apply(_ layoutAttributes: ListCollectionViewLayoutAttributes) {}

    /// Whether the view draws more than ``content``: subviews in the content view or elsewhere, a background
    /// colour, rounded corners or a border.
    public var hasViewTree: Bool {
        !contentView.subviews.isEmpty || subviews.count > 1 || backgroundColor != nil
            || contentView.backgroundColor != nil || layer.cornerRadius > 0 || layer.borderWidth > 0
    }

    /// The laid-out view tree as a value (see ``ListView/snapshot()``), or `nil` when the view draws only its
    /// ``content``: what the collection view records for the renderer.
    public var viewTree: ListViewSnapshot? {
        hasViewTree ? snapshot() : nil
    }
}
