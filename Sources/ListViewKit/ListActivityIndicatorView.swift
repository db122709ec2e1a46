import Foundation
import ListCore

/// UIKit's `UIActivityIndicatorView`: eight ticks fading around a circle, drawn as the first frame of the spin (a
/// preview is a still). Hidden while stopped when ``hidesWhenStopped`` (the default), as UIKit's; its size is the
/// style's (20 points medium, 37 large) whatever its frame, centred in the bounds.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// contentView.addSubview(spinner)
/// spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
/// ```
@MainActor
open class ListActivityIndicatorView: ListView {
    /// UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Sendable, Hashable {
        /// 20 points.
        case medium
        /// 37 points.
        case large
        /// UIKit's deprecated white style: medium, white.
        case white
        /// UIKit's deprecated large white style: large, white.
        case whiteLarge
        /// UIKit's deprecated grey style: medium, grey.
        case gray

        /// The side of the indicator in points.
        public var side: CGFloat {
            switch self {
            case .medium, .white, .gray: 20
            case .large, .whiteLarge: 37
            }
        }

        /// The colour of the deprecated styles (`nil`: the default colour).
        var fixedColor: ListColor? {
            switch self {
            case .medium, .large: nil
            case .white, .whiteLarge: .white
            case .gray: .gray
            }
        }
    }

    /// The style: its size and, for the deprecated styles, its colour.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
        }
    }
    /// The ticks' colour (`nil`: the style's; `secondaryLabel` for medium and large).
    open var color: ListColor! {
        get { ownColor ?? style.fixedColor ?? .secondaryLabel }
        set { ownColor = newValue }
    }
    private var ownColor: ListColor?
    /// Whether the indicator hides while stopped (default `true`; set to `false` while stopped, it shows).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is spinning.
    public private(set) var isAnimating = false

    /// UIKit's `UIActivityIndicatorView(style:)`: stopped, so hidden until ``startAnimating()``.
    public convenience init(style: Style) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
    }

    /// An indicator in `frame`, medium, stopped (hidden until ``startAnimating()``).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateHidden()
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// An element by default (Apple, UIAccessibility: standard views are accessible by default).
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: "In progress" while animating (VoiceOver's reading of a spinning `UIActivityIndicatorView`).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (isAnimating ? "In progress" : nil) }
        set { super.accessibilityLabel = newValue }
    }
    /// Default: `.updatesFrequently`.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the spin: the indicator shows.
    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the spin: the indicator hides when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .activityIndicator }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func describe(into node: inout ListViewSnapshot) {
        let side = style.side
        let rect = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        node.image = ListViewImageContent(
            name: ListViewImageContent.activityIndicatorName, size: rect.size, rect: rect, contentMode: .center,
            tintColor: color.resolved(for: traitCollection.userInterfaceStyle),
            placeholderReason: ListViewImageContent.drawnShapeReason)
    }
}
