import Foundation
import ListConstraintKit

extension ListConstraintEngine {
    /// What a host's last layout pass built, kept for a pass after which only constants changed (a changed
    /// `constant`: ``ListLayoutInputs`` counted nothing else since): that pass takes the region's constraints, the
    /// items, the first round's entries and the labels' measurements from here, builds again only the entries of
    /// the constraints whose constants changed, and hands the solver the same entries a pass from scratch would,
    /// so the solver moves the same constants in place and every frame is the same.
    ///
    /// Kept only when the pass reads nothing its own frames change ("frame-independent"): no margins or safe area
    /// guide or margin attribute of a solved view, no fixed view inside a solved one (autoresizing moves it when
    /// the solved view is resized). A pass through here keeps it again.
    @MainActor
    struct KeptRun {
        /// ``ListLayoutInputs/generation`` after the pass set its frames.
        var generation: UInt64
        /// The trait collection current during the pass (labels without one of their own measure in it).
        let traits: ListTraitCollection
        /// The fonts registered before the pass (a registration may change what a font name measures).
        let fontRegistrations: Int
        let constraints: [ListLayoutConstraint]
        /// Each constraint's constant in the pass.
        var constants: [CGFloat]
        /// The pass's items (their views held by the host's tree, not by the pass: ``Pass/retained`` is empty).
        var pass: Pass
        /// The entries of its first round.
        var head: EntryHead
        var labels: LabelMeasures

        init(
            constraints: [ListLayoutConstraint], pass: Pass, head: EntryHead, labels: LabelMeasures,
            traits: ListTraitCollection, fontRegistrations: Int
        ) {
            generation = ListLayoutInputs.generation
            self.traits = traits
            self.fontRegistrations = fontRegistrations
            self.constraints = constraints
            var constants: [CGFloat] = []
            constants.reserveCapacity(constraints.count)
            for constraint in constraints { constants.append(constraint.constant) }
            self.constants = constants
            self.pass = pass
            self.pass.retained = []
            self.head = head
            self.labels = labels
        }
    }

    /// A label's measurements in the passes of one host since its inputs last changed, by item and widths.
    @MainActor
    struct LabelMeasures {
        private struct Measure {
            let item: Int
            let width: CGFloat
            let baselineWidth: CGFloat
            let size: CGSize
            let baselines: (first: CGFloat, last: CGFloat)
        }

        private var measures: [Measure] = []

        /// ``ListLabel/sizeAndBaselines(fitting:baselineWidth:)`` of `label` (item `item`), remembered.
        mutating func measure(
            _ label: ListLabel, item: Int, fitting width: CGFloat, baselineWidth: CGFloat
        ) -> (size: CGSize, baselines: (first: CGFloat, last: CGFloat))? {
            for known in measures where known.item == item && known.width == width
                && known.baselineWidth == baselineWidth
            {
                return (known.size, known.baselines)
            }
            // A label of unlimited lines measured without a width (a pass's first measurement) lays out the same at
            // any width as wide as its widest line, since no line wraps: the same size and baselines, bit for bit
            // (LabelMeasurementTests). The second pass's re-measuring at the solved width then measures nothing.
            if width == baselineWidth, width > 0, width < .greatestFiniteMagnitude, label.numberOfLines == 0 {
                for known in measures where known.item == item && known.width == .greatestFiniteMagnitude
                    && known.baselineWidth == .greatestFiniteMagnitude && known.size.width <= width
                {
                    return (known.size, known.baselines)
                }
            }
            guard let measured = label.sizeAndBaselines(fitting: width, baselineWidth: baselineWidth) else {
                return nil
            }
            if measures.count >= 64 { measures.removeAll(keepingCapacity: true) }
            measures.append(Measure(
                item: item, width: width, baselineWidth: baselineWidth, size: measured.size,
                baselines: measured.baselines))
            return measured
        }
    }

    /// Solves the host from `kept` when nothing but constants changed since it was kept; false when something
    /// else did (the caller solves from scratch).
    static func resolve(_ host: ListView, kept: consuming KeptRun) -> Bool {
        guard kept.generation == ListLayoutInputs.generation,
            kept.fontRegistrations == ListFontNames.registrationCount, kept.traits == ListTraitCollection.current,
            // Moved out of the state, not copied (a copy retains each of the system's arrays; see `solve`).
            var system = host.constraintState.system.take()
        else { return false }
        guard system.viewsAreAlive else {
            host.constraintState.system = consume system
            return false
        }
        var kept = kept
        ListLayoutInputs.countKeptPass()
        var changed: [Int] = []
        for index in kept.constraints.indices {
            let constant = kept.constraints[index].constant
            guard constant != kept.constants[index] else { continue }
            kept.constants[index] = constant
            changed.append(index)
        }
        // Moved out, not shared while solving (they change: a shared head's entries were copied whole to change one);
        // swapped, so that nothing is retained to be copied and released to be replaced.
        var head: EntryHead? = EntryHead()
        swap(&head!, &kept.head)
        var labels = LabelMeasures()
        swap(&labels, &kept.labels)
        var pass = Pass()
        swap(&pass, &kept.pass)
        if settlesInPlace(
            &pass, head: &head!, changed: changed, constraints: kept.constraints, system: &system, labels: &labels)
        {
            ListLayoutInputs.countSettledPass()
        } else {
            pass = solvePasses(
                kept.constraints, pass: pass, host: host, fitting: nil, system: &system, head: &head,
                labels: &labels, changedConstants: changed)
        }
        apply(pass.items, solver: system.solver, variables: pass.variables, index: pass.index, host: host)
        record(pass.fixedBreaks + system.breaks, on: host)
        host.constraintState.system = consume system
        if head != nil {
            swap(&head!, &kept.head)
            swap(&labels, &kept.labels)
            swap(&pass, &kept.pass)
            kept.generation = ListLayoutInputs.generation
            host.constraintState.kept = consume kept
        }
        return true
    }

    /// A kept pass in which every view keeps the size it had at the end of the last pass (`pass.items` hold
    /// those): the changed constants move in the solver in place, and nothing else does. True when that is the
    /// pass's result — what the rounds from the one-line sizes would end with — because
    /// - no changed constant is on a baseline (those entries move with the labels' rounds), the labels named by
    ///   baseline constraints have the same baselines in the first round as at the end of the last pass, and the
    ///   solver broke nothing (its entries then differ from the first round's only in optional constraints and
    ///   inequalities: the views' intrinsic sizes);
    /// - the required equalities alone fix the width of every view re-measured at its solved width
    ///   (``ConstraintSolver/isFixedByRequiredEqualities(_:)``), so the first round from the one-line sizes gives
    ///   it the width it has now; and
    /// - re-measured at that width, as the rounds would, every view gets the size and baselines it has (UIKit's
    ///   engine re-measures a label only when its width changed).
    ///
    /// False leaves `pass.items` measured, the changed entries of `head` built and possibly their constants moved:
    /// the rounds that follow (``solvePasses(_:pass:host:fitting:system:head:labels:changedConstants:)``) start
    /// from there.
    static func settlesInPlace(
        _ pass: inout Pass, head: inout EntryHead, changed: [Int], constraints: [ListLayoutConstraint],
        system: inout ListConstraintSystem, labels: inout LabelMeasures
    ) -> Bool {
        guard system.breaks.isEmpty else { return false }
        for slot in head.baselineSlots where changed.contains(slot.constraint) { return false }
        let held = pass.items
        measure(&pass.items, fitting: false, labels: &labels)
        for slot in head.baselineSlots {
            let itemsOf = pass.constraintItems[slot.constraint]
            for item in [itemsOf.first, itemsOf.second] where item >= 0 {
                guard sameBaselines(held[Int(item)].baselines, pass.items[Int(item)].baselines) else { return false }
            }
        }
        rebuildEntries(of: changed, in: &head, constraints: constraints, pass: pass)
        var positions: [Int] = []
        positions.reserveCapacity(changed.count)
        for position in changed where head.entryOfConstraint[position] >= 0 {
            positions.append(Int(head.entryOfConstraint[position]))
        }
        guard system.moveConstants(at: positions, of: head.entries) else { return false }
        for width in remeasuredWidths(pass.items, variables: pass.variables)
        where !system.solver.isFixedByRequiredEqualities(width) {
            return false
        }
        _ = remeasureLabels(&pass.items, solver: system.solver, variables: pass.variables, labels: &labels)
        for index in held.indices where held[index].isSolvedView {
            guard held[index].intrinsicSize == pass.items[index].intrinsicSize,
                sameBaselines(held[index].baselines, pass.items[index].baselines)
            else { return false }
        }
        pass.fixedBreaks = []
        appendFixedBreaks(of: head.entries, to: &pass.fixedBreaks)
        return true
    }

    private static func sameBaselines(
        _ a: (first: CGFloat, last: CGFloat)?, _ b: (first: CGFloat, last: CGFloat)?
    ) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.first == b.first && a.last == b.last
    }

    /// Keeps what the pass built on the host (see ``KeptRun``), after its frames were set.
    static func keep(
        _ host: ListView, constraints: [ListLayoutConstraint], pass: Pass, head: EntryHead, labels: LabelMeasures,
        traits: ListTraitCollection, fontRegistrations: Int
    ) {
        host.constraintState.kept = KeptRun(
            constraints: constraints, pass: pass, head: head, labels: labels, traits: traits,
            fontRegistrations: fontRegistrations)
    }

    /// Whether a pass reads nothing that setting its own frames changes (see ``KeptRun``).
    static func isKeepable(_ pass: Pass, constraints: [ListLayoutConstraint]) -> Bool {
        let items = pass.items
        for item in items.dropFirst() {
            if let guide = item.guide {
                // A margins, safe area or readable content guide reads its owner's margins and safe area.
                guard guide.kind == .custom || items[pass.index[ObjectIdentifier(item.view)] ?? 0].firstVariable == nil
                else { return false }
            } else if item.firstVariable == nil, item.fixedBase != nil {
                return false
            }
        }
        for position in constraints.indices {
            let constraint = constraints[position], itemsOf = pass.constraintItems[position]
            if constraint.firstAttribute.readsMargins, itemsOf.first >= 0, items[Int(itemsOf.first)].isSolvedView {
                return false
            }
            if constraint.secondAttribute.readsMargins, itemsOf.second >= 0, items[Int(itemsOf.second)].isSolvedView {
                return false
            }
        }
        return true
    }

    /// Builds again the entries of the constraints at `positions` (their constants changed) in a kept first round.
    static func rebuildEntries(
        of positions: [Int], in head: inout EntryHead, constraints: [ListLayoutConstraint], pass: Pass
    ) {
        let mirror = mirrorAxis(pass.items)
        var directions = ItemDirections()
        for position in positions {
            let slot = Int(head.entryOfConstraint[position])
            guard slot >= 0, let entry = constraintEntry(
                constraints[position], itemsOf: pass.constraintItems[position], items: pass.items,
                variables: pass.variables, mirrorAxis: mirror, directions: &directions)
            else { continue }
            head.entries[slot] = entry
        }
    }
}
