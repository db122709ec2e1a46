import Foundation
import ListCore

/// UIKit's `UIView`, headless: a rectangle in its superview with a background, corners, a border, an opacity and
/// subviews, laid out by `layoutSubviews()` and sized by `sizeThatFits(_:)` as in UIKit. A tree of views becomes a
/// ``ListViewSnapshot`` value, which the renderer draws and the layout sidecar records.
///
/// ```swift
/// final class BadgeView: UIView {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemRed
///         layer.cornerRadius = 10
///         addSubview(label)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         label.frame = bounds.insetBy(dx: 6, dy: 2)
///     }
/// }
/// ```
@MainActor
open class ListView {
    // `@exclusivity(unchecked)` marks the stored properties that building, measuring, laying out and snapshotting a
    // tree read most (here, in ListLabel, ListStackView and ListMeasurementPass). Views are main-actor-isolated and
    // these are written only by plain assignments and in-place changes of this module's own code, so the run-time
    // exclusivity check (about 77 instructions an access, 6 % of a view-tree `verify`) could only catch an overlap on
    // the main thread that nothing makes; the tests run with the checks (docs/RENDERING.md, "Exclusivity").
    private var origin: CGPoint
    private var boundsStorage: CGRect
    @exclusivity(unchecked) var needsLayoutFlag = true
    /// Whether ``ListMeasurementPass`` keeps sizes for the tree under this view (its root), so that a change in a
    /// tree without kept sizes costs no lookup.
    @exclusivity(unchecked) var hasKeptMeasurements = false
    /// The view controller whose root view this is (it hears of each layout pass, as UIKit's view controllers do).
    weak var owningViewController: ListViewController?
    /// The view's trait overrides and trait-change registrations (iOS 17's trait APIs), `nil` while it has none.
    var traitRegistry: ListTraitRegistry?
    /// Whether `layoutSubviews()` runs at the next `layoutIfNeeded()`.
    public var needsLayout: Bool { needsLayoutFlag }

    /// The view's rectangle in its superview's coordinates. Setting it sets ``bounds``'s size and ``center``. With a
    /// ``transform`` other than the identity it is the box around the transformed bounds (set ``bounds`` and
    /// ``center`` then, as UIKit advises).
    open var frame: CGRect {
        get {
            transform.isIdentity ? untransformedFrame : transform.boundingBox(
                of: CGRect(x: -boundsStorage.width / 2, y: -boundsStorage.height / 2, width: boundsStorage.width,
                           height: boundsStorage.height)).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            if newValue.origin != origin || newValue.size != boundsStorage.size { ListLayoutInputs.changed() }
            origin = newValue.origin
            resize(to: newValue.size)
            if !isBeingArranged { setExplicitSize(newValue.size) }
        }
    }

    /// The view's own coordinate space: the origin scrolls the content, the size is the frame's. Setting it keeps
    /// the ``center``.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            if newValue != boundsStorage { ListLayoutInputs.changed() }
            let center = self.center
            boundsStorage.origin = newValue.origin
            resize(to: newValue.size)
            self.center = center
            if !isBeingArranged { setExplicitSize(newValue.size) }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: origin.x + boundsStorage.width / 2, y: origin.y + boundsStorage.height / 2) }
        set {
            let moved = CGPoint(x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2)
            if moved != origin { ListLayoutInputs.changed() }
            origin = moved
        }
    }

    /// The background colour (`nil`: transparent), resolved for the trait collection's appearance when drawn.
    @exclusivity(unchecked) open var backgroundColor: ListColor?
    /// The opacity, 0...1, applied to the view and its subviews.
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Whether the view (and its subviews) is left out of the drawing and of stack view arrangements.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if oldValue != isHidden { superview?.setNeedsLayout() } }
    }
    /// Whether subviews are clipped to the bounds (and to the rounded corners).
    @exclusivity(unchecked) open var clipsToBounds = false
    /// How the view's drawing is rotated, scaled or moved about its ``center`` (Core Graphics'
    /// `CGAffineTransform`): drawn so, and ``frame`` becomes the box around it; layout uses ``bounds`` and
    /// ``center``, which it leaves alone, as in UIKit.
    @exclusivity(unchecked) open var transform = ListAffineTransform.identity {
        didSet { ListLayoutInputs.changed() }
    }
    /// How the view follows its superview's size changes (UIKit's `autoresizingMask`; none by default).
    open var autoresizingMask: ListAutoresizingMask = []
    /// Whether subviews follow this view's size changes by their ``autoresizingMask`` (on by default, as UIKit's).
    open var autoresizesSubviews = true
    /// Whether the view draws opaque content (recorded only).
    open var isOpaque = true
    /// Whether touches reach the view (recorded only).
    open var isUserInteractionEnabled = true
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// How content (an image) fills the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// The tint of template images and buttons; inherited from the superview when unset (system blue at the root).
    open var tintColor: ListColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    @exclusivity(unchecked) private var ownTintColor: ListColor?
    /// The name tests, the layout sidecar and UI tests use for the view (UIKit's `accessibilityIdentifier`; never
    /// read aloud).
    @exclusivity(unchecked) open var accessibilityIdentifier: String?

    // UIKit's accessibility model (the `UIAccessibility` informal protocol, `UIAccessibilityContainer`); every default
    // and its source is in docs/ACCESSIBILITY.md. Subclasses override the getters as UIKit's controls do.

    /// Whether VoiceOver reads the view as one element (its subviews are then not visited). Apple: "The default
    /// value for this property is false. If the receiver is a UIKit control, the default value is true" (labels,
    /// controls, text views and progress views say so for themselves).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// What VoiceOver reads first (UIKit's `accessibilityLabel`). Set, it wins; `nil` gives the view's default: a
    /// label's text, a button's title, none for a plain view.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// The element's current value, read after the label (UIKit's `accessibilityValue`: a switch's `"1"` / `"0"`, a
    /// text field's text). `nil` gives the view's default.
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// What activating the element does, read last after a pause (UIKit's `accessibilityHint`; none by default).
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// What the element is to VoiceOver (UIKit's `accessibilityTraits`): set, it wins; else the view's default
    /// (`.staticText` for a label, `.button` for a button, with `.notEnabled` / `.selected` from its state).
    open var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? [] }
        set { accessibility.traits = newValue }
    }
    /// Where the element is, in the coordinates of the root of its tree (UIKit's `accessibilityFrame`, in screen
    /// coordinates; the root stands for the window). Default: the view's bounds there; set, the given rectangle.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }
    /// Where a double tap lands, in root coordinates (UIKit's `accessibilityActivationPoint`; default: the centre of
    /// ``accessibilityFrame``).
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// The container's elements in reading order (UIKit's `accessibilityElements`: views and
    /// ``ListAccessibilityElement``s; other values are skipped). Set, they replace the subviews and keep this order.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// The actions VoiceOver offers on the element with the rotor (UIKit's `accessibilityCustomActions`).
    open var accessibilityCustomActions: [ListAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Whether the element does something when activated (UIKit's `accessibilityRespondsToUserInteraction`, read by
    /// Voice Control). Default: its traits or custom actions say so (button, link, adjustable, toggle, text entry).
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibility.respondsToUserInteraction ?? accessibilityTraits.impliesInteraction
            || !(accessibilityCustomActions ?? []).isEmpty }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    /// Whether VoiceOver skips the view's subtree (UIKit's `accessibilityElementsHidden`; false by default).
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver ignores the elements of the view's siblings (UIKit's `accessibilityViewIsModal`; false).
    open var accessibilityViewIsModal = false
    /// Whether the subtree's elements are read together before VoiceOver moves on (UIKit's
    /// `shouldGroupAccessibilityChildren`; false by default).
    open var shouldGroupAccessibilityChildren = false
    @exclusivity(unchecked) var accessibility = ListAccessibilityStorage()
    /// The layer: corners, border.
    public private(set) lazy var layer = ListLayer(view: self)

    /// The margins content keeps from the edges (8 points each by default, as UIKit's). Margins set by leading and
    /// trailing edge (``directionalLayoutMargins``) give their left and right in the view's current layout direction.
    /// A view controller's root view has the controller's ``ListViewController/systemMinimumLayoutMargins`` by
    /// default, and no less while ``ListViewController/viewRespectsSystemMinimumLayoutMargins``, as UIKit's.
    open var layoutMargins: ListEdgeInsets {
        get {
            let direction = effectiveUserInterfaceLayoutDirection
            let set = directionalMargins?.edgeInsets(for: direction) ?? (marginsWereSet ? physicalMargins : nil)
            guard let controller = owningViewController else { return set ?? physicalMargins }
            return controller.rootViewLayoutMargins(set: set, direction: direction)
        }
        set {
            physicalMargins = newValue
            marginsWereSet = true
            directionalMargins = nil
            setNeedsLayout()
            setNeedsConstraintSolve()
        }
    }

    /// The margins by leading and trailing edge. Set, they keep their leading and trailing sense: a view configured
    /// before it joins a right-to-left tree (a cell's subviews in `init(frame:)`) gets its leading margin on the
    /// right, as UIKit's.
    open var directionalLayoutMargins: ListDirectionalEdgeInsets {
        get {
            if owningViewController != nil { return layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
            return directionalMargins ?? physicalMargins.directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set {
            directionalMargins = newValue
            setNeedsLayout()
            setNeedsConstraintSolve()
        }
    }

    @exclusivity(unchecked) private var physicalMargins = ListEdgeInsets(all: 8)
    @exclusivity(unchecked) private var marginsWereSet = false
    @exclusivity(unchecked) private var directionalMargins: ListDirectionalEdgeInsets?

    /// UIKit's Auto Layout switch (true by default, as for views made in code). False: the view's frame comes from
    /// its constraints, solved when the view at the top of its system is laid out. True: the frame is the view's
    /// own (its code or its superview's `layoutSubviews()` sets it); when constraints refer to the view, its frame
    /// enters them as fixed, required constraints (UIKit's autoresizing-mask constraints), and a view that is true
    /// hosts the system of the constraints below it (a cell's content view). See docs/CONSTRAINTS.md.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            setNeedsLayout()
            superview?.setNeedsConstraintSolve()
        }
    }
    /// Whether the view takes its superview's margins into its own where it reaches into them: the layout margins
    /// guide and the `…Margin` attributes of constraints honour it (``layoutMargins`` itself reads as set).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if oldValue != preservesSuperviewLayoutMargins { setNeedsConstraintSolve() } }
    }
    /// Whether the layout direction flips for this view: `.forceLeftToRight` / `.forceRightToLeft` override the
    /// environment's direction for it and its subviews; `.playback` and `.spatial` never flip (left to right).
    /// Changing it marks the view, its subviews, its superview (which places it) and the host solving its constraints
    /// for layout.
    @exclusivity(unchecked) open var semanticContentAttribute: ListSemanticContentAttribute = .unspecified {
        didSet {
            ListLayoutInputs.changed()
            guard oldValue != semanticContentAttribute else { return }
            setNeedsLayoutInTree()
            superview?.setNeedsLayout()
            setNeedsConstraintSolve()  // the host solving its constraints may lie further up
        }
    }

    /// The superview, `nil` for the root of a tree.
    public var superview: ListView? { storedSuperview }
    /// Not retained, and not a weak reference (see ``ListLifetime``): the superview holds this view and clears the
    /// reference when it leaves it or ends (``detach()``, `deinit`).
    @exclusivity(unchecked) private nonisolated(unsafe) unowned(unsafe) var storedSuperview: ListView?
    /// The view's lifetime, made when first asked for (``lifetime``) and ended by `deinit`.
    @exclusivity(unchecked) private nonisolated(unsafe) var storedLifetime: ListLifetime?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [ListView] = []

    /// The environment this view was given (the root of a tree gets it from the collection view or the renderer);
    /// `nil`: the superview's. Setting it marks the view and every subview for layout: the layout direction and the
    /// Dynamic Type size reach the whole tree, as a trait change does in UIKit (a stack view flips, a label re-measures).
    ///
    /// When the view's trait collection changes by it, the view and each descendant that inherits it are told with
    /// ``traitCollectionDidChange(_:)``.
    @exclusivity(unchecked) open var overrideTraitCollection: ListTraitCollection? {
        didSet {
            setNeedsLayoutInTree()
            traitsMayHaveChanged(from: applyingTraitOverrides(to: oldValue ?? superview?.traitCollection ?? .current))
        }
    }

    /// Marks the view and every descendant for layout (a trait or safe-area change reaches the whole tree).
    package func setNeedsLayoutInTree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInTree() }
    }

    /// A width the view keeps, as a required `widthAnchor.constraint(equalToConstant:)` keeps it in UIKit: a stack
    /// view arranges the view at this width (never stretching or shrinking it while another view can give) and
    /// measures its height at it. `nil`: none.
    @exclusivity(unchecked) open var constrainedWidth: CGFloat? {
        didSet { superview?.setNeedsLayout() }
    }
    /// A height the view keeps, as a required `heightAnchor.constraint(equalToConstant:)` keeps it in UIKit (see
    /// ``constrainedWidth``). `nil`: none.
    @exclusivity(unchecked) open var constrainedHeight: CGFloat? {
        didSet { superview?.setNeedsLayout() }
    }

    @exclusivity(unchecked) var contentPriorities = ListContentPriorities()
    /// The size the view's own code gave it (a stack view sizes a view without an intrinsic size by it).
    @exclusivity(unchecked) var explicitSize = CGSize.zero
    /// Whether a stack view is setting the frame (which then is not the view's own size).
    @exclusivity(unchecked) var isBeingArranged = false
    @exclusivity(unchecked) var pin: ListViewPin?
    @exclusivity(unchecked) var constraintState = ListConstraintState()
    /// The SnapKit DSL's kept constraints of this view (`ListSnapKit`'s `Constraint`s, in the order they were made), as
    /// SnapKit keeps them in an associated object.
    package var snapKitConstraints: [AnyObject] = []
    /// Whether the view is drawn as a hairline of one device pixel at any render scale (the bars' shadows;
    /// ``ListViewSnapshot/isHairline``).
    @exclusivity(unchecked) package var drawsAsHairline = false

    func replaceSubviews(_ change: (inout [ListView]) -> Void) { change(&subviews) }
    func attach(to parent: ListView) {
        storedSuperview = parent
        constraintsDidAttach(to: parent)
        parent.didAddSubview(self)
        didMoveToSuperview()
    }

    func detach() {
        constraintsWillDetach()
        superview?.willRemoveSubview(self)
        storedSuperview = nil
        didMoveToSuperview()
    }

    /// A reference to this view that reads `nil` once it has ended: what the tree holds where UIKit holds a view
    /// weakly (see ``ListLifetime``).
    package var lifetime: ListLifetime {
        if let storedLifetime { return storedLifetime }
        let made = ListLifetime(view: self)
        storedLifetime = made
        return made
    }

    deinit {
        // What referenced this view without holding it reads nil from now on: its lifetime's holders, and its
        // subviews (which it held; those still alive are held elsewhere and become roots).
        storedLifetime?.end()
        for subview in subviews where subview.storedSuperview === self { subview.storedSuperview = nil }
    }

    /// UIKit's `init(frame:)`: the designated initializer, which subclasses override.
    ///
    /// - Parameter frame: the frame in the superview's coordinates.
    public init(frame: CGRect) {
        origin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        explicitSize = frame.size
    }

    /// UIKit's `init?(coder:)`: there are no nibs or storyboards, so it makes no view. Subclasses write
    /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }` as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame (UIKit's `UIView()`).
    public convenience init() {
        self.init(frame: .zero)
    }

    private func resize(to size: CGSize) {
        guard size != boundsStorage.size else { return }
        let oldSize = boundsStorage.size
        boundsStorage.size = size
        // A new size lays the view out again; measurements of the pass stay (they are keyed by the view's size).
        needsLayoutFlag = true
        autoresizeSubviews(from: oldSize)
    }

    /// The size the view's own code gave it; a change is one that measurements read.
    private func setExplicitSize(_ size: CGSize) {
        guard size != explicitSize else { return }
        explicitSize = size
        ListMeasurementPass.invalidate(from: self, sizeOfRoot: superview == nil)
    }

    /// The frame without the ``transform``: the bounds' size about the ``center``.
    var untransformedFrame: CGRect { CGRect(origin: origin, size: boundsStorage.size) }

    /// The trait collection: the one this view was given, else its superview's, else ``ListTraitCollection/current``,
    /// with the view's ``traitOverrides`` set.
    open var traitCollection: ListTraitCollection {
        applyingTraitOverrides(to: overrideTraitCollection ?? superview?.traitCollection ?? .current)
    }

    // MARK: Overridable (UIKit's hooks)

    /// Lays the view out now if it needs it, then its subviews (UIKit's `layoutIfNeeded()`). A collection view
    /// overrides it to bring its visible cells in line with its layout as well.
    open func layoutIfNeeded() {
        ListMeasurementPass.run {
            updateConstraintsIfNeeded()
            if needsLayout {
                needsLayoutFlag = false
                owningViewController?.viewWillLayoutSubviews()
                solveConstraintsIfHosting()
                ListMeasurementPass.layOut(self) { layoutSubviews() }
                owningViewController?.viewDidLayoutSubviews()
            }
            for subview in subviews { subview.layoutIfNeeded() }
        }
    }

    /// Lays out the subviews (UIKit's `layoutSubviews()`): override it to set their frames from ``bounds``. The
    /// default lays out subviews pinned with ``pin(to:)``.
    open func layoutSubviews() {
        layoutPinnedSubviews()
    }

    /// The size that fits in `size` (UIKit's `sizeThatFits(_:)`). The default is, for a view whose constraints
    /// decide its content, the size they give it with each limited axis held at the room and each unlimited one
    /// compressed (what a stack view or a pinned container measuring it needs); else the size of the subviews
    /// pinned with ``pin(to:)`` plus their insets; else the current size, as UIKit's.
    ///
    /// - Parameter size: the room available (`.greatestFiniteMagnitude` or `.infinity`: no limit).
    /// - Returns: the size the view wants.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        constraintFittingSize(room: size) ?? pinnedFittingSize(in: size) ?? bounds.size
    }

    /// The size the view's content needs, or ``noIntrinsicMetric`` in an axis where it has none (UIKit's
    /// `intrinsicContentSize`): what a stack view sizes an arranged view by.
    open var intrinsicContentSize: CGSize {
        CGSize(width: ListView.noIntrinsicMetric, height: ListView.noIntrinsicMetric)
    }

    /// Called when a subview is about to be removed (a stack view lets go of it as an arranged view too).
    open func willRemoveSubview(_ subview: ListView) {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: ListView) {}

    /// Called after the view moved to a new superview (or left one).
    open func didMoveToSuperview() {}

    /// Called when ``safeAreaInsets`` was given new insets (UIKit's `safeAreaInsetsDidChange()`).
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's ``traitCollection`` changed (UIKit's `traitCollectionDidChange(_:)`): its
    /// ``overrideTraitCollection`` or an ancestor's was set to other traits (a snapshot shows the tree in another
    /// environment with `withEnvironment`, a collection view gives its cells its traits), or the view moved to a
    /// superview with other traits. A view is told before its subviews, once per change, and only when the traits
    /// differ. Override it to adapt what traits decide, as apps do:
    ///
    /// ```swift
    /// override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    ///     super.traitCollectionDidChange(previousTraitCollection)
    ///     stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    /// }
    /// ```
    ///
    /// - Parameter previousTraitCollection: the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: ListTraitCollection?) {}

    /// Updates the view's constraints (UIKit's `updateConstraints()`): override it to make or change them, and call
    /// `super.updateConstraints()` as the final step (UIKit raises when an override does not; here the update goes
    /// on and ``ListConstraintLog`` says so). It runs in the update pass that precedes layout
    /// (``updateConstraintsIfNeeded()``, which every ``layoutIfNeeded()`` starts with): for each view whose
    /// constraints need updating — every view once before its first layout, then after
    /// ``setNeedsUpdateConstraints()`` — subviews before their superview, before any view of the tree is laid out.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     heightConstraint.constant = isExpanded ? 120 : 44
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {
        constraintState.updateReachedSuper = true
    }

    /// UIKit's `requiresConstraintBasedLayout` (false): recorded. UIKit reads it to call ``updateConstraints()``
    /// on a view that has no constraints yet; here every view's ``updateConstraints()`` runs before its first layout.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// What a snapshot calls the view (label, stack view…): ListViewKit's controls override it, a view of another
    /// module of the package says it through ``ListSnapshotContentProvider``; a plain view, and any subclass an app
    /// writes, is a `.view`. Renderer plumbing, not API: a `UIView` subclass sees neither hook.
    package var snapshotKind: ListViewSnapshot.Kind {
        (self as? any ListSnapshotContentProvider)?.snapshotContentKind ?? .view
    }

    /// Fills in what this view draws besides the common properties (text, image): ListViewKit's controls override
    /// it, a view of another module of the package fills it in through ``ListSnapshotContentProvider``.
    ///
    /// - Parameter node: the node the snapshot made for the view.
    package func describe(into node: inout ListViewSnapshot) {
        (self as? any ListSnapshotContentProvider)?.describeContent(into: &node)
    }
}
