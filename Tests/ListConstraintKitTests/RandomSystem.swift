import ListConstraintKit
import ListTestSupport

/// A seeded random sequence of solver calls (adds of required and optional `==`/`>=`/`<=` constraints at several
/// priorities, removals, edit variables and suggestions), in a form that both our solver and the kiwisolver
/// harness (scripts/kiwi-oracle.py) replay.
struct RandomSystem: Codable, Sendable {
    /// One call. `add`: terms (variable, coefficient), constant, relation, priority; `remove`: the index of an
    /// earlier `add` call; `edit`: variable, priority; `suggest`: variable, value.
    struct Call: Codable, Sendable {
        var op: String
        var terms: [[Double]]? = nil
        var constant: Double? = nil
        var relation: String? = nil
        var priority: Double? = nil
        var add: Int? = nil
        var variable: Int? = nil
        var value: Double? = nil
    }

    var variables: Int
    var calls: [Call]

    /// Optional priorities: the differential test maps 750, 500, 250 to kiwi's strong, medium and weak.
    static let optionalPriorities: [Double] = [750, 500, 250]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        variables = Int.random(in: 2...8, using: &rng)
        calls = []
        var adds: [Int] = []
        var edited: Set<Int> = []
        let count = Int.random(in: 3...18, using: &rng)
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 8, !adds.isEmpty {
                calls.append(Call(op: "remove", add: adds.remove(at: Int.random(in: 0..<adds.count, using: &rng))))
            } else if roll < 16, edited.count < 2 {
                let variable = Int.random(in: 0..<variables, using: &rng)
                if !edited.contains(variable) {
                    edited.insert(variable)
                    calls.append(Call(op: "edit", priority: Self.optionalPriorities.randomElement(using: &rng)!,
                                      variable: variable))
                    calls.append(Call(op: "suggest", variable: variable, value: Double(Int.random(in: -200...200, using: &rng))))
                }
            } else if roll < 24, let variable = edited.sorted().randomElement(using: &rng) {
                calls.append(Call(op: "suggest", variable: variable, value: Double(Int.random(in: -200...200, using: &rng))))
            } else {
                adds.append(calls.count)
                calls.append(Self.randomAdd(variables: variables, using: &rng))
            }
        }
    }

    private static func randomAdd(variables: Int, using rng: inout SplitMix64) -> Call {
        let termCount = Int.random(in: 1...min(3, variables), using: &rng)
        var chosen: [Int] = []
        while chosen.count < termCount {
            let variable = Int.random(in: 0..<variables, using: &rng)
            if !chosen.contains(variable) { chosen.append(variable) }
        }
        let terms = chosen.map { variable -> [Double] in
            let magnitude: Double = Int.random(in: 0..<10, using: &rng) < 7 ? 1 : [2, 3, 0.5].randomElement(using: &rng)!
            return [Double(variable), Bool.random(using: &rng) ? magnitude : -magnitude]
        }
        let relation = ["==", "==", ">=", "<="].randomElement(using: &rng)!
        let priority = Int.random(in: 0..<100, using: &rng) < 35 ? 1000 : optionalPriorities.randomElement(using: &rng)!
        return Call(op: "add", terms: terms, constant: Double(Int.random(in: -100...100, using: &rng)),
                    relation: relation, priority: priority)
    }
}

/// The outcome of replaying a ``RandomSystem``.
struct Replay {
    var solver = ConstraintSolver()
    var variables: [SolverVariable] = []
    /// For each call index of an `add`: whether it was accepted.
    var accepted: [Int: Bool] = [:]
    /// The constraint of each accepted add, by call index, while active.
    var active: [Int: (LinearConstraint, ConstraintID)] = [:]
    /// Each edit variable's priority and last suggested value.
    var edits: [Int: (priority: Double, value: Double)] = [:]

    init(_ system: RandomSystem) throws {
        variables = (0..<system.variables).map { solver.makeVariable(named: "x\($0)") }
        for (index, call) in system.calls.enumerated() { try apply(call, index: index) }
    }

    static func constraint(of call: RandomSystem.Call, _ variables: [SolverVariable]) -> LinearConstraint {
        let terms = call.terms!.map { LinearTerm(variables[Int($0[0])], $0[1]) }
        let relation: LinearRelation = switch call.relation! {
        case "==": .equal
        case ">=": .greaterThanOrEqual
        default: .lessThanOrEqual
        }
        return LinearConstraint(
            LinearExpression(terms, constant: call.constant!), relation, strength: ConstraintStrength(priority: call.priority!))
    }

    private mutating func apply(_ call: RandomSystem.Call, index: Int) throws {
        switch call.op {
        case "add":
            let constraint = Replay.constraint(of: call, variables)
            do {
                let id = try solver.add(constraint)
                accepted[index] = true
                active[index] = (constraint, id)
            } catch {
                guard case .unsatisfiable = error else { throw error }
                accepted[index] = false
            }
        case "remove":
            if let (_, id) = active.removeValue(forKey: call.add!) { try solver.remove(id) }
        case "edit":
            try solver.addEditVariable(variables[call.variable!], strength: ConstraintStrength(priority: call.priority!))
            edits[call.variable!] = (call.priority!, solver.value(of: variables[call.variable!]))
        default:
            try solver.suggestValue(call.value!, for: variables[call.variable!])
            edits[call.variable!]!.value = call.value!
        }
    }

    /// The active constraints with each edit as the optional equality it stands for, in call order.
    var effectiveConstraints: [LinearConstraint] {
        active.keys.sorted().map { active[$0]!.0 } + edits.keys.sorted().map { variable in
            LinearConstraint(
                LinearExpression(variables[variable]), .equal, LinearExpression(constant: edits[variable]!.value),
                strength: ConstraintStrength(priority: edits[variable]!.priority))
        }
    }
}

/// The sum of the optional constraints' errors at each priority, highest first: what Cassowary minimises,
/// lexicographically.
func levelErrors(_ constraints: [LinearConstraint], values: (SolverVariable) -> Double) -> [Double] {
    RandomSystem.optionalPriorities.map { priority in
        constraints.filter { $0.strength.priority == priority }.reduce(0) { $0 + violation(of: $1, values: values) }
    }
}
