import Foundation
import ListConstraintKit

extension ListConstraintEngine {
    // MARK: What the solver is asked

    /// The entries of a pass that a later label pass of the same run keeps: the fitting's, the guides' and the app's
    /// constraints'. A label pass changes only the intrinsic sizes and baselines of re-measured labels, so only the
    /// constraints on a baseline (`baselineSlots`: their index in the constraints and in `entries`) are built again.
    struct EntryHead {
        var entries: [ListConstraintSystem.Entry] = []
        var baselineSlots: [(constraint: Int, entry: Int)] = []
        /// The index in `entries` of each constraint's entry (-1: none).
        var entryOfConstraint: [Int32] = []
    }

    /// The solver's entries of a round: `head`'s — the app's constraints (after the fitting's and the guides') — then
    /// each solved view's intrinsic size as content hugging (`<=`) and compression resistance (`>=`) at the view's
    /// priorities, which this returns. `head` is `nil` in a run's first pass (it is built and kept) and the kept head
    /// in later ones (the same entries as building them again, its baseline entries built again in place).
    static func intrinsicEntries(
        _ constraints: [ListLayoutConstraint], pass: Pass, host: ListView, fitting: Fitting?, head: inout EntryHead?
    ) -> [ListConstraintSystem.Entry] {
        let items = pass.items, index = pass.index, variables = pass.variables
        func mirrorAxis() -> ListConstraintExpression { Self.mirrorAxis(items) }
        if let slots = head?.baselineSlots {
            // In place (a copy of the head would copy every entry).
            if !slots.isEmpty {
                let mirror = mirrorAxis()
                var directions = ItemDirections()
                for slot in slots {
                    guard let entry = constraintEntry(
                        constraints[slot.constraint], itemsOf: pass.constraintItems[slot.constraint], items: items,
                        variables: variables, mirrorAxis: mirror, directions: &directions)
                    else { continue }
                    head?.entries[slot.entry] = entry
                }
            }
        } else {
            var built = EntryHead()
            built.entries.reserveCapacity(constraints.count + 4)
            built.entryOfConstraint.reserveCapacity(constraints.count)
            if let fitting {
                built.entries += fittingEntries(fitting, hostEdges: items[0].edges(), host: host, variables: variables)
            }
            built.entries += guideEntries(items, index: index, variables: variables)
            let mirror = mirrorAxis()
            var directions = ItemDirections()
            for position in constraints.indices {
                let constraint = constraints[position]
                guard let entry = constraintEntry(
                    constraint, itemsOf: pass.constraintItems[position], items: items, variables: variables,
                    mirrorAxis: mirror, directions: &directions)
                else {
                    built.entryOfConstraint.append(-1)
                    continue
                }
                built.entryOfConstraint.append(Int32(built.entries.count))
                if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
                    built.baselineSlots.append((position, built.entries.count))
                }
                built.entries.append(entry)
            }
            head = built
        }
        var entries: [ListConstraintSystem.Entry] = []
        entries.reserveCapacity(items.count * 4)
        for position in items.indices where items[position].isSolvedView {
            guard let first = items[position].firstVariable else { continue }
            let view = items[position].view, intrinsic = items[position].intrinsicSize
            func add(_ axis: ListLayoutAxis, _ length: CGFloat, _ variable: SolverVariable) {
                guard length >= 0 else { return }
                let size = LinearExpression(variable, plus: -Double(length))   // one term: nothing to merge
                if let resistance = strength(ListStackPriorities.compressionResistance(of: view, axis)) {
                    entries.append(ListConstraintSystem.Entry(
                        origin: .intrinsic(.init(view), axis, .greaterThanOrEqual), expression: size,
                        relation: .greaterThanOrEqual, strength: resistance))
                }
                if let hugging = strength(ListStackPriorities.hugging(of: view, axis)) {
                    entries.append(ListConstraintSystem.Entry(
                        origin: .intrinsic(.init(view), axis, .lessThanOrEqual), expression: size,
                        relation: .lessThanOrEqual, strength: hugging))
                }
            }
            add(.horizontal, intrinsic.width, variables[first + 2])
            add(.vertical, intrinsic.height, variables[first + 3])
        }
        return entries
    }

    /// Right to left, horizontal positions mirror in the host: x ↦ 2·left + width − x.
    static func mirrorAxis(_ items: [ListConstraintItem]) -> ListConstraintExpression {
        let hostEdges = items[0].edges()
        return hostEdges.left.times(2).plus(hostEdges.width)
    }

    /// The entry of one of the app's constraints (`nil`: it names no item of the system, or its priority never holds).
    /// `itemsOf` is the positions of its first and second item among `items` (-1: none).
    static func constraintEntry(
        _ constraint: ListLayoutConstraint, itemsOf: (first: Int32, second: Int32), items: [ListConstraintItem],
        variables: [SolverVariable], mirrorAxis: ListConstraintExpression, directions: inout ItemDirections
    ) -> ListConstraintSystem.Entry? {
        guard itemsOf.first >= 0, let strength = strength(constraint.priority) else { return nil }
        let firstIndex = Int(itemsOf.first)
        let directional = constraint.firstAttribute.direction == .directional
            || constraint.secondAttribute.direction == .directional
        let mirror = directional && directions.isRightToLeft(firstIndex, items: items) ? mirrorAxis : nil
        let secondIndex = constraint.secondAttribute != .notAnAttribute && itemsOf.second >= 0
            ? Int(itemsOf.second) : nil
        if mirror == nil, let expression = plainExpression(
            constraint, first: firstIndex, second: secondIndex, items: items, variables: variables)
        {
            return ListConstraintSystem.Entry(
                origin: .constraint(constraint), expression: expression, relation: relation(constraint.relation),
                strength: strength)
        }
        return generalEntry(
            constraint, first: firstIndex, second: secondIndex, items: items, variables: variables, mirror: mirror,
            strength: strength)
    }

    /// ``constraintEntry(_:itemsOf:items:variables:mirrorAxis:directions:)`` of any constraint: its sides' inline
    /// expressions, merged.
    static func generalEntry(
        _ constraint: ListLayoutConstraint, first firstIndex: Int, second: Int?, items: [ListConstraintItem],
        variables: [SolverVariable], mirror: ListConstraintExpression?, strength: ConstraintStrength
    ) -> ListConstraintSystem.Entry {
        var lhs = items[firstIndex].expression(constraint.firstAttribute, mirrorWidth: mirror)
        var rhs = ListConstraintExpression(constant: Double(constraint.constant))
        if let secondIndex = second {
            let other = items[secondIndex].expression(constraint.secondAttribute, mirrorWidth: mirror)
            rhs = rhs.plus(other.times(Double(constraint.multiplier)))
        }
        lhs = lhs.minus(rhs)
        return entry(.constraint(constraint), lhs, relation(constraint.relation), strength, variables)
    }

    /// UIKit's own constraints of each readable content guide, before the app's: its top and height those of its
    /// owning view's margins guide, its centre X the margins guide's, its width at most the margins guide's and
    /// the readable width (required), and as wide as they allow (just below required).
    private static func guideEntries(
        _ items: [ListConstraintItem], index: [ObjectIdentifier: Int], variables: [SolverVariable]
    ) -> [ListConstraintSystem.Entry] {
        var entries: [ListConstraintSystem.Entry] = []
        for position in items.indices {
            guard let guide = items[position].guide, guide.kind == .readableContent else { continue }
            let item = items[position]
            guard let ownerIndex = index[ObjectIdentifier(item.view)] else { continue }
            var margins = items[ownerIndex]
            margins.guide = nil
            margins.insets = item.view.constraintLayoutMargins
            let outer = margins.edges(), inner = item.edges()
            func add(
                _ name: String, _ lhs: ListConstraintExpression, _ relation: LinearRelation,
                _ strength: ConstraintStrength
            ) {
                entries.append(entry(.guide(guide, name), lhs, relation, strength, variables))
            }
            add("top", inner.top.minus(outer.top), .equal, .required)
            add("height", inner.height.minus(outer.height), .equal, .required)
            add("centerX", inner.left.plus(inner.width.times(0.5)).minus(outer.left.plus(outer.width.times(0.5))),
                .equal, .required)
            add("width <= margins", inner.width.minus(outer.width), .lessThanOrEqual, .required)
            let readable = ListConstraintExpression(constant: item.view.readableContentWidth)
            add("width <= readable", inner.width.minus(readable),
                .lessThanOrEqual, .required)
            add("width == margins", inner.width.minus(outer.width), .equal, ListConstraintSystem.constantStrength)
        }
        return entries
    }

    /// A fitting solve's hold on the host: its origin where it is (required), its size at the target at the given
    /// priorities (UIKit's fitting constraints).
    private static func fittingEntries(
        _ fitting: Fitting, hostEdges: (left: ListConstraintExpression, top: ListConstraintExpression,
                                        width: ListConstraintExpression, height: ListConstraintExpression),
        host: ListView, variables: [SolverVariable]
    ) -> [ListConstraintSystem.Entry] {
        // Targets past the solver's range (layoutFittingExpandedSize) are held at 10^8 points.
        func target(_ value: CGFloat) -> Double { Double(min(max(0, value.isNaN ? 0 : value), 1e8)) }
        let origin = host.bounds.origin
        func constant(_ value: Double) -> ListConstraintExpression { ListConstraintExpression(constant: value) }
        return [
            entry(.fitting(.horizontal, isSize: false), hostEdges.left.minus(constant(origin.x)),
                  .equal, .required, variables),
            entry(.fitting(.vertical, isSize: false), hostEdges.top.minus(constant(origin.y)),
                  .equal, .required, variables),
            entry(.fitting(.horizontal, isSize: true),
                  hostEdges.width.minus(constant(target(fitting.target.width))), .equal,
                  strength(fitting.horizontal) ?? .fittingSizeLevel, variables),
            entry(.fitting(.vertical, isSize: true),
                  hostEdges.height.minus(constant(target(fitting.target.height))), .equal,
                  strength(fitting.vertical) ?? .fittingSizeLevel, variables),
        ]
    }

    /// The entry of `expression relation 0`, its terms merged (one per variable, sorted by variable, no zero
    /// coefficients: ``ListConstraintExpression/linear(_:)``).
    private static func entry(
        _ origin: ListConstraintSystem.Entry.Origin, _ expression: ListConstraintExpression,
        _ relation: LinearRelation, _ strength: ConstraintStrength, _ variables: [SolverVariable]
    ) -> ListConstraintSystem.Entry {
        ListConstraintSystem.Entry(
            origin: origin, expression: expression.linear(variables), relation: relation, strength: strength)
    }

    /// The solver's strength for a priority: required at 1000 and above, optional up to
    /// ``ListConstraintSystem/highestOptionalPriority``; `nil` (never holds) at 0 and below or NaN.
    private static func strength(_ priority: ListLayoutPriority) -> ConstraintStrength? {
        let value = Double(priority.rawValue)
        guard value > 0 else { return nil }
        if value >= 1000 { return .required }
        return ConstraintStrength(priority: min(value, ListConstraintSystem.highestOptionalPriority))
    }

    private static func relation(_ relation: ListLayoutConstraint.Relation) -> LinearRelation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The break of a required entry between fixed frames only (no variable: it holds or not by itself).
    static func brokenConstant(_ entry: ListConstraintSystem.Entry) -> ListConstraintBreak? {
        guard entry.expression.terms.isEmpty, entry.strength.isRequired else { return nil }
        let value = entry.expression.constant
        let tolerance = 1e-6
        let holds = switch entry.relation {
        case .equal: abs(value) <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        case .lessThanOrEqual: value <= tolerance
        }
        return holds ? nil : ListConstraintSystem.breakRecord(
            entry, reason: "it conflicts with the frames of views whose own code sets them "
                + "(translatesAutoresizingMaskIntoConstraints is true)")
    }

    // MARK: The result

    /// Sets each solved view's frame from the solution, in its superview's bounds coordinates.
    static func apply(
        _ items: [ListConstraintItem], solver: ConstraintSolver, variables: [SolverVariable],
        index: [ObjectIdentifier: Int], host: ListView
    ) {
        func value(_ variable: Int) -> CGFloat { snapped(solver.value(of: variables[variable])) }
        // Each solved view's rectangle in the host, by its first variable / 4. A negative length (constraints that
        // leave no room) is drawn as 0 at the leading (top) edge, and the views inside follow that origin.
        var rects = [CGRect](repeating: .zero, count: variables.count / 4)
        for item in items where item.guide?.hasOwnVariables ?? true {
            guard let first = item.firstVariable else { continue }
            var x = value(first), width = value(first + 2)
            if width < 0 {
                if item.view.effectiveUserInterfaceLayoutDirection == .rightToLeft { x += width }
                width = 0
            }
            rects[first / 4] = CGRect(x: x, y: value(first + 1), width: width, height: max(0, value(first + 3)))
        }
        for item in items {
            guard let guide = item.guide else { continue }
            guard guide.kind == .custom, let first = item.firstVariable else { continue }
            // A guide's layout frame is in its owning view's bounds coordinates.
            let owner = item.view
            let above = frameOrigin(of: owner, host: host, items: items, index: index)
            var originX = above.offset.x - owner.bounds.minX, originY = above.offset.y - owner.bounds.minY
            if let base = above.base {
                originX += rects[base / 4].minX
                originY += rects[base / 4].minY
            }
            guide.solvedFrame = rects[first / 4].offsetBy(dx: -originX, dy: -originY)
        }
        for item in items where item.guide == nil {
            guard let first = item.firstVariable, let parent = item.view.superview else { continue }
            let above = frameOrigin(of: parent, host: host, items: items, index: index)
            var originX = above.offset.x - parent.bounds.minX, originY = above.offset.y - parent.bounds.minY
            if let base = above.base {
                originX += rects[base / 4].minX
                originY += rects[base / 4].minY
            }
            item.view.setLayoutFrame(rects[first / 4].offsetBy(dx: -originX, dy: -originY))
        }
    }

    /// A solver value with rounding noise removed: within 1e-7 of a multiple of 1/192 point, that multiple. The
    /// grid holds the pixels of every display scale up to 3 (the sizes labels measure to) and the 1/64 steps of
    /// constants, so equal layouts reached by different pivots give the same frames to the last bit.
    static func snapped(_ value: Double) -> CGFloat {
        let grid = (value * 192).rounded() / 192
        return CGFloat(abs(grid - value) < 1e-7 ? grid + 0 : value)
    }

    /// Keeps what the pass broke on the host, and logs it when it differs from the last pass's.
    static func record(_ breaks: [ListConstraintBreak], on host: ListView) {
        guard breaks != host.constraintState.breaks else { return }
        host.constraintState.breaks = breaks
        for broken in breaks {
            ListConstraintLog.record(
                "Unable to simultaneously satisfy constraints in \(ListLayoutConstraint.name(of: host)): \(broken)")
        }
    }

}

private extension ListLayoutConstraint.Attribute {
    /// Whether the attribute is a label's baseline (its expression changes when the label is re-measured).
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
