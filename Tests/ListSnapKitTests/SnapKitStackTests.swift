import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// SnapKit cells put icons in stack views: `make.size.equalTo(24)` on an arranged view sizes it in the stack as
/// UIKit's stack view does; `dividedBy(0)` (a zero divisor) is refused, never a trap or an infinite size.
@MainActor
@Suite struct SnapKitStackTests {
    @Test func test_whenAnArrangedIconIsSizedWithSnapKit_thatTheColumnKeepsItsSize() {
        let icon = UIView(), caption = UILabel(), spacer = UIView()
        caption.text = "Likes"
        let stack = UIStackView(arrangedSubviews: [icon, caption, spacer])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        icon.snp.makeConstraints { make in make.size.equalTo(24) }
        stack.layoutIfNeeded()
        let text = caption.intrinsicContentSize
        // A column: the icon 24×24 centred, the caption 4 below it, the spacer (hugging 250) takes the rest.
        #expect(icon.frame == CGRect(x: 28, y: 0, width: 24, height: 24))
        #expect(caption.frame == CGRect(x: (80 - text.width) / 2, y: 28, width: text.width, height: text.height))
        #expect(spacer.frame.minY == 32 + text.height && spacer.frame.maxY == 100)
        icon.snp.updateConstraints { make in make.size.equalTo(32) }
        stack.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 24, y: 0, width: 32, height: 32))
    }

    @Test func test_whenASizeIsDividedByZero_thatNoConstraintIsMade_andTheLogSaysWhy() throws {
        ListConstraintLog.clear()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView()
        content.addSubview(view)
        view.snp.makeConstraints { make in
            make.leading.top.equalToSuperview()
            make.height.equalTo(10)
            make.width.equalToSuperview().dividedBy(0)
        }
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(content.constraints.allSatisfy { $0.firstAttribute != .width })
        #expect(ListConstraintLog.messages.contains { $0.contains("multiplier inf") })
        #expect(content.brokenConstraints.isEmpty)
    }
}
