import Foundation
import ListConstraintKit

/// The solver of one host and what it was built from, kept between layout passes so that a pass whose constraints
/// differ only in constants (a changed `constant`, a resized host, a label's new text height) re-solves
/// incrementally: a changed constant moves in the solver's tableau in place (the dual simplex from the last
/// solution, as UIKit's engine changes a constant). Anything else — another constraint, view, relation,
/// priority or multiplier, or a required constraint broken in the last pass — rebuilds the solver from scratch,
/// so the result never depends on the history of changes except among equally good (ambiguous) solutions.
@MainActor
struct ListConstraintSystem {
    /// One constraint the system asks the solver for.
    struct Entry {
        /// Where it comes from: a constraint of the app's, or the engine's own for a view (its intrinsic size).
        enum Origin {
            case constraint(ListLayoutConstraint)
            case intrinsic(SolvedView, ListLayoutAxis, LinearRelation)
            /// One of UIKit's own constraints of a layout guide (a readable content guide's), by name.
            case guide(ListLayoutGuide, String)
            /// A fitting solve's hold on the host's position or size in an axis.
            case fitting(ListLayoutAxis, isSize: Bool)
        }

        /// A solved view named by an entry, not retained (entries are copied often, and a retain and release per copy
        /// adds up): compared by identity, and read (to name it in a break) only while the pass that made the entry
        /// holds its views. A kept entry whose view is gone is never compared:
        /// ``ListConstraintSystem/isBuilt(for:solvedCount:)`` (the views' lifetimes) rebuilds first.
        struct SolvedView {
            unowned(unsafe) let view: ListView
            let id: ObjectIdentifier

            init(_ view: ListView) {
                self.view = view
                id = ObjectIdentifier(view)
            }
        }

        let origin: Origin
        /// `expression relation 0`, its terms merged and sorted by variable.
        var expression: LinearExpression
        let relation: LinearRelation
        let strength: ConstraintStrength

        /// Whether `other` is this entry with another constant at most.
        func matches(_ other: Entry) -> Bool {
            relation == other.relation && strength == other.strength && expression.terms == other.expression.terms
                && origin.isSame(as: other.origin)
        }
    }

    /// Just below required: above every optional priority an app can give (which are kept at or below 999.999).
    static let constantStrength = ConstraintStrength(priority: 999.9999)
    /// The highest optional priority the engine passes on (higher optional ones are lowered to it).
    static let highestOptionalPriority = 999.999

    private(set) var solver = ConstraintSolver()
    /// The views of the system, in the order of their variables.
    private(set) var views: [WeakView] = []
    private(set) var solvedCount = 0
    /// The entries the solver was built from, in the two parts ``update(head:intrinsic:items:solvedCount:readOnly:)``
    /// was given (held as they are: never joined, never written, so a head the caller keeps is never copied).
    private(set) var head: [Entry] = []
    private(set) var intrinsic: [Entry] = []
    /// Each entry's constant in the solver, by position (the head's entries, then the intrinsic ones): an entry
    /// keeps the constant it was built with.
    private(set) var constants: [Double] = []
    /// Each entry's identifier in the solver, by position (`nil`: not in the solver: constant only, or broken).
    private(set) var ids: [ConstraintID?] = []
    /// The required constraints the solver refused in the last update.
    private(set) var breaks: [ListConstraintBreak] = []
    /// The first of the four variables (x, y, width, height in the host) of each solved view, by view.
    private(set) var frameVariables: [ObjectIdentifier: Int] = [:]

    /// `count` fresh variables of a new solver (what a rebuild of the same views makes): a prefix of one kept list,
    /// since a new solver always makes variables 0, 1, 2….
    static func variables(count: Int) -> [SolverVariable] {
        if variablePool.count < count {
            var solver = ConstraintSolver()
            variablePool = (0..<max(count, 2 * variablePool.count, 64)).map { _ in solver.makeVariable() }
        }
        return Array(variablePool[..<count])
    }

    private static var variablePool: [SolverVariable] = []

    /// Whether the solver has no entries (a new system: the next update builds it).
    var isEmpty: Bool { constants.isEmpty }

    /// The entry at `position` (the head's entries, then the intrinsic ones), with the constant it has in the
    /// solver.
    func entry(at position: Int) -> Entry {
        var entry = position < head.count ? head[position] : intrinsic[position - head.count]
        entry.expression.constant = constants[position]
        return entry
    }

    /// The strength of the entry at `position`.
    func strength(at position: Int) -> ConstraintStrength {
        position < head.count ? head[position].strength : intrinsic[position - head.count].strength
    }

    /// Whether every view the system was built for is still alive.
    var viewsAreAlive: Bool {
        for weak in views where weak.view == nil { return false }
        return true
    }

    /// Whether the system was built for these views (same identities, same number of solved views).
    func isBuilt(for items: [ListConstraintItem], solvedCount: Int) -> Bool {
        guard views.count == items.count, self.solvedCount == solvedCount else { return false }
        for index in items.indices where views[index].view !== items[index].view { return false }
        return true
    }

    /// Brings the solver in line with `desired` (built over ``variables(count:)`` of `solvedCount` views):
    /// incrementally when only constants changed and nothing was broken, else by a rebuild.
    /// The desired entries are `head` followed by `intrinsic` (two parts, so that a kept head is never copied to be
    /// joined).
    ///
    /// With `readOnly` (a round whose solution the caller reads only for these variables: the first round of a
    /// two-pass layout, read for the widths labels are re-measured at), the changed constants of optional
    /// constraints stay where they are when the required equalities alone fix every one of these variables
    /// (``ConstraintSolver/isFixedByRequiredEqualities(_:)``): moving them would give these variables the values
    /// they have. Returns false when it left some (the caller updates again before it reads anything else).
    @discardableResult
    mutating func update(
        head: [Entry], intrinsic: [Entry], items: [ListConstraintItem], solvedCount: Int,
        readOnly: [SolverVariable]? = nil
    ) -> Bool {
        if breaks.isEmpty, isBuilt(for: items, solvedCount: solvedCount),
            head.count == self.head.count, intrinsic.count == self.intrinsic.count, allMatch(head, intrinsic)
        {
            var leavesOptional = false
            if let readOnly {
                leavesOptional = true
                for variable in readOnly where !solver.isFixedByRequiredEqualities(variable) {
                    leavesOptional = false
                    break
                }
            }
            if let left = updateConstants(head: head, intrinsic: intrinsic, leavingOptional: leavesOptional) {
                return !left
            }
        }
        rebuild(head: head, intrinsic: intrinsic, items: items, solvedCount: solvedCount)
        return true
    }

    /// Whether each entry is the desired one (`head`, then `intrinsic`, of the same counts) with another constant
    /// at most. (A count that differs rebuilds: a head entry never matches an intrinsic one, whose origins differ.)
    private func allMatch(_ head: [Entry], _ intrinsic: [Entry]) -> Bool {
        for index in head.indices where !self.head[index].matches(head[index]) { return false }
        for index in intrinsic.indices where !self.intrinsic[index].matches(intrinsic[index]) { return false }
        return true
    }

    private mutating func rebuild(
        head: [Entry], intrinsic: [Entry], items: [ListConstraintItem], solvedCount: Int
    ) {
        let count = head.count + intrinsic.count
        solver = ConstraintSolver()
        solver.makeVariables(count: solvedCount * 4)
        solver.reserveConstraints(count)
        views = []
        views.reserveCapacity(items.count)
        for item in items { views.append(WeakView(view: item.view)) }
        frameVariables = Dictionary(minimumCapacity: items.count)
        for item in items where item.guide == nil {
            if let first = item.firstVariable { frameVariables[ObjectIdentifier(item.view)] = first }
        }
        self.solvedCount = solvedCount
        breaks = []
        self.head = head
        self.intrinsic = intrinsic
        constants = []
        constants.reserveCapacity(count)
        ids = []
        ids.reserveCapacity(count)
        var accepted: [Int] = []
        accepted.reserveCapacity(count)
        var conflicting: [(position: Int, entry: Int)] = []  // breaks that conflict with required constraints
        for index in head.indices {
            add(head, index, at: index, accepted: &accepted, conflicting: &conflicting)
        }
        for index in intrinsic.indices {
            add(intrinsic, index, at: head.count + index, accepted: &accepted, conflicting: &conflicting)
        }
        guard !conflicting.isEmpty else { return }
        let entries = head + intrinsic
        let explained = conflicting.prefix(ListConstraintBreak.maximumExplainedBreaks)
        let found = ListConstraintConflicts.find(
            for: explained.map(\.entry), accepted: accepted, entries: entries, variableCount: solvedCount * 4)
        for ((position, _), conflicts) in zip(explained, found) where !conflicts.isEmpty {
            breaks[position] = breaks[position].with(
                conflicts: conflicts.map { Self.breakRecord(entries[$0], reason: "").constraint })
        }
    }

    /// Adds `part[index]`, the entry at `position`, to the solver (a rebuild's step), recording its constant, its
    /// identifier and its break when the solver refuses it. (The entry's fields are read in place: passing the
    /// entry copied its origin, a retain and a release per entry.)
    private mutating func add(
        _ part: [Entry], _ index: Int, at position: Int, accepted: inout [Int],
        conflicting: inout [(position: Int, entry: Int)]
    ) {
        constants.append(part[index].expression.constant)
        guard !part[index].expression.terms.isEmpty else {
            ids.append(nil)
            return
        }
        let strength = part[index].strength
        do {
            ids.append(try solver.add(LinearConstraint(
                expression: part[index].expression, relation: part[index].relation, strength: strength)))
            if strength.isRequired { accepted.append(position) }
        } catch {
            ids.append(nil)
            if case .unsatisfiable = error { conflicting.append((breaks.count, position)) }
            breaks.append(Self.breakRecord(part[index], reason: Self.reason(error)))
        }
    }

    /// Moves the constants of the entries at `positions` (of the head, which leads the entries) to those of
    /// `head`'s entries there, in place; false when the solver refused one or an entry that is not in the solver
    /// has terms (the solver is then emptied: the next update rebuilds it).
    mutating func moveConstants(at positions: [Int], of head: [Entry]) -> Bool {
        guard breaks.isEmpty, head.count <= constants.count else { return false }
        for index in positions where !moveConstant(at: index, to: head[index].expression.constant) {
            self.head = []
            intrinsic = []
            constants = []
            ids = []
            solver = ConstraintSolver()
            return false
        }
        return true
    }

    /// Moves one entry's constant in place; false when the solver refused it (it is then unusable) or the entry is
    /// not in the solver but has terms (it was broken).
    private mutating func moveConstant(at index: Int, to constant: Double) -> Bool {
        guard constant != constants[index] else { return true }
        constants[index] = constant
        guard let id = ids[index] else {
            return index < head.count
                ? head[index].expression.terms.isEmpty : intrinsic[index - head.count].expression.terms.isEmpty
        }
        // A refusal leaves the solver unusable: the caller rebuilds it.
        do { try solver.setConstant(constant, of: id, restoringOnFailure: false) } catch { return false }
        return true
    }

    /// Moves changed constants in place (``ConstraintSolver/setConstant(_:of:)``: the dual simplex from the last
    /// solution), with `leavingOptional` only those of required constraints; returns whether it left some, `nil`
    /// when the solver refused one (a conflict with required constraints: the caller rebuilds, which breaks a
    /// constraint as UIKit does). ``constants`` keep the constants the solver has.
    private mutating func updateConstants(head: [Entry], intrinsic: [Entry], leavingOptional: Bool) -> Bool? {
        let offset = head.count
        var left = false
        for index in constants.indices {
            let constant = index < offset
                ? head[index].expression.constant : intrinsic[index - offset].expression.constant
            guard constant != constants[index] else { continue }
            if leavingOptional, !strength(at: index).isRequired, ids[index] != nil {
                left = true
                continue
            }
            guard moveConstant(at: index, to: constant) else { return nil }
        }
        return left
    }

    /// The record of a broken entry.
    static func breakRecord(_ entry: Entry, reason: String) -> ListConstraintBreak {
        func record(_ constraint: String, identifier: String? = nil, view: ListView?) -> ListConstraintBreak {
            ListConstraintBreak(
                constraint: constraint, identifier: identifier, reason: reason,
                view: view.map { ListLayoutConstraint.name(of: $0) } ?? "", subject: view.map(ObjectIdentifier.init))
        }
        switch entry.origin {
        case .constraint(let constraint):
            return record(
                constraint.description, identifier: constraint.identifier,
                view: ListLayoutConstraint.view(of: constraint.firstItem))
        case .intrinsic(let solved, let axis, let relation):
            let view = solved.view
            let dimension = axis == .horizontal ? "width" : "height"
            let value = ListLayoutConstraint.number(-entry.expression.constant)
            let kind = relation == .greaterThanOrEqual ? "compression resistance" : "content hugging"
            return record(
                "\(ListLayoutConstraint.name(of: view)).\(dimension) \(relation) \(value) (\(kind))", view: view)
        case .guide(let guide, let name):
            return record("\(guide.debugName) \(name)", view: guide.owningView)
        case .fitting(let axis, _):
            let dimension = axis == .horizontal ? "width" : "height"
            let value = ListLayoutConstraint.number(-entry.expression.constant)
            return ListConstraintBreak(
                constraint: "fitting \(dimension) == \(value) @\(entry.strength.priority)", identifier: nil, reason: reason)
        }
    }

    static func reason(_ error: any Error) -> String {
        guard let error = error as? ConstraintSolverError else { return "\(error)" }
        if case .unsatisfiable = error {
            return "it conflicts with the required constraints before it (UIKit: \"Unable to simultaneously satisfy "
                + "constraints\")"
        }
        return error.description
    }
}

@MainActor
extension ListConstraintSystem.Entry.Origin {
    /// (One side matched at a time, not a tuple of both: building the tuple copied both payloads, a retain and a
    /// release each, for every entry of every pass.)
    nonisolated func isSame(as other: Self) -> Bool {
        switch self {
        case .constraint(let a):
            guard case .constraint(let b) = other else { return false }
            return a === b
        case .intrinsic(let a, let axisA, let relA):
            guard case .intrinsic(let b, let axisB, let relB) = other else { return false }
            return a.id == b.id && axisA == axisB && relA == relB
        case .guide(let a, let nameA):
            guard case .guide(let b, let nameB) = other else { return false }
            return a === b && nameA == nameB
        case .fitting(let a, let sizeA):
            guard case .fitting(let b, let sizeB) = other else { return false }
            return a == b && sizeA == sizeB
        }
    }
}
