import Foundation
import ListCore
import ListViewKit
import Testing

/// The constraint API's bookkeeping and UIKit's resolutions: activation, constants, priorities, what frames a view
/// whose own code sets them keeps, nested systems, and every refusal (never a trap).
@MainActor
@Suite struct ConstraintBehaviourTests {
    func host(width: CGFloat = 200, height: CGFloat = 100) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func solved(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A view of UIKit's kind that reports its own intrinsic size.
    final class Pill: UIView {
        var size = CGSize(width: 30, height: 12) { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func test_whenConstraintsAreActivated_thatTheySitOnTheNearestCommonAncestor_andDeactivateCleanly() {
        let root = host()
        let container = solved(in: root)
        let a = solved(in: container), b = solved(in: container)
        let sibling = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let across = a.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(!sibling.isActive)
        NSLayoutConstraint.activate([sibling, own, across])
        #expect(container.constraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(sibling)])
        #expect(a.constraints.count == 1 && root.constraints.count == 1)
        #expect(sibling.firstItem === a && sibling.secondItem === b && sibling.firstAttribute == .leading
                && sibling.secondAttribute == .trailing && sibling.relation == .equal && sibling.multiplier == 1)
        #expect(own.secondItem == nil && own.secondAttribute == .notAnAttribute)
        NSLayoutConstraint.deactivate([sibling])
        #expect(!sibling.isActive && container.constraints.isEmpty)
        // UIKit's removeFromSuperview drops the constraints above the view that refer to its subtree.
        container.removeFromSuperview()
        #expect(!across.isActive && own.isActive)
    }

    @Test func test_whenOneActivateInstallsOnSeveralViews_thatEachKeepsActivationOrder_andRefusalsChangeNothing() {
        ListConstraintLog.clear()
        let root = host()
        let container = solved(in: root)
        let a = solved(in: container), b = solved(in: container), stranger = solved(in: host())
        let first = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let second = b.topAnchor.constraint(equalTo: a.bottomAnchor)
        let across = a.topAnchor.constraint(equalTo: root.topAnchor)
        let refused = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        // One view's share is installed at once, the others' between (and a constraint given twice once).
        NSLayoutConstraint.activate([first, own, refused, second, first, across])
        #expect(container.constraints.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(across)])
        #expect(!refused.isActive && ListConstraintLog.messages.count == 1)
        #expect(ListConstraintLog.messages.first?.contains("no common ancestor") == true)
        NSLayoutConstraint.deactivate([first, second])
        #expect(container.constraints.isEmpty && own.isActive && across.isActive)
    }

    /// An app's own constraint class (a tag for debugging, say), made with `init(item:…)` as UIKit lets a subclass
    /// that declares no initializer: it is laid out as any constraint. (It compiles only while that initializer stays
    /// reachable from a subclass outside ListViewKit.)
    @Test func test_whenAnAppSubclassesNSLayoutConstraint_thatItsInstancesAreMadeWithInitItem_andLaidOut() {
        let root = host()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = TaggedConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 64)
        #expect(width.tag == "debug")
        NSLayoutConstraint.activate([
            width,
            TaggedConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
                             multiplier: 0.5, constant: 0),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 0, width: 64, height: 50))
    }

    @Test func test_whenAViewMovesAmongItsSiblings_thatItKeepsItsConstraints() {
        let root = host()
        let a = solved(in: root), b = solved(in: root)
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        constraint.isActive = true
        root.bringSubviewToFront(a)
        #expect(constraint.isActive)
    }

    @Test func test_whenViewsHaveNoCommonAncestor_thatTheConstraintStaysInactive_andTheLogSaysWhy() throws {
        ListConstraintLog.clear()
        let a = solved(in: host()), b = solved(in: host())
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(try #require(ListConstraintLog.messages.last).contains("no common ancestor"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 2e9])
    func test_whenANumberIsNotFinite_thatItIsRefused(value: CGFloat) throws {
        ListConstraintLog.clear()
        let root = host()
        let view = solved(in: root)
        let constant = view.widthAnchor.constraint(equalToConstant: value)
        constant.isActive = true
        #expect(!constant.isActive)
        let multiplier = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value)
        multiplier.isActive = true
        #expect(!multiplier.isActive)
        let changed = view.widthAnchor.constraint(equalToConstant: 10)
        changed.isActive = true
        changed.constant = value.isFinite ? 10 : value
        #expect(changed.constant == 10 && changed.isActive)
        #expect(ListConstraintLog.messages.count >= 2)
    }

    @Test func test_whenAttributesCannotBeRelated_thatTheConstraintIsRefused_asUIKitRaises() {
        ListConstraintLog.clear()
        let root = host()
        let view = solved(in: root)
        let refused = [
            NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .leading,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                               multiplier: 0, constant: 5),
            NSLayoutConstraint(item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 5),
        ]
        NSLayoutConstraint.activate(refused)
        #expect(refused.allSatisfy { !$0.isActive })
        #expect(ListConstraintLog.messages.count == refused.count)
        root.layoutIfNeeded()
    }

    @Test func test_whenRequiredConstraintsConflict_thatTheLaterOneIsBroken_recorded_andTheRestHold() throws {
        ListConstraintLog.clear()
        let root = host()
        let view = solved(in: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 100)
        let narrow = view.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        NSLayoutConstraint.activate([
            wide, narrow, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 5))
        #expect(root.brokenConstraints.count == 1)
        let broken = try #require(root.brokenConstraints.first)
        #expect(broken.identifier == "narrow")
        #expect(broken.constraint == "'narrow' UIView.width == 50")
        #expect(try #require(ListConstraintLog.messages.last).contains("narrow"))
        // Resolved, the break goes away.
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test func test_whenAViewSetsItsOwnFrame_thatItsFrameEntersTheConstraintsFixed() {
        let root = host(width: 300)
        let fixed = UIView(frame: CGRect(x: 40, y: 10, width: 60, height: 20))
        root.addSubview(fixed)
        let follower = solved(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalToConstant: 4),
            fixed.widthAnchor.constraint(equalToConstant: 10),   // cannot move a frame its own code sets: broken
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 40, y: 10, width: 60, height: 20))
        #expect(follower.frame == CGRect(x: 108, y: 30, width: 120, height: 4))
        // The constraint sits on the fixed view itself (its only item), which hosts it and records the break.
        #expect(fixed.brokenConstraints.map(\.constraint) == ["UIView.width == 10"])
    }

    @Test func test_whenAConstantChanges_thatTheIncrementalResultIsTheFreshOne() {
        func build() -> (UIView, UIView, NSLayoutConstraint) {
            let root = host(width: 320)
            let view = solved(in: root)
            let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
            NSLayoutConstraint.activate([
                leading, view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
                view.widthAnchor.constraint(equalToConstant: 400).withPriority(.defaultHigh),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            return (root, view, leading)
        }
        let (root, view, leading) = build()
        for constant in [CGFloat(30), 0, 100, 16] {
            leading.constant = constant
            root.layoutIfNeeded()
            let (freshRoot, fresh, freshLeading) = build()
            freshLeading.constant = constant
            freshRoot.layoutIfNeeded()
            #expect(view.frame == fresh.frame)
            #expect(view.frame == CGRect(x: constant, y: 0, width: 320 - 16 - constant, height: 5))
        }
    }

    @Test func test_whenAnOptionalConstraintsPriorityChanges_thatTheStrongerWishWins() {
        let root = host()
        let view = solved(in: root)
        let ten = view.widthAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow)
        let twenty = view.widthAnchor.constraint(equalToConstant: 20).withPriority(.defaultHigh)
        NSLayoutConstraint.activate([ten, twenty, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 20)
        ten.priority = UILayoutPriority(800)
        root.layoutIfNeeded()
        #expect(view.frame.width == 10)
        ListConstraintLog.clear()
        ten.priority = .required   // an active constraint does not become required (UIKit raises)
        #expect(ten.priority == 800 && ListConstraintLog.messages.count == 1)
    }

    @Test func test_whenAViewOverridesItsIntrinsicSize_thatHuggingAndResistanceKeepIt_untilInvalidated() {
        let root = host()
        let pill = Pill()
        pill.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            pill.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(pill.frame == CGRect(x: 85, y: 44, width: 30, height: 12))
        pill.size = CGSize(width: 50, height: 20)
        root.layoutIfNeeded()
        #expect(pill.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
        #expect(UIView.noIntrinsicMetric == -1 && UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func test_whenAConstrainedContainerHoldsConstrainedViews_thatTheirFramesAreInTheContainersCoordinates() {
        let root = host(width: 300, height: 200)
        let card = solved(in: root)
        let inner = solved(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            inner.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 260, height: 140))
        #expect(inner.frame == CGRect(x: 5, y: 6, width: 130, height: 124))
    }

    @Test func test_whenAConstraintReachesIntoAViewThatSetsItsOwnFrame_thatBothSystemsSolveAsOne() {
        let root = host(width: 300, height: 200)
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
        root.addSubview(panel)
        let label = solved(in: panel), marker = solved(in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 40), label.heightAnchor.constraint(equalToConstant: 10),
            marker.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
            marker.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4), marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 40, height: 10))
        #expect(marker.frame == CGRect(x: 155, y: 63, width: 4, height: 4))
    }

    @Test func test_whenTheDescriptionIsRead_thatItIsUIKitsFormula() {
        let root = host()
        let view = solved(in: root)
        view.accessibilityIdentifier = "title"
        let constraint = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        #expect(constraint.description == "UIView 'title'.leading == UIView.leading + 16")
        let scaled = view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        scaled.priority = .defaultHigh
        #expect(scaled.description == "UIView 'title'.width <= 0.5 × UIView.width - 4 @750")
    }

    @Test func test_whenTenThousandConstraintsSitOnOneView_thatTheLayoutEndsWithAClearBreak() {
        let root = host()
        let view = solved(in: root)
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<10_001 {
            constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(index % 50)))
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(view.frame.width == 49)
        #expect(root.brokenConstraints.map(\.reason) == ["more than 10000 active constraints"])
    }
}

/// A constraint class as an app writes one: no initializer of its own.
private final class TaggedConstraint: NSLayoutConstraint {
    let tag = "debug"
}
