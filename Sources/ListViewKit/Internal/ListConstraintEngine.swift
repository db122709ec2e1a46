import Foundation
import ListConstraintKit

/// The layout pass of constraints: a host (a view whose frame its own code sets, with active constraints in its
/// subtree) gathers the constraints of its region, makes one ``ListConstraintItem`` per view they name, asks its
/// ``ListConstraintSystem`` to solve them with the views' intrinsic sizes, re-measures multi-line labels at their
/// solved widths (UIKit's two-pass layout) and sets the frames of the solved views.
///
/// ```
///   contentView (host, fixed) ─┬─ title (solved) ── title.leading == contentView.leading + 16
///                              └─ container (solved) ─ badge (solved)   badge.top == title.bottom + 4
/// ```
@MainActor
enum ListConstraintEngine {
    /// The most passes of the two-pass layout (a label re-measured at its solved width, then solved again).
    static let maxPasses = 4

    /// What a fitting solve holds the host's size to (``ListView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    struct Fitting {
        let target: CGSize
        let horizontal: ListLayoutPriority
        let vertical: ListLayoutPriority
    }

    /// A solved pass: the items, their index by view, the variables and the breaks between fixed frames.
    struct Pass {
        var items: [ListConstraintItem] = []
        var index: [ObjectIdentifier: Int] = [:]
        /// The views and guides of ``items``, held for the pass (the items do not retain them).
        var retained: [AnyObject] = []
        /// For each constraint of the pass, the items of its first and second item (-1: none in the system).
        var constraintItems: [(first: Int32, second: Int32)] = []
        var variables: [SolverVariable] = []
        var fixedBreaks: [ListConstraintBreak] = []
    }

    /// Lays out the host's region: solves it (incrementally when it can) and sets the solved views' frames.
    static func solve(_ host: ListView) {
        let constraints = collect(host, marksAbsorbed: true)
        guard !constraints.isEmpty else {
            host.constraintState.system = nil
            record([], on: host)
            return
        }
        var system = host.constraintState.system ?? ListConstraintSystem()
        host.constraintState.system = nil
        let pass = run(constraints, host: host, fitting: nil, system: &system)
        apply(pass.items, solver: system.solver, variables: pass.variables, index: pass.index, host: host)
        record(pass.fixedBreaks + system.breaks, on: host)
        host.constraintState.system = system
    }

    /// Makes the items of `constraints` and solves them in `system`, re-measuring multi-line labels at their solved
    /// widths until nothing moves. With `fitting`, the host's size is solved too (held to the target at the given
    /// priorities); else it is its bounds.
    static func run(
        _ constraints: [ListLayoutConstraint], host: ListView, fitting: Fitting?, system: inout ListConstraintSystem
    ) -> Pass {
        var pass = Pass()
        let solvedCount = makeItems(constraints, host: host, hostIsSolved: fitting != nil, pass: &pass)
        pass.variables = ListConstraintSystem.variables(count: solvedCount * 4)
        measure(&pass.items, fitting: fitting != nil)
        var head: EntryHead?
        for _ in 0..<maxPasses {
            let desired = entries(constraints, pass: pass, host: host, fitting: fitting, head: &head)
            pass.fixedBreaks = []
            for entry in desired where entry.expression.terms.isEmpty {
                if let broken = brokenConstant(entry) { pass.fixedBreaks.append(broken) }
            }
            system.update(to: desired, items: pass.items, solvedCount: solvedCount)
            guard remeasureLabels(&pass.items, solver: system.solver, variables: pass.variables) else { break }
        }
        return pass
    }

    // MARK: The region

    /// The constraints the host solves, in activation order: those installed on it and on the views below it down
    /// to the next views whose frames their own code sets (other hosts), and those of such a host when a
    /// constraint from this region names a solved view inside it (its system joins this one).
    static func collect(_ host: ListView, marksAbsorbed: Bool) -> [ListLayoutConstraint] {
        if marksAbsorbed {
            for weak in host.constraintState.absorbed where weak.view?.constraintState.absorbingHost === host {
                weak.view?.constraintState.absorbingHost = nil
            }
            host.constraintState.absorbed = []
        }
        var constraints: [ListLayoutConstraint] = []
        var pending = [host]
        var absorbed: [ObjectIdentifier: Bool] = [ObjectIdentifier(host): true]
        while let regionRoot = pending.popLast() {
            let start = constraints.count
            gather(regionRoot, isRoot: true, into: &constraints)
            // Each solved view a constraint names (a layout guide stands for its owning view) pulls in the hosts
            // between it and this host.
            func climb(_ item: AnyObject?) {
                guard let view = ListLayoutConstraint.view(of: item), !view.translatesAutoresizingMaskIntoConstraints,
                    view !== host
                else { return }
                var ancestor = view.superview
                while let current = ancestor, current !== host {
                    if current.translatesAutoresizingMaskIntoConstraints,
                        absorbed.updateValue(true, forKey: ObjectIdentifier(current)) == nil
                    {
                        if marksAbsorbed {
                            current.constraintState.absorbingHost = host
                            host.constraintState.absorbed.append(WeakView(view: current))
                        }
                        pending.append(current)
                    }
                    ancestor = current.superview
                }
            }
            for position in start..<constraints.count {
                climb(constraints[position].firstItem)
                climb(constraints[position].secondItem)
            }
        }
        // Usually gathered in activation order already (one installing view); sorting then changes nothing. Serials
        // are unique, so any sort gives the one order; the comparison runs outside the main actor's closures.
        var serials: [Int] = []
        serials.reserveCapacity(constraints.count)
        var inOrder = true
        for constraint in constraints {
            let serial = constraint.activationSerial
            if let last = serials.last, last >= serial { inOrder = false }
            serials.append(serial)
        }
        if inOrder { return constraints }
        return orderBySerial(serials).map { constraints[$0] }
    }

    /// The positions of `serials` in ascending order of their serial.
    private nonisolated static func orderBySerial(_ serials: [Int]) -> [Int] {
        serials.indices.sorted { serials[$0] < serials[$1] }
    }

    private static func gather(_ view: ListView, isRoot: Bool, into constraints: inout [ListLayoutConstraint]) {
        guard isRoot || !view.translatesAutoresizingMaskIntoConstraints else { return }
        constraints += view.constraintState.installed
        for subview in view.subviews where subview.constraintState.subtreeCount > 0 {
            gather(subview, isRoot: false, into: &constraints)
        }
    }

    // MARK: Items

    /// The host, then every view and layout guide the constraints name, in order (a guide after its owning
    /// view); returns how many items have variables of their own (solved views, an app's guides, readable
    /// content guides; the host when its size is being fitted). A margins or safe area guide shares its owning
    /// view's rectangle, inset.
    private static func makeItems(
        _ constraints: [ListLayoutConstraint], host: ListView, hostIsSolved: Bool, pass: inout Pass
    ) -> Int {
        var solved = 0
        var items: [ListConstraintItem] = [], index: [ObjectIdentifier: Int] = [:]
        swap(&items, &pass.items)
        swap(&index, &pass.index)
        defer {
            swap(&items, &pass.items)
            swap(&index, &pass.index)
        }
        func add(_ view: ListView) -> Int {
            if let known = index[ObjectIdentifier(view)] { return known }
            index[ObjectIdentifier(view)] = items.count
            pass.retained.append(view)
            let isSolved = view === host ? hostIsSolved : !view.translatesAutoresizingMaskIntoConstraints
            items.append(ListConstraintItem(view: view, firstVariable: isSolved ? solved * 4 : nil))
            if isSolved { solved += 1 }
            return items.count - 1
        }
        _ = add(host)
        func addItem(_ object: AnyObject?) -> Int32 {
            if let view = object as? ListView { return Int32(add(view)) }
            guard let guide = object as? ListLayoutGuide else { return -1 }
            if let known = index[ObjectIdentifier(guide)] { return Int32(known) }
            guard let owner = guide.owningView else { return -1 }
            let ownerIndex = add(owner)
            index[ObjectIdentifier(guide)] = items.count
            pass.retained.append(guide)
            if guide.hasOwnVariables {
                items.append(ListConstraintItem(view: owner, guide: guide, firstVariable: solved * 4))
                solved += 1
            } else {
                var item = items[ownerIndex]
                item.guide = guide
                item.insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.constraintLayoutMargins
                items.append(item)
            }
            return Int32(items.count - 1)
        }
        pass.constraintItems.reserveCapacity(constraints.count)
        for constraint in constraints {
            let first = addItem(constraint.firstItem)
            let second = addItem(constraint.secondItem)
            pass.constraintItems.append((first, second))
        }
        for position in items.indices where !items[position].isSolved {
            let view = items[position].view
            let origin = frameOrigin(of: view, host: host, items: items, index: index)
            items[position].fixedBase = origin.base
            items[position].fixedRect = CGRect(origin: origin.offset, size: view.bounds.size)
        }
        return solved
    }

    /// Where a view's frame origin lies in the host's bounds coordinates: the origin of the nearest solved view
    /// above it (its first variable, `nil` when there is none below the host) plus an offset.
    static func frameOrigin(
        of view: ListView, host: ListView, items: [ListConstraintItem], index: [ObjectIdentifier: Int]
    ) -> (base: Int?, offset: CGPoint) {
        if view === host { return (nil, host.bounds.origin) }
        if let position = index[ObjectIdentifier(view)], let first = items[position].firstVariable {
            return (first, .zero)
        }
        guard let parent = view.superview else { return (nil, view.untransformedFrame.origin) }
        let above = frameOrigin(of: parent, host: host, items: items, index: index)
        let frame = view.untransformedFrame
        return (above.base, CGPoint(x: above.offset.x - parent.bounds.minX + frame.minX,
                                    y: above.offset.y - parent.bounds.minY + frame.minY))
    }

    /// The intrinsic sizes (and a label's baselines) of the solved views. When `fitting`, a multi-line label without
    /// a ``ListLabel/preferredMaxLayoutWidth`` that a layout pass has already given a width wraps at that width, as
    /// UIKit's automatic preferred width does (`layoutIfNeeded()` then `systemLayoutSizeFitting(_:)` measures the
    /// text wrapped at the laid-out width: IGListKit's self-sizing cells rely on it).
    private static func measure(_ items: inout [ListConstraintItem], fitting: Bool) {
        for index in items.indices where items[index].isSolvedView {
            let view = items[index].view
            guard let label = view as? ListLabel else {
                items[index].intrinsicSize = view.intrinsicContentSize
                continue
            }
            let laidOut = label.bounds.width
            if fitting, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0, laidOut > 0, laidOut.isFinite {
                // Both from one text value where the label allows it (the same results: see sizeAndBaselines).
                let fused = label.sizeAndBaselines(fitting: laidOut, baselineWidth: laidOut)
                var size = fused?.size ?? label.sizeThatFits(CGSize(width: laidOut, height: .greatestFiniteMagnitude))
                size.width = min(size.width, laidOut)
                items[index].intrinsicSize = size
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: laidOut)
            } else {
                // `intrinsicContentSize` is `sizeThatFits` at this width (a subclass's own is asked: never fused).
                let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : .greatestFiniteMagnitude
                let fused = label.sizeAndBaselines(fitting: width, baselineWidth: label.firstPassWidth)
                items[index].intrinsicSize = fused?.size ?? label.intrinsicContentSize
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: label.firstPassWidth)
            }
        }
    }

    /// Re-measures each multi-line label without a ``ListLabel/preferredMaxLayoutWidth``, and each stack view that
    /// arranges one, at its solved width (its intrinsic size is then the text wrapped there, as UIKit's second
    /// pass); true when one changed.
    private static func remeasureLabels(
        _ items: inout [ListConstraintItem], solver: ConstraintSolver, variables: [SolverVariable]
    ) -> Bool {
        var changed = false
        for index in items.indices.dropFirst() {   // not the host (solved only when fitted)
            guard items[index].isSolvedView, let first = items[index].firstVariable else { continue }
            let view = items[index].view
            if let label = view as? ListLabel {
                guard label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0 else { continue }
            } else if let stack = view as? ListStackView {
                guard wraps(stack) else { continue }
            } else {
                continue
            }
            let width = CGFloat(solver.value(of: variables[first + 2]))
            guard width > 0 else { continue }
            let fused = (view as? ListLabel)?.sizeAndBaselines(fitting: width, baselineWidth: width)
            var size = fused?.size ?? view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            size.width = min(size.width, width)
            guard size != items[index].intrinsicSize else { continue }
            items[index].intrinsicSize = size
            if let label = view as? ListLabel {
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: width)
            }
            changed = true
        }
        return changed
    }

    /// Whether a stack view's height depends on its width: it arranges a multi-line label without a
    /// ``ListLabel/preferredMaxLayoutWidth`` (directly or in a nested stack), which wraps at the width the stack
    /// gives it, as UIKit's stack view (constraints to its arranged views) lets it.
    private static func wraps(_ stack: ListStackView, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        return stack.arrangedSubviews.contains { view in
            if let label = view as? ListLabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0 }
            if let nested = view as? ListStackView { return wraps(nested, depth: depth + 1) }
            return false
        }
    }
}
