import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// `updateConstraints`, `remakeConstraints`, `removeConstraints` and a kept `Constraint`'s updates, with the frames
/// they lead to.
@MainActor
@Suite struct SnapKitUpdateTests {
    func tree() -> (content: UIView, view: UIView) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView()
        content.addSubview(view)
        view.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.size.equalTo(40)
        }
        content.layoutIfNeeded()
        return (content, view)
    }

    @Test func test_whenConstraintsAreUpdated_thatTheExistingConstraintsTakeTheNewConstants() {
        let (content, view) = tree()
        let before = content.constraints.map(ObjectIdentifier.init)
        view.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.width.equalTo(60)
        }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 60, height: 40))
        #expect(content.constraints.map(ObjectIdentifier.init) == before)   // the same constraints, changed
        #expect(view.constraints.count == 2)
    }

    @Test func test_whenAnUpdateMatchesNoConstraint_thatItIsIgnoredAndLogged() {
        let (content, view) = tree()
        ListConstraintLog.clear()
        view.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(20).priority(.high)   // another priority: another constraint
        }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(ListConstraintLog.messages.count == 1)
        #expect(ListConstraintLog.messages.first?.contains("no existing constraint to update") == true)
    }

    @Test func test_whenAViewWithoutConstraintsIsUpdated_thatTheConstraintsAreMade() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView()
        content.addSubview(view)
        view.snp.updateConstraints { make in make.edges.equalToSuperview().inset(5) }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 310, height: 90))
    }

    @Test func test_whenConstraintsAreRemade_thatOnlyTheNewOnesAreActive() {
        let (content, view) = tree()
        view.snp.remakeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(4)
            make.size.equalTo(CGSize(width: 30, height: 20))
        }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 286, y: 76, width: 30, height: 20))
        #expect(content.constraints.map(\.firstAttribute) == [.bottom, .trailing])
        #expect(content.brokenConstraints.isEmpty)
    }

    @Test func test_whenConstraintsAreRemoved_thatNoneIsActive() {
        let (content, view) = tree()
        view.snp.removeConstraints()
        #expect(content.constraints.isEmpty && view.constraints.isEmpty)
    }

    @Test func test_whenAKeptConstraintIsUpdated_thatEveryConstraintOfItsChainChanges() throws {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView()
        content.addSubview(view)
        var edges: Constraint?
        var width: Constraint?
        view.snp.makeConstraints { make in
            edges = make.leading.trailing.top.equalToSuperview().inset(8).constraint
            make.height.equalTo(30)
            width = make.width.equalTo(100).priority(.low).constraint
        }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 304, height: 30))
        try #require(edges).update(inset: 20)
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 20, width: 280, height: 30))
        try #require(edges).update(offset: 4)   // an offset is added as is: trailing 4 beyond the superview's
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 4, width: 320, height: 30))
        try #require(width).update(priority: .high)
        #expect(width?.layoutConstraints[0].priority == .defaultHigh)
        try #require(edges).update(priority: 500)   // required stays required, as SnapKit keeps it
        #expect(edges?.layoutConstraints.allSatisfy { $0.priority == .required } == true)
    }

    @Test func test_whenAKeptConstraintIsDeactivatedAndActivated_thatTheLayoutFollows() throws {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView()
        content.addSubview(view)
        var pinned: Constraint?
        view.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(10)
            pinned = make.leading.equalToSuperview().offset(50).priority(.high).constraint
        }
        content.layoutIfNeeded()
        #expect(view.frame.minX == 0)   // the required leading wins over the wish for 50
        let kept = try #require(pinned)
        #expect(kept.isActive && kept.layoutConstraints.count == 1)
        view.snp.updateConstraints { _ in }
        kept.deactivate()
        #expect(!kept.isActive && content.constraints.count == 2)
        kept.activate()
        #expect(kept.isActive && content.constraints.count == 3)
        view.snp.removeConstraints()
        #expect(!kept.isActive && content.constraints.isEmpty)
    }
}
