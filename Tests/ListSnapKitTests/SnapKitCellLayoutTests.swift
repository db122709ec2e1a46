import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// Cells laid out with SnapKit as apps write them (an avatar, a title and a subtitle chained to it, a button at the
/// trailing edge the labels never overlap): exact frames, and the same frames as the cell written with anchors, in
/// both directions and at every Dynamic Type size.
@MainActor
@Suite struct SnapKitCellLayoutTests {
    @MainActor final class Cell {
        let content: UIView
        let avatar = UIImageView()
        let title = UILabel()
        let subtitle = UILabel()
        let button = UIButton()

        init(width: CGFloat, traits: ListTraitCollection, title text: String) {
            content = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 72))
            content.overrideTraitCollection = traits
            title.text = text
            title.font = .preferredFont(forTextStyle: .headline)
            subtitle.text = "2 hours ago · Lisbon"
            subtitle.font = .preferredFont(forTextStyle: .footnote)
            button.setTitle("Follow", for: .normal)
            for view in [avatar, title, subtitle, button] { content.addSubview(view) }
        }

        /// The layout in SnapKit's DSL.
        func makeWithSnapKit() {
            avatar.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(16)
                make.centerY.equalToSuperview()
                make.size.equalTo(40)
            }
            button.snp.makeConstraints { make in
                make.trailing.equalToSuperview().inset(16)
                make.centerY.equalTo(avatar)
                make.width.greaterThanOrEqualTo(64)
            }
            title.snp.makeConstraints { make in
                make.leading.equalTo(avatar.snp.trailing).offset(12)
                make.top.equalTo(avatar)
                make.trailing.lessThanOrEqualTo(button.snp.leading).offset(-8)
            }
            subtitle.snp.makeConstraints { make in
                make.leading.equalTo(title)
                make.top.equalTo(title.snp.bottom).offset(2)
                make.trailing.lessThanOrEqualTo(button.snp.leading).offset(-8)
                make.bottom.lessThanOrEqualToSuperview().inset(8).priority(.high)
            }
        }

        /// The same layout with anchors.
        func makeWithAnchors() {
            for view in [avatar, title, subtitle, button] { view.translatesAutoresizingMaskIntoConstraints = false }
            let optional = subtitle.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -8)
            optional.priority = .defaultHigh
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                avatar.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                button.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                button.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                button.widthAnchor.constraint(greaterThanOrEqualToConstant: 64),
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: avatar.topAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                optional,
            ])
        }

        var frames: [CGRect] { [avatar, title, subtitle, button].map(\.frame) }
    }

    @Test func test_whenACellIsLaidOutWithSnapKit_thatEverySubviewSitsWhereItsConstraintsSay() {
        let cell = Cell(width: 375, traits: ListTraitCollection(), title: "Ada Lovelace")
        cell.makeWithSnapKit()
        cell.content.layoutIfNeeded()
        let title = cell.title.intrinsicContentSize, subtitle = cell.subtitle.intrinsicContentSize
        let button = cell.button.intrinsicContentSize
        let buttonWidth = max(64, button.width)
        #expect(cell.avatar.frame == CGRect(x: 16, y: 16, width: 40, height: 40))
        #expect(cell.title.frame == CGRect(x: 68, y: 16, width: title.width, height: title.height))
        #expect(cell.subtitle.frame == CGRect(
            x: 68, y: 18 + title.height, width: subtitle.width, height: subtitle.height))
        #expect(cell.button.frame == CGRect(
            x: 375 - 16 - buttonWidth, y: 36 - button.height / 2, width: buttonWidth, height: button.height))
        #expect(cell.content.brokenConstraints.isEmpty)
    }

    @Test func test_whenTheTitleIsTooLong_thatItStopsEightBeforeTheButton() {
        let cell = Cell(width: 320, traits: ListTraitCollection(),
                        title: "A title far too long to fit beside the avatar and the button of this cell")
        cell.makeWithSnapKit()
        cell.content.layoutIfNeeded()
        #expect(cell.title.frame.minX == 68)
        #expect(cell.title.frame.maxX == cell.button.frame.minX - 8)
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenTheLayoutIsRightToLeft_thatLeadingAndTrailingFlipAndSnapKitMatchesAnchors(
        direction: ListLayoutDirection
    ) {
        let traits = ListTraitCollection(layoutDirection: direction)
        let snap = Cell(width: 375, traits: traits, title: "Ada Lovelace")
        snap.makeWithSnapKit()
        snap.content.layoutIfNeeded()
        let anchors = Cell(width: 375, traits: traits, title: "Ada Lovelace")
        anchors.makeWithAnchors()
        anchors.content.layoutIfNeeded()
        #expect(snap.frames == anchors.frames)
        let avatarX: CGFloat = direction == .leftToRight ? 16 : 375 - 16 - 40
        #expect(snap.avatar.frame.minX == avatarX)
        if direction == .rightToLeft {
            let titleEnd: CGFloat = 375 - 68
            #expect(snap.title.frame.maxX == titleEnd, "\(snap.title.frame.maxX.bitPattern) \(titleEnd.bitPattern)")
            #expect(snap.button.frame.minX == 16)
        }
    }

    @Test(arguments: ListContentSizeCategory.allCases)
    func test_whenTheDynamicTypeSizeChanges_thatSnapKitAndAnchorsGiveTheSameFrames(category: ListContentSizeCategory) {
        let traits = ListTraitCollection(preferredContentSizeCategory: category)
        let snap = Cell(width: 375, traits: traits, title: "Ada Lovelace")
        snap.makeWithSnapKit()
        snap.content.layoutIfNeeded()
        let anchors = Cell(width: 375, traits: traits, title: "Ada Lovelace")
        anchors.makeWithAnchors()
        anchors.content.layoutIfNeeded()
        #expect(snap.frames == anchors.frames)
        #expect(snap.subtitle.frame.minY == snap.title.frame.maxY + 2)
        #expect(snap.title.frame.height == snap.title.intrinsicContentSize.height)
    }

    @Test func test_whenTheCellIsRemadeForAnotherState_thatTheButtonGoesAndTheLabelsTakeItsPlace() {
        let cell = Cell(width: 375, traits: ListTraitCollection(), title: "A title long enough to reach the trailing side")
        cell.makeWithSnapKit()
        cell.content.layoutIfNeeded()
        cell.button.removeFromSuperview()
        cell.title.snp.remakeConstraints { make in
            make.leading.equalTo(cell.avatar.snp.trailing).offset(12)
            make.top.equalTo(cell.avatar)
            make.trailing.lessThanOrEqualToSuperview().inset(16)
        }
        cell.content.layoutIfNeeded()
        #expect(cell.title.frame.minX == 68 && cell.title.frame.maxX == 375 - 16)
        #expect(cell.content.brokenConstraints.isEmpty)
    }
}
