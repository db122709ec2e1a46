import Foundation
import ListCore

/// UIKit's `UILayoutGuide`: a rectangle in its owning view that takes part in Auto Layout like a view but draws
/// nothing and has no subviews — the space between two views, a column, an area to centre a group in. Add it to a
/// view with ``ListView/addLayoutGuide(_:)``; its ``layoutFrame`` (in the owning view's bounds coordinates) is what
/// the constraints on its anchors decide, set when its system is laid out.
///
/// Every view also has three guides of its own, whose rectangles follow the view rather than constraints:
/// ``ListView/layoutMarginsGuide`` (the bounds less the layout margins), ``ListView/safeAreaLayoutGuide`` (the
/// bounds less ``ListView/safeAreaInsets``) and ``ListView/readableContentGuide`` (a column of readable width,
/// centred in the margins guide). See docs/CONSTRAINTS.md.
///
/// ```swift
/// let gap = UILayoutGuide()
/// contentView.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 24),
/// ])
/// ```
@MainActor
open class ListLayoutGuide {
    /// What the guide's rectangle follows.
    package enum Kind: Sendable, Equatable {
        /// Its constraints (a guide an app adds).
        case custom
        /// The owning view's bounds less its layout margins.
        case layoutMargins
        /// The owning view's bounds less its safe area insets.
        case safeArea
        /// A column of readable width centred in the owning view's margins guide.
        case readableContent
    }

    package let kind: Kind
    /// The owning view, through its lifetime (not a weak reference: ``ListLifetime``).
    private var ownerLifetime: ListLifetime?
    private var owner: ListView? { ownerLifetime?.view }
    /// The guide's lifetime, made when first asked for (``lifetime``) and ended by `deinit`.
    private nonisolated(unsafe) var storedLifetime: ListLifetime?
    /// The rectangle the last layout pass of its system gave a custom guide, in the owning view's coordinates.
    package var solvedFrame = CGRect.zero
    /// The SnapKit DSL's kept constraints of this guide (`ListSnapKit`'s `Constraint`s), as for a view.
    package var snapKitConstraints: [AnyObject] = []

    /// A name for the guide in constraint descriptions and reports (UIKit's `identifier`).
    open var identifier = ""

    /// The view that owns the guide (UIKit's `owningView`): set by ``ListView/addLayoutGuide(_:)`` and
    /// ``ListView/removeLayoutGuide(_:)``; setting it moves the guide to that view (`nil` removes it).
    public var owningView: ListView? {
        get { owner }
        set {
            guard newValue !== owner else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }

    /// A guide for ``ListView/addLayoutGuide(_:)`` (UIKit's `UILayoutGuide()`).
    public convenience init() {
        self.init(kind: .custom)
    }

    package init(kind: Kind, owner: ListView? = nil) {
        self.kind = kind
        ownerLifetime = owner?.lifetime
    }

    deinit {
        storedLifetime?.end()
    }

    /// Sets the owner (``ListView/addLayoutGuide(_:)`` and ``ListView/removeLayoutGuide(_:)`` do).
    package func setOwner(_ view: ListView?) { ownerLifetime = view?.lifetime }

    /// A reference to this guide that reads `nil` once it has ended: what constraints and SnapKit items hold where
    /// UIKit holds a guide weakly (see ``ListLifetime``).
    package var lifetime: ListLifetime {
        if let storedLifetime { return storedLifetime }
        let made = ListLifetime(guide: self)
        storedLifetime = made
        return made
    }

    /// Whether the guide's rectangle is variables of the solver (an app's guide, and the readable content guide,
    /// whose width is the smaller of two); the margins and safe area guides are the owner's rectangle inset.
    package var hasOwnVariables: Bool { kind == .custom || kind == .readableContent }

    /// The guide's rectangle in its owning view's bounds coordinates (UIKit's `layoutFrame`): for a guide an app
    /// added, what the last layout pass of its constraints gave it (zero before); for a view's own guides, the
    /// rectangle they stand for in the view's current bounds.
    public var layoutFrame: CGRect {
        guard let owner else { return .zero }
        switch kind {
        case .custom: return solvedFrame
        case .layoutMargins: return owner.bounds.inset(by: owner.constraintLayoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .readableContent:
            let margins = owner.bounds.inset(by: owner.constraintLayoutMargins)
            let width = min(margins.width, owner.readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    // MARK: Anchors

    /// The leading edge (left, or right in a right-to-left layout).
    public var leadingAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (right, or left in a right-to-left layout).
    public var trailingAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: ListLayoutDimension { ListLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: ListLayoutDimension { ListLayoutDimension(self, .height) }

    /// The guide's name in constraint descriptions: UIKit's class names for a view's own guides
    /// (`UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`, `UIViewReadableContentGuide`) with the owner's
    /// name, `UILayoutGuide` and the identifier for an app's.
    package var debugName: String {
        let ownerName = owner.map { ListLayoutConstraint.name(of: $0) } ?? "nil"
        switch kind {
        case .custom: return identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide '\(identifier)'"
        case .layoutMargins: return "UIViewLayoutMarginsGuide(\(ownerName))"
        case .safeArea: return "UIViewSafeAreaLayoutGuide(\(ownerName))"
        case .readableContent: return "UIViewReadableContentGuide(\(ownerName))"
        }
    }
}
