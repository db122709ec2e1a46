import Foundation
import ListCore
import ListViewKit
import Testing

/// Stack views honour the size constraints of their arranged views, as UIKit's stack view (which lays out with
/// constraints) does: a required width or height, `>=` / `<=` bounds, an optional `==` above the content priorities,
/// an aspect ratio, under every distribution and alignment, right to left and at every Dynamic Type size. Every
/// expected frame is worked out by hand from UIKit's rules (the comments show the arithmetic).
@MainActor
@Suite struct StackViewConstraintTests {
    /// A view of UIKit's kind with its own intrinsic size (content hugging 250, compression resistance 750).
    final class Sized: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// An avatar sized only by its constraints (a plain view: no intrinsic size), a title (100×20) and a badge
    /// (30×16, hugging 251) in a 320×60 row, 8 apart, centred.
    func row(
        distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .center,
        direction: ListLayoutDirection = .leftToRight, avatar constraints: (UIView) -> [NSLayoutConstraint]
    ) -> (UIStackView, [UIView]) {
        let avatar = UIView(), title = Sized(100, 20), badge = Sized(30, 16)
        badge.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [avatar, title, badge])
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        stack.spacing = 8
        stack.distribution = distribution
        stack.alignment = alignment
        stack.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        NSLayoutConstraint.activate(constraints(avatar))
        stack.layoutIfNeeded()
        return (stack, [avatar, title, badge])
    }

    func square(_ side: CGFloat) -> (UIView) -> [NSLayoutConstraint] {
        { [$0.widthAnchor.constraint(equalToConstant: side), $0.heightAnchor.constraint(equalToConstant: side)] }
    }

    @Test func test_whenAnArrangedViewHasAWidthConstraint_thatFillKeepsIt_andTheLeastHuggingViewTakesTheRest() {
        let (_, views) = row(avatar: square(40))
        // 40 + 8 + 100 + 8 + 30 = 186; the 134 left go to the title (hugging 250; the badge hugs at 251).
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 10, width: 40, height: 40), CGRect(x: 48, y: 20, width: 234, height: 20),
            CGRect(x: 290, y: 22, width: 30, height: 16),
        ])
        #expect(views[0].brokenConstraints.isEmpty)
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatTheRowFlips_andTheAvatarKeepsItsWidth() {
        let (_, views) = row(direction: .rightToLeft, avatar: square(40))
        #expect(views.map(\.frame.minX) == [280, 38, 0])
        #expect(views.map(\.frame.width) == [40, 234, 30])
    }

    @Test func test_whenTheAvatarsConstantChanges_thatTheStackLaysOutAgain() {
        let (stack, views) = row(avatar: square(40))
        let width = views[0].constraints.first { $0.firstAttribute == .width }
        width?.constant = 60
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 68, 290])
        #expect(views.map(\.frame.width) == [60, 214, 30])
        width?.isActive = false  // no width left: a plain view's natural width is its frame's own (none): 0
        stack.layoutIfNeeded()
        #expect(views[0].frame.width == 0)
    }

    @Test func test_whenTheDistributionSpacesOrCentresViews_thatTheHeldWidthIsTheAvatarsNaturalWidth() {
        // equalSpacing: (320 - 40 - 100 - 30) / 2 = 75 between views.
        let (_, spaced) = row(distribution: .equalSpacing, avatar: square(40))
        #expect(spaced.map(\.frame.minX) == [0, 115, 290])
        // equalCentering: centres from 20 to 305, 142.5 apart: the title's centre at 162.5.
        let (_, centred) = row(distribution: .equalCentering, avatar: square(40))
        #expect(centred.map(\.frame.minX) == [0, 112.5, 290])
        #expect(centred.map(\.frame.width) == [40, 100, 30])
    }

    @Test func test_whenTheStackFillsProportionally_thatTheHeldWidthIsItsShare() {
        // Naturals 40, 100, 30 (170) share 320 - 16 = 304: 71.53, 178.82, 53.65.
        let (_, views) = row(distribution: .fillProportionally, avatar: square(40))
        let expected: [CGFloat] = [40, 100, 30].map { $0 * 304 / 170 }
        #expect(zip(views.map(\.frame.width), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // The avatar's own width == 40 cannot hold: recorded where the view hosts it, as UIKit logs the break.
        #expect(views[0].brokenConstraints.map(\.constraint) == ["UIView.width == 40"])
    }

    @Test func test_whenTheStackFillsEqually_thatAHeightConstraintHoldsAcross_andAWidthOneIsReportedBroken() {
        let (_, views) = row(distribution: .fillEqually, avatar: { [$0.heightAnchor.constraint(equalToConstant: 40)] })
        // (320 - 16) / 3 each; the avatar 40 high, centred.
        let third: CGFloat = 304 / 3
        #expect(views.map(\.frame.width) == [third, third, third])
        #expect(views[0].frame.minY == 10 && views[0].frame.height == 40)
        let (_, conflicting) = row(distribution: .fillEqually, avatar: square(40))
        #expect(conflicting[0].frame.width == third)
        #expect(conflicting[0].brokenConstraints.map(\.constraint) == ["UIView.width == 40"])
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, CGFloat(0)), (.leading, 0), (.center, 10), (.trailing, 20),
    ])
    func test_whenAViewHoldsItsHeight_thatEveryAlignmentPlacesItAtThatHeight(
        alignment: UIStackView.Alignment, top: CGFloat
    ) {
        let (_, views) = row(alignment: alignment, avatar: square(40))
        #expect(views[0].frame == CGRect(x: 0, y: top, width: 40, height: 40))
        // The title, holding nothing across, fills the height under .fill.
        #expect(views[1].frame.height == (alignment == .fill ? 60 : 20))
    }

    @Test func test_whenAViewHasBoundsAWishAndAnAspectRatio_thatTheStackObeysEach() {
        // The title at most 150: the rest (84) goes on to the badge, the next least hugging view.
        let (_, bounded) = row { avatar in
            let title = avatar.superview!.subviews[1]
            return square(40)(avatar) + [title.widthAnchor.constraint(lessThanOrEqualToConstant: 150)]
        }
        #expect(bounded.map(\.frame.width) == [40, 150, 114])
        #expect(bounded.map(\.frame.minX) == [0, 48, 206])
        // An optional 50 above the avatar's content priorities is its natural width; the title still takes the rest.
        let (_, wished) = row { avatar in
            let wish = avatar.widthAnchor.constraint(equalToConstant: 50)
            wish.priority = UILayoutPriority(999)
            return [wish, avatar.heightAnchor.constraint(equalToConstant: 30)]
        }
        #expect(wished.map(\.frame.width) == [50, 224, 30])
        // A square by its height: width == height, height == 36.
        let (_, squared) = row { avatar in
            [avatar.heightAnchor.constraint(equalToConstant: 36), avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor)]
        }
        #expect(squared[0].frame == CGRect(x: 0, y: 12, width: 36, height: 36))
        // Shrinking stops at a view's minimum: a 150-wide stack takes the shortfall from the title down to 60.
        let (stack, least) = row { avatar in
            let title = avatar.superview!.subviews[1]
            return square(40)(avatar) + [title.widthAnchor.constraint(greaterThanOrEqualToConstant: 60)]
        }
        stack.frame.size.width = 150
        stack.layoutIfNeeded()
        // 186 - 150 = 36 short: the last of the equally resistant views first: the badge gives 30, the title 6.
        #expect(least.map(\.frame.width) == [40, 94, 0])
    }

    @Test(arguments: [ListContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func test_whenDynamicTypeGrowsALabel_thatTheAvatarKeepsItsConstrainedSize(category: ListContentSizeCategory) {
        let avatar = UIView(), label = UILabel()
        label.text = "Ada Lovelace"
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let stack = UIStackView(arrangedSubviews: [avatar, label])
        stack.spacing = 12
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 600, height: 120)
        stack.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(contentSizeCategory: category))
        NSLayoutConstraint.activate(square(44)(avatar))
        stack.layoutIfNeeded()
        let text = label.intrinsicContentSize
        #expect(avatar.frame == CGRect(x: 0, y: 38, width: 44, height: 44))
        // The avatar holds its width: the label (hugging 251, the only view that can give) takes the spare room.
        #expect(label.frame.minX == 56 && label.frame.width == 544)
        #expect(label.frame.height == text.height && label.frame.minY == (120 - text.height) / 2)
    }

    @Test func test_whenAStackSitsInAConstraintBasedCell_thatItsFittingSizeCountsTheHeldWidth() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let (stack, views) = row(avatar: square(40))
        content.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
        ])
        content.layoutIfNeeded()
        // Its intrinsic size: 40 + 8 + 100 + 8 + 30 wide, as high as the avatar.
        #expect(stack.frame == CGRect(x: 16, y: 10, width: 186, height: 40))
        #expect(views.map(\.frame.minX) == [0, 48, 156])
        #expect(content.brokenConstraints.isEmpty)
    }
}
