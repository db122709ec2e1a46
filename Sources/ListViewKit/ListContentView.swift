import Foundation
import ListCore

/// UIKit's `UIListContentView`: a view that shows a ``ListContentConfiguration`` — its text, secondary text, image
/// and accessories laid out inside its margins — and sizes itself by it. Put it in a cell's `contentView` (or use
/// it as one) and give it a width: ``sizeThatFits(_:)`` is the height the content needs.
///
/// Every quick-content cell, header and footer of a list (a ``ListCellContent``) is drawn and measured as this
/// view: the renderer draws its snapshot (``ListContentConfiguration/snapshot(size:traitCollection:)``, the same
/// layout off the main actor), and a spec's `"height": "auto"` is its size that fits.
///
/// ```swift
/// let view = UIListContentView(configuration: .cell(showing: ListCellContent(text: "Wi-Fi", detailText: "Home")))
/// view.frame.size = view.systemLayoutSizeFitting(CGSize(width: 390, height: 0))   // 390 × 57
/// view.snapshot().node("textLabel")?.frame                                         // (16, 11, 358, 17.5)
/// ```
open class ListContentView: ListView {
    /// What the view shows; setting it lays the view out again.
    open var configuration: ListContentConfiguration {
        didSet {
            if oldValue != configuration {
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// UIKit's `UIListContentView(configuration:)`.
    ///
    /// - Parameter configuration: what the view shows.
    public init(configuration: ListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// No nibs or storyboards: makes no view (as ``ListView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `supports(_:)`: whether the view can show a configuration (every ``ListContentConfiguration``).
    open func supports(_ configuration: ListContentConfiguration) -> Bool { true }

    /// The size the content needs at `size`'s width: its height, margins included, rounded up to a whole point
    /// and at least the configuration's minimum height (an unbounded width measures each paragraph on one line).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuration.sizeThatFits(size, traitCollection: traitCollection)
    }

    /// The height the content needs at the view's current width (no intrinsic width).
    open override var intrinsicContentSize: CGSize {
        let fitting = sizeThatFits(CGSize(width: bounds.width, height: 0))
        return CGSize(width: ListView.noIntrinsicMetric, height: fitting.height)
    }

    /// The text, secondary text, image and accessories as the node's children, laid out in the bounds.
    // Accessibility defaults (docs/ACCESSIBILITY.md): one element reading the configuration's texts, as a UIKit list
    // cell reads its content ("Wi-Fi, Home"); its labels are drawn, not subviews, so nothing inside is read apart.

    /// An element by default when the configuration shows text (``ListContentConfiguration/accessibilityLabel``).
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (configuration.accessibilityLabel != nil) }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: the text and secondary text, joined by a comma.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? configuration.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// Default: ``ListContentConfiguration/accessibilityTraits`` (`.selected` with a checkmark).
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? configuration.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    package override func describe(into node: inout ListViewSnapshot) {
        let layout = ListContentLayout(
            configuration: configuration, traits: traitCollection, width: Double(bounds.width),
            height: Double(bounds.height))
        node.children += layout?.nodes(in: bounds.size, style: traitCollection.userInterfaceStyle, path: node.path) ?? []
    }
}

extension ListContentConfiguration {
    /// The size a ``ListContentView`` showing this configuration fits at `size`'s width, in a trait collection:
    /// ``ListContentView/sizeThatFits(_:)`` without the main actor (measuring runs on any thread).
    ///
    /// ```swift
    /// let configuration = ListContentConfiguration.cell(showing: ListCellContent(text: "Wi-Fi", detailText: "Home"))
    /// configuration.sizeThatFits(CGSize(width: 358, height: 0), traitCollection: ListTraitCollection()).height  // 57
    /// ```
    ///
    /// - Parameters:
    ///   - size: the room; its width is the view's (unbounded: the text on one line per paragraph).
    ///   - traitCollection: the environment (Dynamic Type size, direction, locale) and the faces.
    /// - Returns: `size`'s width and the height, rounded up to a whole point.
    public func sizeThatFits(_ size: CGSize, traitCollection: ListTraitCollection) -> CGSize {
        let width = size.width < .greatestFiniteMagnitude ? Double(size.width) : .infinity
        guard let layout = ListContentLayout(configuration: self, traits: traitCollection, width: width, height: nil)
        else { return CGSize(width: size.width, height: minimumHeight) }
        return CGSize(width: size.width, height: CGFloat(layout.naturalHeight.rounded(.up)))
    }

    /// The snapshot of a ``ListContentView`` showing this configuration in a view of `size`, as the renderer draws
    /// it (the same nodes the view's ``ListView/snapshot()`` gives, without the main actor): a root at the origin
    /// holding the content view (`contentView`) and its labels, image and accessories.
    ///
    /// - Parameters:
    ///   - size: the view's size.
    ///   - traitCollection: the environment (its appearance resolves the colours) and the faces.
    /// - Returns: the tree.
    package func snapshot(size: CGSize, traitCollection: ListTraitCollection) -> ListViewSnapshot {
        let bounds = CGRect(origin: .zero, size: size)
        let layout = ListContentLayout(
            configuration: self, traits: traitCollection, width: Double(size.width), height: Double(size.height))
        let children = layout?.nodes(in: size, style: traitCollection.userInterfaceStyle, path: "0") ?? []
        let contentView = ListViewSnapshot(identifier: "contentView", path: "0", frame: bounds, children: children)
        return ListViewSnapshot(identifier: "", frame: bounds, children: [contentView])
    }
}
