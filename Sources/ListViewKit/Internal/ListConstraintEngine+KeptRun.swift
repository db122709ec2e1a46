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
        guard kept.generation == ListLayoutInputs.generation, var system = host.constraintState.system,
            kept.fontRegistrations == ListFontNames.registrationCount, kept.traits == ListTraitCollection.current,
            system.viewsAreAlive
        else { return false }
        var kept = kept
        ListLayoutInputs.countKeptPass()
        var changed: [Int] = []
        for index in kept.constraints.indices {
            let constant = kept.constraints[index].constant
            guard constant != kept.constants[index] else { continue }
            kept.constants[index] = constant
            changed.append(index)
        }
        host.constraintState.system = nil
        var head: EntryHead? = kept.head
        var labels = kept.labels
        var pass = kept.pass
        kept.pass = Pass()   // not shared while solving (its items change)
        pass = solvePasses(
            kept.constraints, pass: pass, host: host, fitting: nil, system: &system, head: &head, labels: &labels,
            changedConstants: changed)
        apply(pass.items, solver: system.solver, variables: pass.variables, index: pass.index, host: host)
        record(pass.fixedBreaks + system.breaks, on: host)
        host.constraintState.system = system
        if let head {
            kept.head = head
            kept.labels = labels
            kept.pass = pass
            kept.generation = ListLayoutInputs.generation
            host.constraintState.kept = kept
        }
        return true
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
            if constraint.firstAttribute.isMargin, itemsOf.first >= 0, items[Int(itemsOf.first)].isSolvedView {
                return false
            }
            if constraint.secondAttribute.isMargin, itemsOf.second >= 0, items[Int(itemsOf.second)].isSolvedView {
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

private extension ListLayoutConstraint.Attribute {
    /// Whether the attribute reads the item's layout margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
