import Foundation

/// UIKit's constraint API on views: anchors, the installed constraints, and the bookkeeping that keeps each
/// constraint on the nearest common ancestor of its views (docs/CONSTRAINTS.md).
extension ListView {
    // MARK: Anchors

    /// The leading edge (left, or right in a right-to-left layout).
    @inlinable public var leadingAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (right, or left in a right-to-left layout).
    @inlinable public var trailingAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .trailing) }
    /// The left edge, whatever the layout direction.
    @inlinable public var leftAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .left) }
    /// The right edge, whatever the layout direction.
    @inlinable public var rightAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    @inlinable public var centerXAnchor: ListLayoutXAxisAnchor { ListLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    @inlinable public var topAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    @inlinable public var bottomAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    @inlinable public var centerYAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of a label's text (other views: the bottom edge).
    @inlinable public var firstBaselineAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of a label's text (other views: the bottom edge).
    @inlinable public var lastBaselineAnchor: ListLayoutYAxisAnchor { ListLayoutYAxisAnchor(self, .lastBaseline) }
    /// The width.
    @inlinable public var widthAnchor: ListLayoutDimension { ListLayoutDimension(self, .width) }
    /// The height.
    @inlinable public var heightAnchor: ListLayoutDimension { ListLayoutDimension(self, .height) }

    // MARK: Installed constraints

    /// The active constraints installed on this view: those whose nearest common ancestor it is (UIKit's
    /// `constraints`), in activation order.
    public var constraints: [ListLayoutConstraint] { constraintState.installed }

    /// The required constraints the last layout pass of the system this view hosts had to break, in the order they
    /// were met (empty for a view that hosts none): what UIKit logs as "Unable to simultaneously satisfy
    /// constraints". ``ListConstraintLog`` has them too.
    public var brokenConstraints: [ListConstraintBreak] { constraintState.breaks }

    /// Activates `constraint` (UIKit's `addConstraint(_:)`; it sits on its views' nearest common ancestor).
    public func addConstraint(_ constraint: ListLayoutConstraint) { constraint.isActive = true }

    /// Activates each constraint (UIKit's `addConstraints(_:)`).
    public func addConstraints(_ constraints: [ListLayoutConstraint]) { ListLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint` when it is installed on this view (UIKit's `removeConstraint(_:)`).
    public func removeConstraint(_ constraint: ListLayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    /// Deactivates each constraint installed on this view (UIKit's `removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [ListLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Bookkeeping

    /// The nearest view that is this one or an ancestor of it and of `other`.
    func nearestCommonAncestor(with other: ListView) -> ListView? {
        // The common cases answered without walking the chains: the same view, a parent and its child, siblings.
        if other === self { return self }
        let parent = superview, otherParent = other.superview
        if otherParent === self { return self }
        if let parent {
            if parent === other || parent === otherParent { return parent }
        }
        var candidate: ListView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    func install(_ constraint: ListLayoutConstraint) {
        constraintState.installed.append(constraint)
        adjustConstraintCount(by: 1)
        installedConstraintsDidChange()
    }

    /// Installs each of `constraints` on its view in `views` (`nil`: not installed), in order: each view appends its
    /// share at once and counts it in its ancestors once (``ListLayoutConstraint/activate(_:)``). Empties `views`'
    /// slots on the way.
    static func install(_ constraints: [ListLayoutConstraint], on views: inout [ListView?]) {
        // Inside a batch (as activate(_:) runs), the views join its list here, the list taken out once (each access
        // of the static list is checked for exclusivity at run time).
        var batch = batchedChanges
        batchedChanges = nil
        for start in views.indices {
            guard let view = views[start] else { continue }
            var count = 0
            for position in start..<views.count where views[position] === view { count += 1 }
            view.constraintState.installed.reserveCapacity(view.constraintState.installed.count + count)
            for position in start..<views.count where views[position] === view {
                view.constraintState.installed.append(constraints[position])
                views[position] = nil
            }
            view.adjustConstraintCount(by: count)
            guard var changed = batch else {
                view.installedConstraintsDidChange()
                continue
            }
            batch = nil   // appended in place, not copied
            // (A plain loop: a main-actor closure would check the executor on every call.)
            var listed = false
            for other in changed where other === view { listed = true }
            if !listed { changed.append(view) }
            batch = changed
        }
        batchedChanges = batch
    }

    func uninstall(_ constraint: ListLayoutConstraint) {
        constraintState.installed.removeAll { $0 === constraint }
        adjustConstraintCount(by: -1)
        installedConstraintsDidChange()
    }

    /// Marks the view's system for solving and tells a stack view arranging it; inside
    /// ``batchingConstraintChanges(_:)``, once for the whole batch.
    private func installedConstraintsDidChange() {
        if var batch = ListView.batchedChanges {
            // (A plain loop: a main-actor closure would check the executor on every call.)
            for view in batch where view === self { return }
            ListView.batchedChanges = nil   // appended in place, not copied
            batch.append(self)
            ListView.batchedChanges = batch
            return
        }
        setNeedsConstraintSolve()
        ownConstraintsDidChange()
    }

    /// Runs `body` (``ListLayoutConstraint/activate(_:)`` or `deactivate(_:)` of many constraints) and marks each
    /// view whose installed constraints it changed once at the end, instead of once per constraint: the marks only
    /// set flags and drop kept passes, which nothing reads until the batch ends.
    static func batchingConstraintChanges(_ body: () -> Void) {
        guard batchedChanges == nil else { return body() }
        batchedChanges = []
        body()
        let views = batchedChanges ?? []
        batchedChanges = nil
        // The views of one cell mostly share their host: it is marked once.
        var lastHost: ListView?
        for view in views {
            let host = view.constraintHost
            if host !== lastHost {
                setNeedsConstraintSolve(host: host)
                lastHost = host
            }
            view.ownConstraintsDidChange()
        }
    }

    /// The views whose installed constraints changed in the current batch (`nil`: no batch).
    private static var batchedChanges: [ListView]?

    /// A constraint installed on this view changed (activated, deactivated, its constant or priority): a stack view
    /// arranging the view sizes it by its own size constraints (``ListArrangedSize``), so it lays out again.
    func ownConstraintsDidChange() {
        guard let stack = superview as? ListStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else {
            return
        }
        stack.setNeedsLayout()
        stack.invalidateIntrinsicContentSize()
    }

    private func adjustConstraintCount(by delta: Int) {
        var view: ListView? = self
        while let current = view {
            current.constraintState.subtreeCount += delta
            view = current.superview
        }
    }

    /// The view whose layout solves the constraints installed here: the nearest view at or above it whose frame is
    /// not decided by constraints (``translatesAutoresizingMaskIntoConstraints`` true), or the root.
    var constraintHost: ListView {
        var view = self
        while !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview { view = parent }
        return view
    }

    /// Marks the system this view belongs to for solving at the next layout pass.
    func setNeedsConstraintSolve() { Self.setNeedsConstraintSolve(host: constraintHost) }

    /// ``setNeedsConstraintSolve()`` of a view whose ``constraintHost`` is `host`.
    private static func setNeedsConstraintSolve(host: ListView) {
        host.setNeedsLayout()
        // Its kept pass is of no use now (the count says so too); dropped here, it no longer holds the constraints.
        // (In place: reading the absorbing host through the property would copy the whole state.)
        if let absorbing = host.constraintState.dropKept() {
            absorbing.setNeedsLayout()
            _ = absorbing.constraintState.dropKept()
        }
    }

    /// Marks the system for solving after only a constraint's constant changed (not counted as a change of the
    /// pass's other inputs: see ``ListLayoutInputs``).
    func setNeedsConstraintSolveForConstant() {
        let host = constraintHost
        host.setNeedsLayoutForConstant()
        host.constraintState.currentAbsorbingHost()?.setNeedsLayoutForConstant()
    }

    /// Called when the view joined `parent`: its constraints count in the new ancestors.
    func constraintsDidAttach(to parent: ListView) {
        if constraintState.subtreeNeedsUpdateConstraints { parent.setSubtreeNeedsUpdateConstraints() }
        if constraintState.subtreeCount > 0 { parent.adjustConstraintCount(by: constraintState.subtreeCount) }
        if parent.constraintState.subtreeCount > 0 { parent.setNeedsConstraintSolve() }
    }

    /// Called before the view leaves its superview: as UIKit, the constraints above it that refer to a view in its
    /// subtree are deactivated (unless the view only moves among its superview's subviews).
    func constraintsWillDetach() {
        guard let parent = superview else { return }
        if !constraintState.isReordering {
            var ancestor: ListView? = parent
            while let view = ancestor {
                for constraint in view.constraintState.installed
                where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
                    constraint.deactivateForRemoval()
                }
                ancestor = view.superview
            }
        }
        if constraintState.subtreeCount > 0 { parent.adjustConstraintCount(by: -constraintState.subtreeCount) }
    }
}

extension ListView {
    /// Solves the constraints of the region this view hosts, when it hosts one (see ``ListConstraintEngine``).
    func solveConstraintsIfHosting() {
        guard constraintState.subtreeCount > 0 || constraintState.system != nil,
            translatesAutoresizingMaskIntoConstraints || superview == nil, constraintState.currentAbsorbingHost() == nil
        else { return }
        ListConstraintEngine.solve(self)
    }

    /// Sets a frame the constraints decided (through ``bounds`` and ``center`` when a transform is set, as UIKit).
    func setLayoutFrame(_ rect: CGRect) {
        if transform.isIdentity {
            if untransformedFrame != rect { frame = rect }
        } else {
            bounds.size = rect.size
            center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }
}

extension ListView {
    /// The size the view's constraints give it held to `target` at the fitting priorities: its own region's, else
    /// the region of a subview pinned to its edges (a cell's content view) plus the pin's insets; `nil` when
    /// neither has constraints.
    func constraintFittingSize(
        _ target: CGSize, horizontal: ListLayoutPriority, vertical: ListLayoutPriority
    ) -> CGSize? {
        guard constraintState.subtreeCount > 0 else { return nil }
        if translatesAutoresizingMaskIntoConstraints || superview == nil,
            let size = ListConstraintEngine.fittingSize(
                of: self, fitting: .init(target: target, horizontal: horizontal, vertical: vertical))
        {
            return size
        }
        for subview in subviews where !subview.isHidden && subview.translatesAutoresizingMaskIntoConstraints {
            guard let pin = subview.pin, subview.constraintState.subtreeCount > 0 else { continue }
            let insets = insets(of: pin)
            let inner = CGSize(
                width: max(0, target.width - insets.horizontal), height: max(0, target.height - insets.vertical))
            guard let size = ListConstraintEngine.fittingSize(
                of: subview, fitting: .init(target: inner, horizontal: horizontal, vertical: vertical))
            else { continue }
            return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        }
        return nil
    }

    /// ``sizeThatFits(_:)``'s measure by constraints: a limited axis held at the room (required), an unlimited
    /// one compressed (UIKit's `layoutFittingCompressedSize` at `fittingSizeLevel`).
    func constraintFittingSize(room size: CGSize) -> CGSize? {
        guard constraintState.subtreeCount > 0 else { return nil }
        func axis(_ value: CGFloat) -> (CGFloat, ListLayoutPriority) {
            value.isFinite && value < .greatestFiniteMagnitude ? (value, .required) : (0, .fittingSizeLevel)
        }
        let (width, horizontal) = axis(size.width), (height, vertical) = axis(size.height)
        return constraintFittingSize(CGSize(width: width, height: height), horizontal: horizontal, vertical: vertical)
    }
}
