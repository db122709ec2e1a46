import Foundation
import ListCore

/// UIKit's `UIStackView`: lays its arranged views out in a row or a column, following UIKit's documented rules for
/// every `distribution` and `alignment`. Hidden arranged views take no room and no spacing. An arranged view's
/// natural size is its `intrinsicContentSize` (a multi-line label wraps at the room the stack gives it, a nested
/// stack view fits its own arranged views); a view without an intrinsic size keeps its frame's size, which is what
/// a width or height constraint gives it in UIKit.
///
/// ```
///   axis .horizontal, spacing 8, alignment .center, distribution .fill
///   ┌────────────────────────────────────────────┐
///   │ [avatar] 8 [name ……………………………… stretches] 8 [⋯] │
///   └────────────────────────────────────────────┘
/// ```
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [avatar, name, more])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// ```
///
/// `.fill` stretches the arranged view with the lowest content hugging priority and shrinks the one with the lowest
/// compression resistance first; where UIKit calls that ambiguous (equal priorities) it resolves by index, and so does
/// ListPreview: the last such view in `arrangedSubviews` takes the change.
@MainActor
open class ListStackView: ListView {
    /// UIKit's `UIStackView.Distribution`: how the arranged views share the stack's length.
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// Natural sizes; the least hugging view stretches, the least resistant shrinks.
        case fill
        /// Equal sizes filling the length.
        case fillEqually
        /// Sizes in proportion to the natural sizes, filling the length.
        case fillProportionally
        /// Natural sizes, equal gaps filling the length (at least `spacing`).
        case equalSpacing
        /// Natural sizes, centres equally apart (gaps at least `spacing`).
        case equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: where the arranged views sit across the axis.
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// Stretched across.
        case fill
        /// At the leading edge (a column) or the top (a row).
        case leading
        /// First lines' baselines aligned (a row).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge (a column) or the bottom (a row).
        case trailing
        /// Last lines' baselines aligned (a row).
        case lastBaseline

        /// The top of a row (`leading`).
        public static let top = Alignment.leading
        /// The bottom of a row (`trailing`).
        public static let bottom = Alignment.trailing
    }

    // `@exclusivity(unchecked)`: see the note at the top of ListView.
    /// The views the stack lays out, in order (each is also a subview).
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [ListView] = []
    /// Row (`.horizontal`, the default) or column.
    @exclusivity(unchecked) open var axis: ListLayoutAxis = .horizontal { didSet { setNeedsLayout() } }
    /// How the arranged views share the length.
    @exclusivity(unchecked) open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Where the arranged views sit across the axis.
    @exclusivity(unchecked) open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between arranged views (the least gap for `equalSpacing` and `equalCentering`).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the views are laid out inside the layout margins rather than the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// Whether vertical spacing is measured between baselines (recorded).
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// An empty stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [ListView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .stackView }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: ListView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement at `index` (and adds it as a subview if it is not one).
    public func insertArrangedSubview(_ view: ListView, at index: Int) {
        // Only a subview can be arranged: a new view needs no search (adding n views stays linear).
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } } else { addSubview(view) }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        setNeedsLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit (remove it from its superview too).
    public func removeArrangedSubview(_ view: ListView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// UIKit's `setCustomSpacing(_:after:)`: the gap after one arranged view.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: ListView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// UIKit's `customSpacing(after:)` (`UIStackView.spacingUseDefault` when none was set).
    public func customSpacing(after arrangedSubview: ListView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? ListStackView.spacingUseDefault
    }

    /// UIKit's `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    open override func willRemoveSubview(_ subview: ListView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings[ObjectIdentifier(subview)] = nil
    }

    /// Sets the arranged views' frames.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let arrangement = ListStackArrangement(stack: self)
        for (view, frame) in arrangement.frames(in: arrangementRect(of: bounds)) {
            view.isBeingArranged = true
            view.frame = frame
            view.isBeingArranged = false
        }
    }

    /// The natural size of the arrangement (plus the margins when the arrangement is relative to them), its length
    /// limited by `size` along the axis.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let room = CGSize(
            width: size.width >= .greatestFiniteMagnitude ? size.width : max(0, size.width - insets.horizontal),
            height: size.height >= .greatestFiniteMagnitude ? size.height : max(0, size.height - insets.vertical))
        let inner = ListMeasurementPass.run { ListStackArrangement(stack: self).fittingSize(in: room) }
        return CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    /// The stack's fitting size with no limit.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(ListView.layoutFittingExpandedSize)
    }

    func arrangementRect(of rect: CGRect) -> CGRect {
        isLayoutMarginsRelativeArrangement ? rect.inset(by: layoutMargins) : rect
    }
}
