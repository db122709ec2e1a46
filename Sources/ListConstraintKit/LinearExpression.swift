/// `Σ coefficient · variable + constant`: one side of a ``LinearConstraint``.
///
/// A variable may appear in several terms (their coefficients add up). Expressions are built with plain methods,
/// not operators, so that importing this module adds no overloads of `+` or `==` to its users' code:
///
/// ```swift
/// // right = left + width
/// let right = LinearExpression(left).plus(LinearExpression(width))
/// let inset = LinearExpression(x, times: 2, plus: 8)       // 2x + 8
/// ```
public struct LinearExpression: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The terms, in the order they were given.
    public var terms: [LinearTerm]
    /// The constant.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient · variable + constant`.
    public init(_ variable: SolverVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.init([LinearTerm(variable, coefficient)], constant: constant)
    }

    /// A constant expression.
    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// A constant expression.
    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    /// `self + other`.
    public func plus(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// `self - other`.
    public func minus(_ other: LinearExpression) -> LinearExpression {
        plus(other.times(-1))
    }

    /// `factor · self`.
    public func times(_ factor: Double) -> LinearExpression {
        LinearExpression(
            terms.map { LinearTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor
        )
    }

    /// `self + coefficient · variable`.
    public func plus(_ variable: SolverVariable, times coefficient: Double = 1) -> LinearExpression {
        LinearExpression(terms + [LinearTerm(variable, coefficient)], constant: constant)
    }
}
