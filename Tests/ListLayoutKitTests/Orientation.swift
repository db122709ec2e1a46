import Foundation
import ListCore
@testable import ListLayoutKit

/// Runs one example in both scroll directions and at a scale: the example is written in vertical terms (x across,
/// y along the scroll axis) and transposed for horizontal layouts, whose rules are the same with the axes swapped.
struct Orientation: Sendable, CustomStringConvertible {
    var direction: ListScrollDirection
    var scale: CGFloat

    /// Vertical and horizontal at scales 1, 2 and 3.
    static let all: [Orientation] = [CGFloat(1), 2, 3].flatMap { scale in
        [Orientation(direction: .vertical, scale: scale), Orientation(direction: .horizontal, scale: scale)]
    }

    /// Both directions at one scale.
    static func at(scale: CGFloat) -> [Orientation] { all.filter { $0.scale == scale } }

    var description: String { "\(direction) @\(ListJSONNumberForTests.format(scale))x" }

    var isVertical: Bool { direction == .vertical }

    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: x, y: y, width: width, height: height) : CGRect(x: y, y: x, width: height, height: width)
    }

    func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
        isVertical ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    }

    func offset(_ scroll: CGFloat) -> CGPoint { isVertical ? CGPoint(x: 0, y: scroll) : CGPoint(x: scroll, y: 0) }

    func insets(_ inset: ListEdgeInsets) -> ListEdgeInsets {
        isVertical ? inset : ListEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
    }

    func section(
        _ sizes: [(CGFloat, CGFloat)], inset: ListEdgeInsets = .zero, line: CGFloat = 0, interitem: CGFloat = 0,
        header: CGFloat = 0, footer: CGFloat = 0
    ) -> ListLayoutSection {
        let section = LayoutFixture.section(
            sizes, inset: inset, line: line, interitem: interitem, header: header, footer: footer)
        return isVertical ? section : RandomLayouts.transposed(section)
    }

    func layout(
        width: CGFloat = 100, height: CGFloat = 100, sticky: Bool = false, topContentInset: CGFloat = 0,
        stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false, contentInset: ListEdgeInsets = .zero,
        _ sections: [ListLayoutSection]
    ) -> ListCollectionViewLayout {
        LayoutFixture.layout(
            width: isVertical ? width : height, height: isVertical ? height : width, scale: scale,
            direction: direction, sticky: sticky, topContentInset: topContentInset, stretchToEdge: stretchToEdge,
            showHeaderWhenEmpty: showHeaderWhenEmpty, contentInset: insets(contentInset), sections)
    }
}

/// Integral numbers without a decimal point, for test names.
enum ListJSONNumberForTests {
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}
