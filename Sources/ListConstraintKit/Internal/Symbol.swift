/// A column of the tableau, numbered in creation order: the number is the tie-break of every choice the simplex
/// makes (Bland's rule), so the same calls give the same pivots on every run.
typealias Symbol = Int32

/// What a symbol stands for (the paper's classes of variables).
enum SymbolKind: UInt8, Sendable {
    /// A variable of the user's (unrestricted in sign).
    case external
    /// The slack of an inequality (`expression - slack = 0`, slack ≥ 0); the inequality's marker.
    case slack
    /// The error of an optional constraint (≥ 0, weighted in the objective of the constraint's priority).
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// The artificial variable of phase one, while a constraint with no subject is added.
    case artificial

    /// Restricted to non-negative values: every symbol but the user's variables.
    var isRestricted: Bool { self != .external }

    /// May enter the basis when the objective or a dual step asks for it.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The symbols one constraint added: its marker (removing the constraint pivots it into the basis and drops its
/// row) and, for optional constraints, its other error symbol.
struct ConstraintTag: Sendable {
    var marker: Symbol
    var other: Symbol?
    /// The objective level of the constraint's error symbols (nil for required constraints).
    var priority: Double?
}
