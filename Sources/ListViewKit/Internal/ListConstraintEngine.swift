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

    /// The constraints a host solves, in activation order, and the views and layout guides they name, each read
    /// and kept once for the pass, here (most constraints name views others named before: each is then found by
    /// its lifetime's identity, with no read, cast or dictionary lookup of the object).
    struct Region {
        var constraints: [ListLayoutConstraint] = []
        /// The views and guides the constraints name, each once, in the order first read; held for the pass.
        var objects: [AnyObject] = []
        /// For each constraint, the positions in ``objects`` of its first and second items (-1: none, or gone).
        var slots: [(first: Int32, second: Int32)] = []
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
        /// How many items have variables of their own (``variables`` holds four for each).
        var solvedCount = 0
        var fixedBreaks: [ListConstraintBreak] = []
    }

    /// Lays out the host's region: solves it (incrementally when it can) and sets the solved views' frames. When
    /// nothing but constants changed since its last pass (``ListLayoutInputs``), the pass starts from what that
    /// pass built (``KeptRun``): the same solver operations on the same entries, so the same frames.
    static func solve(_ host: ListView) {
        // Taken out (moved, not copied: a copy retains every one of its arrays, and the state's releases them).
        if let kept = host.constraintState.kept.take() {
            if resolve(host, kept: kept) { return }
        }
        let region = collect(host, marksAbsorbed: true)
        let constraints = region.constraints
        guard !constraints.isEmpty else {
            host.constraintState.system = nil
            record([], on: host)
            return
        }
        var system = host.constraintState.system.take() ?? ListConstraintSystem()   // moved out (see above)
        for settling in 1...2 * maxSettlingPasses {
            var pass = Pass()
            pass.solvedCount = makeItems(region, host: host, hostIsSolved: false, pass: &pass)
            pass.variables = ListConstraintSystem.variables(count: pass.solvedCount * 4)
            let keepable = isKeepable(pass, constraints: constraints)
            let reads = keepable ? nil : MarginReads(pass, constraints: constraints, host: host)
            let traits = ListTraitCollection.current, fontRegistrations = ListFontNames.registrationCount
            var head: EntryHead?
            var labels = LabelMeasures()
            pass = solvePasses(constraints, pass: pass, host: host, fitting: nil, system: &system, head: &head,
                               labels: &labels)
            apply(pass.items, solver: system.solver, variables: pass.variables, index: pass.index, host: host)
            // The margins read from the views' frames before the pass moved with the frames it set: again.
            if let reads, !reads.isEmpty, settling < 2 * maxSettlingPasses, reads.moved {
                if settling == maxSettlingPasses { restartUnsettled(pass, host: host) }
                continue
            }
            record(pass.fixedBreaks + system.breaks, on: host)
            host.constraintState.system = consume system
            if keepable, let head {
                keep(host, constraints: constraints, pass: pass, head: head, labels: labels, traits: traits,
                     fontRegistrations: fontRegistrations)
            }
            return
        }
    }

    /// Makes the items of `region` and solves its constraints in `system`, re-measuring multi-line labels at their
    /// solved widths until nothing moves. With `fitting`, the host's size is solved too (held to the target at the
    /// given priorities); else it is its bounds.
    static func run(
        _ region: Region, host: ListView, fitting: Fitting?, system: inout ListConstraintSystem
    ) -> Pass {
        let constraints = region.constraints
        var pass = Pass()
        pass.solvedCount = makeItems(region, host: host, hostIsSolved: fitting != nil, pass: &pass)
        pass.variables = ListConstraintSystem.variables(count: pass.solvedCount * 4)
        var head: EntryHead?
        var labels = LabelMeasures()
        return solvePasses(
            constraints, pass: pass, host: host, fitting: fitting, system: &system, head: &head, labels: &labels)
    }

    /// Measures the solved views of `pass` (its items made) and solves, re-measuring multi-line labels at their
    /// solved widths until nothing moves. `head` is the first pass's entries to start from (`nil`: built), with the
    /// constraints at `changedConstants` built again (their constants changed); it is left as the first pass's.
    static func solvePasses(
        _ constraints: [ListLayoutConstraint], pass: consuming Pass, host: ListView, fitting: Fitting?,
        system: inout ListConstraintSystem, head: inout EntryHead?, labels: inout LabelMeasures,
        changedConstants: [Int] = []
    ) -> Pass {
        var pass = pass
        measure(&pass.items, fitting: fitting != nil, labels: &labels)
        if !changedConstants.isEmpty, head != nil {
            rebuildEntries(of: changedConstants, in: &head!, constraints: constraints, pass: pass)
        }
        // The first round's baseline entries (later rounds build them again in the head, in place): the head is
        // left as the first round's by putting them back, not by keeping a copy of the whole head.
        var firstBaselines: [ListConstraintSystem.Entry] = []
        // The first round's solution is read only for the widths labels are re-measured at: when the solver shows
        // that its changed constants (the labels' one-line sizes back after the last pass's wrapped ones, a changed
        // constant) leave those widths as they are, they stay unmoved until a later round (UIKit re-measures a
        // label only when its width changed).
        let rereadWidths = system.isEmpty ? [] : remeasuredWidths(pass.items, variables: pass.variables)
        for round in 0..<maxPasses {
            // The round's entries are the head's (the app's constraints and the engine's own before them), then the
            // intrinsic sizes: handed over as the two parts, so that the head is not copied each round.
            let intrinsic = intrinsicEntries(constraints, pass: pass, host: host, fitting: fitting, head: &head)
            if round == 0, let slots = head?.baselineSlots, !slots.isEmpty {
                firstBaselines.reserveCapacity(slots.count)
                for slot in slots { firstBaselines.append(head!.entries[slot.entry]) }
            }
            pass.fixedBreaks = []
            if let head { appendFixedBreaks(of: head.entries, to: &pass.fixedBreaks) }
            appendFixedBreaks(of: intrinsic, to: &pass.fixedBreaks)
            let settled = system.update(
                head: head?.entries ?? [], intrinsic: intrinsic, items: pass.items, solvedCount: pass.solvedCount,
                readOnly: round == 0 && !rereadWidths.isEmpty ? rereadWidths : nil)
            let remeasured = remeasureLabels(
                &pass.items, solver: system.solver, variables: pass.variables, labels: &labels)
            if !settled, !remeasured || round == maxPasses - 1 {
                // The last round: its solution is the pass's.
                system.update(head: head?.entries ?? [], intrinsic: intrinsic, items: pass.items,
                              solvedCount: pass.solvedCount)
            }
            guard remeasured else { break }
        }
        if !firstBaselines.isEmpty, let slots = head?.baselineSlots {
            for (index, slot) in slots.enumerated() { head!.entries[slot.entry] = firstBaselines[index] }
        }
        return pass
    }

    /// The breaks of `entries` between fixed frames only (no variable), in order.
    static func appendFixedBreaks(
        of entries: [ListConstraintSystem.Entry], to breaks: inout [ListConstraintBreak]
    ) {
        for position in entries.indices where entries[position].expression.terms.isEmpty {
            if let broken = brokenConstant(entries[position]) { breaks.append(broken) }
        }
    }

    // MARK: The region

    /// The constraints the host solves, in activation order: those installed on it and on the views below it down
    /// to the next views whose frames their own code sets (other hosts), and those of such a host when a
    /// constraint from this region names a solved view inside it (its system joins this one); with the objects
    /// they name (see ``Region``).
    static func collect(_ host: ListView, marksAbsorbed: Bool) -> Region {
        if marksAbsorbed {
            for weak in host.constraintState.absorbed where weak.view?.constraintState.absorbingHost === host {
                weak.view?.constraintState.absorbingHost = nil
            }
            host.constraintState.absorbed = []
        }
        var constraints: [ListLayoutConstraint] = []
        var named = NamedObjects()
        var slots: [(first: Int32, second: Int32)] = []
        var serials: [Int] = []
        var inOrder = true
        var pending = [host]
        // The hosts pulled in (the climbs stop at this host; empty, the dictionary allocates nothing).
        var absorbed: [ObjectIdentifier: Bool] = [:]
        while let regionRoot = pending.popLast() {
            let start = constraints.count
            gather(regionRoot, isRoot: true, into: &constraints)
            // Each solved view a constraint names (a layout guide stands for its owning view) pulls in the hosts
            // between it and this host; climbing from one again would pull in nothing new.
            func climb(_ view: ListView) {
                guard !view.translatesAutoresizingMaskIntoConstraints, view !== host else { return }
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
            // An item's position among the objects: by its lifetime when another constraint named it already
            // (see ``ListLayoutConstraint/firstItemLifetime``), else read.
            func slot(of constraint: ListLayoutConstraint, second: Bool) -> Int32 {
                guard let lifetime = second ? constraint.secondItemLifetime : constraint.firstItemLifetime else {
                    return -1
                }
                let id = ObjectIdentifier(lifetime)
                if let known = named.position(of: id) { return known }
                guard let item = lifetime.object else { return -1 }
                if let view = ListLayoutConstraint.view(ofLifetime: lifetime) { climb(view) }
                return named.append(item, id)
            }
            slots.reserveCapacity(constraints.count)
            serials.reserveCapacity(constraints.count)
            for position in start..<constraints.count {
                let first = slot(of: constraints[position], second: false)
                let second = slot(of: constraints[position], second: true)
                slots.append((first, second))
                let serial = constraints[position].activationSerial
                if let last = serials.last, last >= serial { inOrder = false }
                serials.append(serial)
            }
        }
        // Often gathered in activation order already (one installing view); sorting then changes nothing. Serials
        // are unique, so any sort gives the one order; the comparison runs outside the main actor's closures.
        guard !inOrder else { return Region(constraints: constraints, objects: named.objects, slots: slots) }
        // A plain loop: a closure formed here (`map`) checks on every call that it runs on the main actor.
        var region = Region(objects: named.objects)
        region.constraints.reserveCapacity(constraints.count)
        region.slots.reserveCapacity(constraints.count)
        for position in orderBySerial(serials) {
            region.constraints.append(constraints[position])
            region.slots.append(slots[position])
        }
        return region
    }

    /// The distinct objects a region's constraints name, with their positions by their lifetimes' identities: a look
    /// along the first few (a cell names a handful of views), a dictionary for the rest.
    private struct NamedObjects {
        private static let scanned = 16
        private(set) var objects: [AnyObject] = []
        private var ids: [ObjectIdentifier] = []
        private var beyondScanned: [ObjectIdentifier: Int32] = [:]

        func position(of id: ObjectIdentifier) -> Int32? {
            for position in 0..<min(ids.count, Self.scanned) where ids[position] == id { return Int32(position) }
            return ids.count > Self.scanned ? beyondScanned[id] : nil
        }

        /// Adds `object` (`id`: its lifetime's identity); returns its position.
        mutating func append(_ object: AnyObject, _ id: ObjectIdentifier) -> Int32 {
            let position = Int32(ids.count)
            if ids.count >= Self.scanned { beyondScanned[id] = position }
            ids.append(id)
            objects.append(object)
            return position
        }
    }

    /// The positions of `serials` in ascending order of their serial.
    private nonisolated static func orderBySerial(_ serials: [Int]) -> [Int] {
        guard serials.count <= 64 else { return serials.indices.sorted { serials[$0] < serials[$1] } }
        // A few runs already in order (each view's constraints in activation order): an insertion sort moves
        // little.
        var order: [Int] = []
        order.reserveCapacity(serials.count)
        for position in serials.indices {
            var slot = order.count
            order.append(position)
            while slot > 0, serials[order[slot - 1]] > serials[position] {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = position
        }
        return order
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
    /// view's rectangle, inset. The pass holds the region's objects (and the guides' owning views).
    static func makeItems(_ region: Region, host: ListView, hostIsSolved: Bool, pass: inout Pass) -> Int {
        var solved = 0
        var items: [ListConstraintItem] = [], index: [ObjectIdentifier: Int] = [:]
        swap(&items, &pass.items)
        swap(&index, &pass.index)
        defer {
            swap(&items, &pass.items)
            swap(&index, &pass.index)
        }
        // Room for the items at once (the host and the objects, a guide's owner perhaps too; a cell's few views),
        // instead of growing the storage, and rehashing the index, step by step.
        let room = min(region.objects.count + 2, 64)
        items.reserveCapacity(room)
        index.reserveCapacity(room)
        pass.retained = region.objects
        func add(_ view: ListView) -> Int {
            if let known = index[ObjectIdentifier(view)] { return known }
            index[ObjectIdentifier(view)] = items.count
            let isSolved = view === host ? hostIsSolved : !view.translatesAutoresizingMaskIntoConstraints
            items.append(ListConstraintItem(view: view, firstVariable: isSolved ? solved * 4 : nil))
            if isSolved { solved += 1 }
            return items.count - 1
        }
        _ = add(host)
        func addItem(_ object: AnyObject) -> Int32 {
            if let view = object as? ListView { return Int32(add(view)) }
            guard let guide = object as? ListLayoutGuide else { return -1 }
            if let known = index[ObjectIdentifier(guide)] { return Int32(known) }
            guard let owner = guide.owningView else { return -1 }
            let count = items.count
            let ownerIndex = add(owner)
            if items.count > count { pass.retained.append(owner) }
            index[ObjectIdentifier(guide)] = items.count
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
        // Each object's item, made when first named (-2: not yet), in the order the constraints name them.
        var itemOfSlot = [Int32](repeating: -2, count: region.objects.count)
        func item(_ slot: Int32) -> Int32 {
            guard slot >= 0 else { return -1 }
            let known = itemOfSlot[Int(slot)]
            if known != -2 { return known }
            let made = addItem(region.objects[Int(slot)])
            itemOfSlot[Int(slot)] = made
            return made
        }
        pass.constraintItems.reserveCapacity(region.slots.count)
        for slots in region.slots {
            let first = item(slots.first)
            let second = item(slots.second)
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
}
