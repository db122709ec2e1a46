import Foundation
import ListSnapKit
import ListViewKit
import Testing

/// docs/CONSTRAINTS.md's SnapKit example, run as a test (the guide's snippet is checked by scripts/check-docs.sh too).
@MainActor
@Suite struct SnapKitGuideExampleTests {
    @Test func test_whenTheGuidesCellIsLaidOutAndUpdated_thatItsFramesAreTheGuides() {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        let avatar = UIView(), title = UIView(), button = UIView()
        for view in [avatar, title, button] { contentView.addSubview(view) }
        avatar.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(40)
        }
        var buttonWidth: Constraint?
        button.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatar)
            make.height.equalTo(28)
            buttonWidth = make.width.equalTo(72).constraint
        }
        title.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.top.equalTo(avatar)
            make.trailing.lessThanOrEqualTo(button.snp.leading).offset(-8)
            make.width.equalTo(400).priority(.low)
            make.height.equalTo(20)
        }
        contentView.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(button.frame == CGRect(x: 232, y: 18, width: 72, height: 28))
        #expect(title.frame == CGRect(x: 68, y: 12, width: 156, height: 20))
        buttonWidth?.update(offset: 96)
        title.snp.updateConstraints { make in make.top.equalTo(avatar).offset(4) }
        contentView.layoutIfNeeded()
        #expect(button.frame.minX == 208 && title.frame == CGRect(x: 68, y: 16, width: 132, height: 20))
    }
}
