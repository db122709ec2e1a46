import ListConstraintKit

/// A linear expression of a constraint pass while it is built: up to eight terms kept inline, over the positions of
/// the pass's variables. A plain value (no heap buffer, nothing retained): copying one copies its bytes. Eight is
/// every expression the pass can build: an attribute has at most four terms (a mirrored right edge: the host's
/// `2·left + width` when its size is fitted, minus the view's `left + width`), a constraint two attributes, a
/// readable content guide's centre two of two each. Its arithmetic is ``LinearExpression``'s, operation for operation (``plus(_:)`` appends the
/// other's terms and adds the constants, ``times(_:)`` multiplies each coefficient and the constant), so
/// ``linear(_:)`` gives exactly the expression the same calls on ``LinearExpression`` give, merged: an entry is built
/// without the dozen small arrays per constraint those calls allocate.
struct ListConstraintExpression {
    /// One term: `coefficient · variables[position]`.
    struct Term {
        var position: Int
        var coefficient: Double
    }

    static let inlineCapacity = 8

    private(set) var count = 0
    private var inline: (Term, Term, Term, Term, Term, Term, Term, Term) = (
        Term(position: 0, coefficient: 0), Term(position: 0, coefficient: 0), Term(position: 0, coefficient: 0),
        Term(position: 0, coefficient: 0), Term(position: 0, coefficient: 0), Term(position: 0, coefficient: 0),
        Term(position: 0, coefficient: 0), Term(position: 0, coefficient: 0))
    var constant: Double

    /// A constant expression (``LinearExpression/init(constant:)``).
    @inline(__always)
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// `1 · variables[position]` (``LinearExpression/init(_:times:plus:)``: constant 0).
    @inline(__always)
    init(variable position: Int) {
        constant = 0
        append(Term(position: position, coefficient: 1))
    }

    /// The term at `index` (below ``count``).
    @inline(__always)
    subscript(index: Int) -> Term {
        get {
            withUnsafeBytes(of: inline) {
                $0.load(fromByteOffset: index * MemoryLayout<Term>.stride, as: Term.self)
            }
        }
        set {
            withUnsafeMutableBytes(of: &inline) {
                $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Term>.stride, as: Term.self)
            }
        }
    }

    @inline(__always)
    private mutating func append(_ term: Term) {
        // An invariant of the pass (see above), not of its input: no constraint, view or guide makes more.
        precondition(count < Self.inlineCapacity, "a constraint expression has at most eight terms")
        count += 1
        self[count - 1] = term
    }

    /// `self + other` (``LinearExpression/plus(_:)-(LinearExpression)``).
    @inline(__always)
    func plus(_ other: ListConstraintExpression) -> ListConstraintExpression {
        var result = self
        for index in 0..<other.count { result.append(other[index]) }
        result.constant = constant + other.constant
        return result
    }

    /// `self + 1 · variables[position]` (``LinearExpression/plus(_:times:)``: the constant is kept as it is).
    @inline(__always)
    func plus(variable position: Int) -> ListConstraintExpression {
        var result = self
        result.append(Term(position: position, coefficient: 1))
        return result
    }

    /// `self - other` (``LinearExpression/minus(_:)``: `self + other · -1`).
    @inline(__always)
    func minus(_ other: ListConstraintExpression) -> ListConstraintExpression {
        plus(other.times(-1))
    }

    /// `factor · self` (``LinearExpression/times(_:)``).
    @inline(__always)
    func times(_ factor: Double) -> ListConstraintExpression {
        // `x * 1` is `x` bit for bit (every coefficient and constant here is finite): a multiplier of 1, the
        // usual one, copies nothing.
        if factor == 1 { return self }
        var result = self
        for index in 0..<count { result[index].coefficient = self[index].coefficient * factor }
        result.constant = constant * factor
        return result
    }

    /// `count` terms sorted stably by variable, merged: one term per variable, its coefficients added in the order
    /// given, a sum below 1e-12 dropped once its variable is done. (``linear(_:)`` and the plain constraints' short
    /// path, ``ListConstraintEngine/plainExpression(_:first:second:items:variables:)``, merge alike.)
    @inline(__always)
    static func merged(
        count: Int, _ term: (Int) -> (variable: SolverVariable, coefficient: Double)
    ) -> [LinearTerm] {
        var terms: [LinearTerm] = []
        terms.reserveCapacity(count)
        var index = 0
        while index < count {
            let variable = term(index).variable
            var coefficient = term(index).coefficient
            index += 1
            while index < count, term(index).variable == variable {
                coefficient += term(index).coefficient
                index += 1
            }
            if abs(coefficient) >= 1e-12 { terms.append(LinearTerm(variable, coefficient)) }
        }
        return terms
    }

    /// The expression over `variables` with one term per variable, sorted by variable, without zero coefficients:
    /// what sorting ``LinearExpression``'s terms stably by variable, adding up those of one variable in order and
    /// dropping coefficients below 1e-12 gives.
    func linear(_ variables: [SolverVariable]) -> LinearExpression {
        // A stable insertion sort by variable, in a copy (as the standard library's sort, which is stable).
        var sorted = self
        if count > 1 {
            for index in 1..<count {
                let term = sorted[index]
                var slot = index
                while slot > 0, variables[term.position] < variables[sorted[slot - 1].position] {
                    sorted[slot] = sorted[slot - 1]
                    slot -= 1
                }
                sorted[slot] = term
            }
        }
        let terms = Self.merged(count: count) { (variables[sorted[$0].position], sorted[$0].coefficient) }
        return LinearExpression(terms, constant: constant)
    }
}
