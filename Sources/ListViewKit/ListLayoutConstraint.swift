import Foundation

/// UIKit's `NSLayoutConstraint`: `first.attribute  relation  multiplier × second.attribute + constant`, between two
/// views (or a view and a constant), required or optional by its ``priority``. An active constraint sits on the
/// nearest common ancestor of its views; the view at the top of its system (the nearest view above it whose frame
/// its own code sets, ``ListView/translatesAutoresizingMaskIntoConstraints`` true, such as a cell's content view)
/// solves it with the Cassowary solver of `ListConstraintKit` when it is laid out, and sets the frames of the views
/// whose frames come from constraints (docs/CONSTRAINTS.md).
///
/// ```swift
/// title.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
///     title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
///     NSLayoutConstraint(item: title, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: contentView,
///                        attribute: .trailing, multiplier: 1, constant: -16),
/// ])
/// ```
///
/// Input UIKit refuses with an exception is refused here without a trap: such a constraint does not activate and
/// ``ListConstraintLog`` records why (NaN or infinite numbers, a location equal to a constant, attributes of two
/// axes, views without a common ancestor).
@MainActor
open class ListLayoutConstraint: @MainActor CustomStringConvertible {
    /// The first item (a view or a ``ListLayoutGuide``), not retained, as in UIKit (where it is
    /// `unowned(unsafe)`); `nil` once the item has ended.
    public var firstItem: AnyObject? { storedFirstItem?.object }
    /// The second item (a view or a layout guide), `nil` for a constraint to a constant (and once it has ended).
    public var secondItem: AnyObject? { storedSecondItem?.object }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The factor of the second side.
    public let multiplier: CGFloat
    /// Why the constraint can never be active (`nil`: it can).
    package let invalidReason: String?
    /// The view it is installed on while active (the nearest common ancestor of its views).
    package var installedView: ListView? { storedInstalledView?.view }
    /// The first item's lifetime (`nil`: none). A layout pass tells the objects its constraints name apart by their
    /// lifetimes (one per view or guide; the constraint holds it, so its identity stays this item's) and reads each
    /// object once, not every constraint's items.
    package var firstItemLifetime: ListLifetime? { storedFirstItem }
    /// The second item's lifetime (see ``firstItemLifetime``).
    package var secondItemLifetime: ListLifetime? { storedSecondItem }
    /// When it was activated (orders the constraints of a system: earlier ones win conflicts).
    package var activationSerial: Int { storedActivationSerial }
    private static var nextSerial = 0

    // The state behind the public and package properties, private: the whole-module optimizer sees every access
    // to private storage, finds none that overlaps another (none spans a call), and drops the runtime's
    // exclusivity checks (swift_beginAccess, about 75 instructions each) that public or package stored properties
    // of a class keep. A layout pass reads these for every constraint. Nothing is unchecked by hand.
    // The items and the installing view are held through their lifetimes, not weakly (``ListLifetime``).
    private var storedFirstItem: ListLifetime?
    private var storedSecondItem: ListLifetime?
    private var storedInstalledView: ListLifetime?
    private var storedActivationSerial = 0
    private var storedConstant: CGFloat
    private var storedPriority: ListLayoutPriority = .required

    /// The constant added to the second side. Changing it on an active constraint re-solves its system at the next
    /// layout pass incrementally: the constant moves in the solver's tableau in place (docs/CONSTRAINTS.md). NaN and
    /// ±∞ are refused (the constant stays, ``ListConstraintLog`` says why).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            storedConstant = newValue
            guard newValue.isFinite else {
                ListConstraintLog.record("\(self): constant \(newValue) refused (not a finite number)")
                storedConstant = oldValue
                return
            }
            if newValue != oldValue {
                installedView?.setNeedsConstraintSolveForConstant()
                installedView?.ownConstraintsDidChange()
            }
        }
    }

    /// How strongly the constraint holds (UIKit's `priority`: 1000 required, below it optional). As in UIKit, an
    /// active constraint cannot change between required and optional (the change is refused and logged).
    public var priority: ListLayoutPriority {
        get { storedPriority }
        set {
            let oldValue = storedPriority
            storedPriority = newValue
            let valid = newValue.rawValue.isFinite && newValue.rawValue > 0 && newValue.rawValue <= 1000
            let crossesRequired = isActive && (newValue == .required) != (oldValue == .required)
            guard valid, !crossesRequired else {
                ListConstraintLog.record(
                    "\(self): priority \(newValue.rawValue) refused ("
                        + (valid ? "an active constraint cannot change between required and optional"
                            : "a priority is in (0, 1000]") + ")")
                storedPriority = oldValue
                return
            }
            if newValue != oldValue {
                installedView?.setNeedsConstraintSolve()
                installedView?.ownConstraintsDidChange()
            }
        }
    }

    /// A name for the constraint in descriptions and reports (UIKit's `identifier`).
    public var identifier: String?

    /// Whether the constraint takes part in layout (UIKit's `isActive`). Setting it true installs the constraint on
    /// the nearest common ancestor of its views; a constraint that cannot be active stays inactive and the reason is
    /// logged in ``ListConstraintLog``.
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// - Parameters:
    ///   - view1: the first item (a view or a layout guide).
    ///   - attr1: its attribute.
    ///   - relation: how the sides relate.
    ///   - view2: the second item (a view or a layout guide), `nil` for a constant (then `attr2` is ``Attribute/notAnAttribute``).
    ///   - attr2: its attribute.
    ///   - multiplier: the second side's factor.
    ///   - c: the constant.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = Self.layoutItem(view1)
        // Not `flatMap(Self.layoutItem)`: the main actor's method as a function value checks its executor per call.
        let second: AnyObject? = if let view2 { Self.layoutItem(view2) } else { nil }
        let (firstLifetime, firstKind) = Self.lifetime(of: first)
        let (secondLifetime, secondKind) = Self.lifetime(of: second)
        storedFirstItem = firstLifetime
        storedSecondItem = secondLifetime
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
        invalidReason = Self.problem(
            first: firstKind, attr1, secondGiven: view2 != nil, second: secondKind, attr2, multiplier: multiplier,
            constant: c)
    }

    /// An anchor's constraint (``ListLayoutAnchor``): its items are objects already, so nothing is boxed in `Any`
    /// and unboxed again; otherwise what ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
    /// makes of them. Used from inlinable code (``ListLayoutAnchor``'s methods).
    @usableFromInline init(
        anchorItem item1: AnyObject, _ attr1: Attribute, _ relation: Relation, anchorItem item2: AnyObject?,
        _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let (first, firstKind) = Self.lifetime(of: item1)
        let (second, secondKind) = Self.lifetime(of: item2)
        storedFirstItem = first
        storedSecondItem = second
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
        invalidReason = Self.problem(
            first: firstKind, attr1, secondGiven: item2 != nil, second: secondKind, attr2, multiplier: multiplier,
            constant: c)
    }

    /// UIKit's `activate(_:)`: activates each constraint (one system update, as UIKit batches it).
    public static func activate(_ constraints: [ListLayoutConstraint]) {
        ListView.batchingConstraintChanges {
            // Each constraint takes its view in order (its serial, a refusal logged as one by one would), then each
            // view installs its share at once: one growth of its list, one climb to count them.
            var views: [ListView?] = []
            views.reserveCapacity(constraints.count)
            for constraint in constraints { views.append(constraint.claimInstallingView()) }
            ListView.install(constraints, on: &views)
        }
    }

    /// UIKit's `deactivate(_:)`.
    public static func deactivate(_ constraints: [ListLayoutConstraint]) {
        ListView.batchingConstraintChanges { for constraint in constraints { constraint.isActive = false } }
    }

    /// The views the constraint relates (one or two): its items, a layout guide standing for its owning view.
    package var views: [ListView] {
        [firstItem, secondItem].compactMap { Self.view(of: $0) }
    }

    /// A view or a layout guide, else `nil` (what a constraint may relate).
    static func layoutItem(_ item: Any) -> AnyObject? {
        if let view = item as? ListView { return view }
        if let guide = item as? ListLayoutGuide { return guide }
        return nil
    }

    /// The lifetime of a view or a layout guide (`nil`: neither), and which of them it is.
    private static func lifetime(of item: AnyObject?) -> (ListLifetime?, ItemKind) {
        if let view = item as? ListView { return (view.lifetime, .view) }
        if let guide = item as? ListLayoutGuide { return (guide.lifetime, .guide) }
        return (nil, .none)
    }

    /// The view an item stands for in the tree: itself, or a layout guide's owning view.
    package static func view(of item: AnyObject?) -> ListView? {
        if let view = item as? ListView { return view }
        return (item as? ListLayoutGuide)?.owningView
    }

    /// ``view(of:)`` of the item a lifetime is of (`nil`: none, or ended), told by the lifetime (no cast).
    package static func view(ofLifetime lifetime: ListLifetime?) -> ListView? {
        guard let lifetime else { return nil }
        if let view = lifetime.view { return view }
        return lifetime.guide?.owningView
    }

    private func activate() {
        if let view = claimInstallingView() { view.install(self) }
    }

    /// Makes the constraint active on the nearest common ancestor of its views, which it returns to install it;
    /// `nil` when it is active already or cannot be (the reason logged).
    private func claimInstallingView() -> ListView? {
        guard installedView == nil else { return nil }
        if let invalidReason {
            ListConstraintLog.record("\(self) cannot be activated: \(invalidReason)")
            return nil
        }
        guard let first = Self.view(ofLifetime: storedFirstItem) else {
            ListConstraintLog.record("\(self) cannot be activated: " + Self.missing(firstItem, "first"))
            return nil
        }
        // (The view handed on as it is, not copied into a variable the common ancestor may replace: a retain and a
        // release fewer per constraint.)
        guard secondAttribute != .notAnAttribute else { return claim(first) }
        guard let second = Self.view(ofLifetime: storedSecondItem) else {
            ListConstraintLog.record("\(self) cannot be activated: " + Self.missing(secondItem, "second"))
            return nil
        }
        guard let ancestor = first.nearestCommonAncestor(with: second) else {
            ListConstraintLog.record(
                "\(self) cannot be activated: its items have no common ancestor (UIKit: \"Unable to activate "
                    + "constraint … because they have no common ancestor\"; add both views to one tree first)")
            return nil
        }
        return claim(ancestor)
    }

    /// Makes the constraint active on `view` (the next serial); returns `view`.
    private func claim(_ view: ListView) -> ListView {
        Self.nextSerial += 1
        storedActivationSerial = Self.nextSerial
        storedInstalledView = view.lifetime
        return view
    }

    private func deactivate() {
        guard let view = storedInstalledView?.view else { return }
        storedInstalledView = nil
        view.uninstall(self)
    }

    private static func missing(_ item: AnyObject?, _ which: String) -> String {
        item is ListLayoutGuide
            ? "its \(which) item is a layout guide without an owning view (UIKit raises; add it with addLayoutGuide "
                + "first)"
            : "its \(which) item no longer exists"
    }

    /// Deactivates the constraint because one of its views left the tree below the view it sits on (UIKit removes
    /// such constraints when a view is removed from its superview).
    package func deactivateForRemoval() { deactivate() }

    /// UIKit's style of description: `<NSLayoutConstraint title.leading == contentView.leading + 16>`, with the
    /// identifier and a priority below required.
    public var description: String {
        var text = ""
        if let identifier { text += "'\(identifier)' " }
        text += "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if secondAttribute == .notAnAttribute {
            text += Self.number(constant)
        } else {
            if multiplier != 1 { text += "\(Self.number(multiplier)) × " }
            text += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
            if constant > 0 { text += " + \(Self.number(constant))" }
            if constant < 0 { text += " - \(Self.number(-constant))" }
        }
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text
    }

    /// A view's name in descriptions: its class and `accessibilityIdentifier` (`UILabel 'title'`).
    package static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? ListLayoutGuide { return guide.debugName }
        // ListViewKit's classes by their UIKit names (UIView, UILabel…), an app's by its own.
        var kind = String(reflecting: type(of: item))
        if kind.hasPrefix("ListViewKit.List") { kind = "UI" + kind.dropFirst("ListViewKit.List".count) }
        kind = String(kind.split(separator: ".").last ?? Substring(kind))
        guard let view = item as? ListView else { return kind }
        return view.accessibilityIdentifier.map { "\(kind) '\($0)'" } ?? kind
    }

    /// A number as constraint descriptions and messages print it (`16`, `16.5`, `nan`): whole numbers without a
    /// fraction, others as Swift prints a `Double`.
    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A number as constraint descriptions and messages print it (`16`, `16.5`, `nan`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
