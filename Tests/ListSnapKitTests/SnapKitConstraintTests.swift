import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// The NSLayoutConstraints each SnapKit chain makes: items, attributes, relation, multiplier, constant (SnapKit's
/// inset signs), priority and identifier, exactly as SnapKit makes them.
@MainActor
@Suite struct SnapKitConstraintTests {
    /// A constraint's shape: `first.attribute relation second.attribute × multiplier + constant @priority`.
    struct Shape: Equatable, CustomStringConvertible {
        var first: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation = .equal
        var second: AnyObject?
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: Float = 1000

        static func == (lhs: Shape, rhs: Shape) -> Bool {
            lhs.first == rhs.first && lhs.relation == rhs.relation && lhs.second === rhs.second
                && lhs.secondAttribute == rhs.secondAttribute && lhs.multiplier == rhs.multiplier
                && lhs.constant == rhs.constant && lhs.priority == rhs.priority
        }

        var description: String {
            "\(first.name) \(relation.symbol) \(second.map { "\(type(of: $0))" } ?? "nil").\(secondAttribute.name) "
                + "× \(multiplier) + \(constant) @\(priority)"
        }
    }

    func shapes(_ constraints: [NSLayoutConstraint]) -> [Shape] {
        constraints.map {
            Shape(first: $0.firstAttribute, relation: $0.relation, second: $0.secondItem,
                  secondAttribute: $0.secondAttribute, multiplier: $0.multiplier, constant: $0.constant,
                  priority: $0.priority.rawValue)
        }
    }

    /// A superview with one subview (and a sibling), the subview's one chain made and returned.
    func made(
        direction: ListLayoutDirection = .leftToRight, _ chain: (ConstraintMaker, UIView, UIView) -> Constraint?
    ) -> (constraint: Constraint?, parent: UIView, sibling: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.overrideTraitCollection = ListTraitCollection(layoutDirection: direction)
        let view = UIView(), sibling = UIView()
        parent.addSubview(view)
        parent.addSubview(sibling)
        var kept: Constraint?
        view.snp.makeConstraints { make in kept = chain(make, parent, sibling) }
        return (kept, parent, sibling)
    }

    @Test func test_whenEdgesAreInsetFromTheSuperview_thatFourConstraintsMoveTrailingRightAndBottomInward() throws {
        let (constraint, parent, _) = made { make, _, _ in make.edges.equalToSuperview().inset(10).constraint }
        let kept = try #require(constraint)
        #expect(shapes(kept.layoutConstraints) == [
            Shape(first: .left, second: parent, secondAttribute: .left, constant: 10),
            Shape(first: .top, second: parent, secondAttribute: .top, constant: 10),
            Shape(first: .right, second: parent, secondAttribute: .right, constant: -10),
            Shape(first: .bottom, second: parent, secondAttribute: .bottom, constant: -10),
        ])
        #expect(kept.isActive && parent.constraints.count == 4)
    }

    @Test func test_whenEdgesAreInsetByEdgeInsets_thatEachEdgeTakesItsOwnInsetWithSnapKitsSign() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let (constraint, _, _) = made { make, _, _ in make.edges.equalToSuperview().inset(insets).constraint }
        #expect(shapes(try #require(constraint).layoutConstraints).map(\.constant) == [2, 1, -4, -3])
        // The same insets on sizes and centres: a width loses both, a centre moves by half the difference.
        let (other, otherParent, _) = made { make, _, _ in
            make.size.center.equalToSuperview().inset(insets).constraint
        }
        #expect(shapes(try #require(other).layoutConstraints) == [
            Shape(first: .width, second: otherParent, secondAttribute: .width, constant: -6),
            Shape(first: .height, second: otherParent, secondAttribute: .height, constant: -4),
            Shape(first: .centerX, second: otherParent, secondAttribute: .centerX, constant: -1),
            Shape(first: .centerY, second: otherParent, secondAttribute: .centerY, constant: -1),
        ])
    }

    @Test func test_whenConstantsAreSizesAndNumbers_thatSizesRelateToNothingAndPositionsToTheSuperview() throws {
        let (size, _, _) = made { make, _, _ in make.size.equalTo(CGSize(width: 30, height: 20)).constraint }
        #expect(shapes(try #require(size).layoutConstraints) == [
            Shape(first: .width, second: nil, secondAttribute: .notAnAttribute, constant: 30),
            Shape(first: .height, second: nil, secondAttribute: .notAnAttribute, constant: 20),
        ])
        let (square, _, _) = made { make, _, _ in make.size.equalTo(44).constraint }
        #expect(shapes(try #require(square).layoutConstraints).map(\.constant) == [44, 44])
        // A constant position is measured from the superview; a constant centre from its left or top.
        let (top, topParent, _) = made { make, _, _ in make.top.centerX.equalTo(12).constraint }
        #expect(shapes(try #require(top).layoutConstraints) == [
            Shape(first: .top, second: topParent, secondAttribute: .top, constant: 12),
            Shape(first: .centerX, second: topParent, secondAttribute: .left, constant: 12),
        ])
    }

    @Test func test_whenTheTargetIsAnotherViewsAttribute_thatEveryAttributeOfTheChainRelatesToIt() throws {
        let (constraint, _, sibling) = made { make, _, sibling in
            make.top.greaterThanOrEqualTo(sibling.snp.bottom).offset(8).priority(.high).labeled("below").constraint
        }
        let kept = try #require(constraint)
        #expect(shapes(kept.layoutConstraints) == [
            Shape(first: .top, relation: .greaterThanOrEqual, second: sibling, secondAttribute: .bottom, constant: 8,
                  priority: 750),
        ])
        #expect(kept.layoutConstraints[0].identifier == "below")
        let (sized, _, other) = made { make, _, sibling in
            make.width.lessThanOrEqualTo(sibling).multipliedBy(0.5).priority(999).constraint
        }
        #expect(shapes(try #require(sized).layoutConstraints) == [
            Shape(first: .width, relation: .lessThanOrEqual, second: other, secondAttribute: .width, multiplier: 0.5,
                  priority: 999),
        ])
        let (divided, _, third) = made { make, _, sibling in
            make.height.equalTo(sibling.snp.width).dividedBy(4).priority(.medium).constraint
        }
        #expect(shapes(try #require(divided).layoutConstraints) == [
            Shape(first: .height, second: third, secondAttribute: .width, multiplier: 0.25, priority: 500),
        ])
    }

    @Test func test_whenPrioritiesAreNamedOrNumbers_thatTheyAreSnapKitsValues() throws {
        let priorities: [(ConstraintMakerEditable) -> ConstraintMakerFinalizable] = [
            { $0.priority(.required) }, { $0.priority(.high) }, { $0.priority(.medium) }, { $0.priority(.low) },
            { $0.priority(600) }, { $0.priority(UILayoutPriority.defaultLow + 1) }, { $0.priority(Double(42.5)) },
        ]
        var values: [Float] = []
        for priority in priorities {
            let (constraint, _, _) = made { make, _, _ in priority(make.width.equalTo(10)).constraint }
            values.append(try #require(constraint).layoutConstraints[0].priority.rawValue)
        }
        #expect(values == [1000, 750, 500, 250, 600, 251, 42.5])
    }

    @Test func test_whenEdgesRelateToMargins_thatEachEdgeMeetsItsOwnMargin() throws {
        let (constraint, parent, _) = made { make, parent, _ in make.edges.equalTo(parent.snp.margins).constraint }
        #expect(shapes(try #require(constraint).layoutConstraints) == [
            Shape(first: .left, second: parent, secondAttribute: .leftMargin),
            Shape(first: .top, second: parent, secondAttribute: .topMargin),
            Shape(first: .right, second: parent, secondAttribute: .rightMargin),
            Shape(first: .bottom, second: parent, secondAttribute: .bottomMargin),
        ])
        let (margins, marginParent, _) = made { make, _, _ in make.margins.equalToSuperview().constraint }
        #expect(shapes(try #require(margins).layoutConstraints).map(\.first) == [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        ])
        #expect(margins?.layoutConstraints.allSatisfy { $0.secondItem === marginParent } == true)
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenEdgeInsetsMeetLeadingAndTrailing_thatTheyAreReadInTheViewsDirection(direction: ListLayoutDirection) throws {
        let insets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 9)
        let (physical, _, _) = made(direction: direction) { make, _, _ in
            make.leading.trailing.equalToSuperview().inset(insets).constraint
        }
        // SnapKit reads UIEdgeInsets' left as the leading inset left to right, its right as it right to left.
        let expected: [CGFloat] = direction == .leftToRight ? [5, -9] : [9, -5]
        #expect(shapes(try #require(physical).layoutConstraints).map(\.constant) == expected)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 5, bottom: 2, trailing: 9)
        let (edges, _, _) = made(direction: direction) { make, _, _ in
            make.directionalEdges.equalToSuperview().inset(directional).constraint
        }
        #expect(shapes(try #require(edges).layoutConstraints).map(\.first) == [.top, .bottom, .leading, .trailing])
        #expect(shapes(try #require(edges).layoutConstraints).map(\.constant) == [1, -2, 5, -9])
    }

    @Test func test_whenAViewIsMade_thatItsFrameComesFromConstraintsAndItsConstraintsAreKept() {
        let (_, parent, _) = made { make, _, _ in make.top.leading.equalToSuperview().constraint }
        let view = parent.subviews[0]
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(parent.constraints.map(\.firstAttribute) == [.top, .leading])
    }

    @Test func test_whenAChainHasNoRelation_thatItMakesNothing() {
        let (constraint, parent, _) = made { make, _, _ in
            _ = make.top
            return nil
        }
        #expect(constraint == nil && parent.constraints.isEmpty)
    }

    @Test func test_whenEqualToSuperviewHasNoSuperview_thatNoConstraintIsMadeAndTheLogSaysWhy() {
        ListConstraintLog.clear()
        let orphan = UIView()
        orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
        #expect(orphan.constraints.isEmpty)
        #expect(ListConstraintLog.messages.count == 1)
        #expect(ListConstraintLog.messages.first?.contains("equalToSuperview() without a superview") == true)
    }

    @Test func test_whenAttributesRelateToDifferentSeveralAttributes_thatNoConstraintIsMadeAndTheLogSaysWhy() {
        ListConstraintLog.clear()
        let (_, parent, _) = made { make, _, sibling in make.edges.equalTo(sibling.snp.size).constraint }
        #expect(parent.constraints.isEmpty)
        #expect(ListConstraintLog.messages.last?.contains("cannot constrain") == true)
    }

    /// SnapKit holds an item's view or guide weakly: a kept `snp` item names nothing once its view has ended.
    @Test func test_whenAnItemsViewOrGuideEnds_thatTheItemNamesNothing() {
        let item: ConstraintItem, guideItem: ConstraintItem
        weak var ended: UIView?
        do {
            let view = UIView()
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            item = view.snp.bottom
            guideItem = guide.snp.top
            #expect(item.target === view && guideItem.target === guide)
            ended = view
        }
        #expect(ended == nil)
        #expect(item.target == nil)
        #expect(guideItem.target == nil)
    }
}
