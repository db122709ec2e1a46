import ListCore

/// A view's share of the constraint machinery, kept in one stored property of ``ListView``.
struct ListConstraintState {
    /// The active constraints installed on the view (UIKit's `constraints`), in activation order.
    var installed: [ListLayoutConstraint] = []
    /// Active constraints installed on the view or below it.
    var subtreeCount = 0
    /// The solver and what it was built from, on a view that hosts a system (see ``ListConstraintSystem``).
    var system: ListConstraintSystem?
    /// What the last pass of that system built, while only constants may have changed since (see
    /// ``ListConstraintEngine/KeptRun``).
    var kept: ListConstraintEngine.KeptRun?
    /// The host whose system solved this host's constraints with its own in the last pass (a constraint crossed
    /// into this view's subtree from above).
    @MainActor var absorbingHost: ListView? {
        get { absorbingHostLifetime?.view }
        set { absorbingHostLifetime = newValue?.lifetime }
    }
    /// ``absorbingHost``'s lifetime (not a weak reference: ``ListLifetime``).
    private var absorbingHostLifetime: ListLifetime?
    /// The hosts this host's last solve absorbed.
    var absorbed: [WeakView] = []
    /// What the last solve of this host's system broke.
    var breaks: [ListConstraintBreak] = []
    /// Set while the view moves among its superview's subviews (its constraints stay).
    var isReordering = false
    /// The layout guides added to the view (UIKit's `layoutGuides`), in the order they were added.
    var layoutGuides: [ListLayoutGuide] = []
    /// The view's own guides (margins, safe area, readable content), made when first asked for.
    var ownGuides: [ListLayoutGuide] = []
    /// Safe area insets given to the view (`nil`: derived from the superview's).
    var safeAreaInsets: ListEdgeInsets?
    /// UIKit's `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// The update pass's flags, one byte (see the properties below).
    private var updateFlags: UInt8 = 0b011

    /// Drops the kept pass; returns the absorbing host. Mutating, so that a view's state is reached in place: a read
    /// of ``absorbingHost`` through the view's property copies the whole state.
    @MainActor mutating func dropKept() -> ListView? {
        if kept != nil { kept = nil }
        return absorbingHost
    }

    /// ``absorbingHost``, read in place (see ``dropKept()``).
    @MainActor mutating func currentAbsorbingHost() -> ListView? { absorbingHost }

    /// UIKit's `needsUpdateConstraints()`: set until the next update pass (and before the first).
    var needsUpdateConstraints: Bool {
        get { updateFlags & 0b001 != 0 }
        set { updateFlags = newValue ? updateFlags | 0b001 : updateFlags & ~0b001 }
    }
    /// Whether the view or a view below it needs its constraints updated (the update pass visits only these).
    var subtreeNeedsUpdateConstraints: Bool {
        get { updateFlags & 0b010 != 0 }
        set { updateFlags = newValue ? updateFlags | 0b010 : updateFlags & ~0b010 }
    }
    /// Set by `ListView.updateConstraints()`: an override that never called it is logged.
    var updateReachedSuper: Bool {
        get { updateFlags & 0b100 != 0 }
        set { updateFlags = newValue ? updateFlags | 0b100 : updateFlags & ~0b100 }
    }
}

/// A reference to a view that reads `nil` once the view has ended: a weak reference's meaning, held through the
/// view's ``ListLifetime`` (a weak reference would slow every retain and release of the view).
@MainActor
struct WeakView {
    /// The view, `nil` once it has ended.
    var view: ListView? { lifetime.view }
    private let lifetime: ListLifetime

    init(view: ListView) {
        lifetime = view.lifetime
    }
}
