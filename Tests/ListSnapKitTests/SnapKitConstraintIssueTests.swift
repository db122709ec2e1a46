import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// SnapKit's chains reported as UIKit would only print them (#35 item 5): a conflict made with
/// `snp.makeConstraints` names the broken constraint, its label and what it conflicts with, and a chain to a view
/// of another tree is UIKit's "no common ancestor" error, logged, never a trap.
@MainActor
@Suite struct SnapKitConstraintIssueTests {
    @Test func test_whenSnapKitChainsConflict_thatTheBreakNamesTheLabelledConstraint_andItsConflicts() throws {
        ListConstraintLog.clear()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let avatar = UIView()
        avatar.accessibilityIdentifier = "avatar"
        content.addSubview(avatar)
        avatar.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(12)
            make.size.equalTo(40)
            make.width.equalTo(56).labeled("wide avatar")
        }
        content.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 12, y: 12, width: 40, height: 40))
        #expect(content.brokenConstraints.map(\.description) == [
            "'wide avatar' UIView 'avatar'.width == 56 broken (conflicts with UIView 'avatar'.width == 40)",
        ])
        let issues = try #require(content.snapshot().constraintIssues)
        #expect(issues.map(\.description) == [
            "unsatisfiable: 'wide avatar' UIView 'avatar'.width == 56 broken (conflicts with UIView 'avatar'.width "
                + "== 40) in `avatar`",
        ])
    }

    @Test func test_whenASnapKitChainNamesAViewOfAnotherTree_thatItIsUIKitsErrorInTheLog_andNothingIsActive() throws {
        ListConstraintLog.clear()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let avatar = UIView(), stranger = UIView()
        content.addSubview(avatar)
        elsewhere.addSubview(stranger)
        var kept: Constraint?
        avatar.snp.makeConstraints { make in kept = make.leading.equalTo(stranger.snp.trailing).constraint }
        content.layoutIfNeeded()
        #expect(try #require(kept).layoutConstraints.allSatisfy { !$0.isActive })
        #expect(content.constraints.isEmpty && content.brokenConstraints.isEmpty)
        #expect(ListConstraintLog.messages == [
            "UIView.leading == UIView.trailing cannot be activated: its items have no common ancestor (UIKit: "
                + "\"Unable to activate constraint … because they have no common ancestor\"; add both views to one "
                + "tree first)",
        ])
    }
}
