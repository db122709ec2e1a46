import Foundation
import ListConstraintKit
import ListCore
import ListTestSupport
import Testing

@testable import ListViewKit

/// A constraint between plain attributes (edges, centres and sizes, not mirrored) takes a short path to its
/// solver expression (`ListConstraintEngine.plainExpression`); it must give bit for bit the expression of the
/// general path (each side's inline expression, `lhs - (constant + multiplier · rhs)`, merged by variable), signs of
/// zero included: otherwise a frame could move in its last bit.
@MainActor
@Suite struct ConstraintPlainEntryTests {
    static let plain: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    ]
    static let notPlain: [NSLayoutConstraint.Attribute] = [
        .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .firstBaseline,
        .lastBaseline, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Items of every kind the pass makes: solved views (their variables before and after each other's), a guide
    /// sharing its owner's variables with insets, fixed views (the host; one moving with a solved view above it),
    /// fixed rectangles with negative sizes and fractions.
    static func items(_ view: UIView) -> [ListConstraintItem] {
        var margins = ListConstraintItem(view: view, firstVariable: 4)
        margins.insets = ListEdgeInsets(top: 8, left: 16.5, bottom: 1.0 / 3, right: -0.0)
        var host = ListConstraintItem(view: view, firstVariable: nil)
        host.fixedRect = CGRect(x: 0, y: 0, width: 375, height: 120.33333333333333)
        var moving = ListConstraintItem(view: view, firstVariable: nil)
        moving.fixedRect = CGRect(x: 12.25, y: -3, width: -40, height: 0.1)
        moving.fixedBase = 8
        var negativeZero = ListConstraintItem(view: view, firstVariable: nil)
        negativeZero.fixedRect = CGRect(x: -0.0, y: -0.0, width: 0, height: 1e8)
        return [
            ListConstraintItem(view: view, firstVariable: 4), ListConstraintItem(view: view, firstVariable: 8),
            ListConstraintItem(view: view, firstVariable: 0), margins, host, moving, negativeZero,
        ]
    }

    static func bits(_ expression: LinearExpression) -> [UInt64] {
        [expression.constant.bitPattern] + expression.terms.flatMap {
            [UInt64(bitPattern: Int64($0.variable.index)), $0.coefficient.bitPattern]
        }
    }

    @Test func plainConstraintsGiveTheGeneralPathsExpressionBitForBit() throws {
        let view = UIView()
        let items = Self.items(view)
        let variables = ListConstraintSystem.variables(count: 16)
        let multipliers: [CGFloat] = [1, 0, -1, 0.5, 2, 1.0 / 3, -0.0, 1e-13, 0.75]
        let constants: [CGFloat] = [0, -0.0, 12, -8.5, 1e8, 1.0 / 3, 0.1]
        var compared = 0
        for first in Self.plain {
            for second in Self.plain + [.notAnAttribute] {
                for (multiplier, constant) in zip(multipliers, constants + constants) {
                    let constraint = NSLayoutConstraint(
                        item: view, attribute: first, relatedBy: .equal, toItem: second == .notAnAttribute ? nil : view,
                        attribute: second, multiplier: multiplier, constant: constant)
                    for a in items.indices {
                        for b in items.indices {
                            let secondIndex: Int? = second == .notAnAttribute ? nil : b
                            let plain = try #require(ListConstraintEngine.plainExpression(
                                constraint, first: a, second: secondIndex, items: items, variables: variables))
                            let general = ListConstraintEngine.generalEntry(
                                constraint, first: a, second: secondIndex, items: items, variables: variables,
                                mirror: nil, strength: .required)
                            #expect(Self.bits(plain) == Self.bits(general.expression),
                                    "\(first.name) \(second.name) × \(multiplier) + \(constant), items \(a) \(b)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 10 * 11 * 9 * 49)
    }

    @Test func marginsBaselinesAndUnsolvedSidesTakeTheGeneralPath() {
        let view = UIView()
        let items = Self.items(view)
        let variables = ListConstraintSystem.variables(count: 16)
        for attribute in Self.notPlain {
            let asFirst = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1,
                constant: 0)
            let asSecond = NSLayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: view, attribute: attribute, multiplier: 1,
                constant: 0)
            #expect(ListConstraintEngine.plainExpression(
                asFirst, first: 0, second: 1, items: items, variables: variables) == nil)
            #expect(ListConstraintEngine.plainExpression(
                asSecond, first: 0, second: 1, items: items, variables: variables) == nil)
        }
        // Between fixed frames only (no variables), the general path builds it.
        let fixed = NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 0)
        #expect(ListConstraintEngine.plainExpression(fixed, first: 4, second: 4, items: items, variables: []) == nil)
    }
}
