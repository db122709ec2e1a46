import Foundation
import ListConstraintKit

extension ListConstraintEngine {
    /// One side of a constraint whose attribute is plain — an edge, a centre or a size, not mirrored (leading is
    /// left, trailing is right); not a margin or a baseline — as ``ListConstraintItem/expression(_:mirrorWidth:)``
    /// builds it: at most two terms (a position among the pass's variables and a coefficient) and a constant, made
    /// with the same floating-point operations in the same order.
    struct PlainSide {
        private(set) var count = 0
        private(set) var first = (position: 0, coefficient: 0.0)
        private(set) var second = (position: 0, coefficient: 0.0)
        private(set) var constant: Double

        subscript(index: Int) -> (position: Int, coefficient: Double) { index == 0 ? first : second }

        /// `attribute` of `items[index]` (`nil`: the attribute is not plain). The item is read in place.
        @inline(__always)
        init?(_ attribute: ListLayoutConstraint.Attribute, of items: [ListConstraintItem], at index: Int) {
            switch attribute {
            case .left, .leading: self = Self.edge(.left, of: items, at: index)
            case .right, .trailing:
                self = Self.edge(.left, of: items, at: index).plus(Self.edge(.width, of: items, at: index))
            case .centerX:
                self = Self.edge(.left, of: items, at: index).plus(Self.edge(.width, of: items, at: index), times: 0.5)
            case .width: self = Self.edge(.width, of: items, at: index)
            case .top: self = Self.edge(.top, of: items, at: index)
            case .bottom:
                self = Self.edge(.top, of: items, at: index).plus(Self.edge(.height, of: items, at: index))
            case .centerY:
                self = Self.edge(.top, of: items, at: index).plus(Self.edge(.height, of: items, at: index), times: 0.5)
            case .height: self = Self.edge(.height, of: items, at: index)
            default: return nil
            }
        }

        private init(constant: Double) {
            self.constant = constant
        }

        @inline(__always)
        private mutating func append(_ position: Int, _ coefficient: Double) {
            if count == 0 { first = (position, coefficient) } else { second = (position, coefficient) }
            count += 1
        }

        /// ``ListConstraintItem/edge(_:)``: a solved item's variable, a fixed item's rectangle (moving with the
        /// solved view above it), plus a guide's inset.
        @inline(__always)
        private static func edge(_ edge: ListConstraintItem.Edge, of items: [ListConstraintItem], at index: Int) -> PlainSide {
            var side: PlainSide
            if let first = items[index].firstVariable {
                side = PlainSide(constant: 0)
                let offset = switch edge {
                case .left: 0
                case .top: 1
                case .width: 2
                case .height: 3
                }
                side.append(first + offset, 1)
            } else {
                switch edge {
                case .left:
                    side = PlainSide(constant: items[index].fixedRect.minX)
                    if let base = items[index].fixedBase { side.append(base, 1) }
                case .top:
                    side = PlainSide(constant: items[index].fixedRect.minY)
                    if let base = items[index].fixedBase { side.append(base + 1, 1) }
                case .width: side = PlainSide(constant: items[index].fixedRect.width)
                case .height: side = PlainSide(constant: items[index].fixedRect.height)
                }
            }
            let insets = items[index].insets
            guard insets != .zero else { return side }
            let inset = switch edge {
            case .left: insets.left
            case .top: insets.top
            case .width: -insets.horizontal
            case .height: -insets.vertical
            }
            side.constant = side.constant + inset
            return side
        }

        /// `self.plus(other.times(factor))` of ``ListConstraintExpression`` (a factor of 1 multiplies nothing).
        @inline(__always)
        private func plus(_ other: PlainSide, times factor: Double = 1) -> PlainSide {
            var result = self
            for index in 0..<other.count {
                let term = other[index]
                result.append(term.position, factor == 1 ? term.coefficient : term.coefficient * factor)
            }
            result.constant = constant + (factor == 1 ? other.constant : other.constant * factor)
            return result
        }
    }

    /// The expression of `first.firstAttribute − (multiplier · second.secondAttribute + constant)` when both
    /// attributes are plain (``PlainSide``) and not mirrored: bit for bit what the general path gives
    /// (``ListConstraintItem/expression(_:mirrorWidth:)`` for each side, `lhs.minus(rhs.plus(other.times(m)))`, then
    /// ``ListConstraintExpression/linear(_:)``), without the inline expressions' copies. `nil`: not plain (the
    /// caller takes the general path).
    static func plainExpression(
        _ constraint: ListLayoutConstraint, first: Int, second: Int?, items: [ListConstraintItem],
        variables: [SolverVariable]
    ) -> LinearExpression? {
        // (Without variables, between fixed frames only, the general path builds it.)
        guard !variables.isEmpty, let lhs = PlainSide(constraint.firstAttribute, of: items, at: first) else { return nil }
        // `rhs = constant + other · m`, then `lhs + rhs · -1`: coefficients and constants with the general path's
        // operations in its order.
        var terms = InlineArray<4, LinearTerm>(repeating: LinearTerm(variables[0], 0))
        var count = 0
        for index in 0..<lhs.count {
            terms[count] = LinearTerm(variables[lhs[index].position], lhs[index].coefficient)
            count += 1
        }
        var rhsConstant = Double(constraint.constant)
        if let second {
            guard let rhs = PlainSide(constraint.secondAttribute, of: items, at: second) else { return nil }
            let multiplier = Double(constraint.multiplier)
            for index in 0..<rhs.count {
                let scaled = multiplier == 1 ? rhs[index].coefficient : rhs[index].coefficient * multiplier
                terms[count] = LinearTerm(variables[rhs[index].position], scaled * -1)
                count += 1
            }
            rhsConstant = rhsConstant + (multiplier == 1 ? rhs.constant : rhs.constant * multiplier)
        }
        let constant = lhs.constant + rhsConstant * -1
        // A stable insertion sort by variable, then one variable's coefficients added in order and sums below 1e-12
        // dropped: ``ListConstraintExpression/linear(_:)``.
        if count > 1 {
            for index in 1..<count {
                let term = terms[index]
                var slot = index
                while slot > 0, term.variable < terms[slot - 1].variable {
                    terms[slot] = terms[slot - 1]
                    slot -= 1
                }
                terms[slot] = term
            }
        }
        let merged = ListConstraintExpression.merged(count: count) { (terms[$0].variable, terms[$0].coefficient) }
        return LinearExpression(merged, constant: constant)
    }
}
