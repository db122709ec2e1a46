import Foundation
import ListCore
import ListViewKit
import Testing

/// Layout guides in constraints, with the frames UIKit gives: an app's guides (`addLayoutGuide`, spacers), each
/// view's margins, safe area and readable content guides, right to left, Dynamic Type sizes, and the refusals.
@MainActor
@Suite struct ConstraintLayoutGuideTests {
    func host(width: CGFloat = 320, height: CGFloat = 100) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func solved(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// `view` pinned to the four edges of `guide` (leading and trailing).
    func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// Two 40-point views with three equal spacer guides around them (UIKit's documented use of guides).
    func spacedRow(_ root: UIView) -> (a: UIView, b: UIView, gaps: [UILayoutGuide]) {
        let a = solved(in: root), b = solved(in: root)
        let gaps = (0..<3).map { _ in UILayoutGuide() }
        for gap in gaps { root.addLayoutGuide(gap) }
        NSLayoutConstraint.activate([
            gaps[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            gaps[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
            gaps[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ] + gaps.flatMap { [$0.topAnchor.constraint(equalTo: a.topAnchor), $0.heightAnchor.constraint(equalToConstant: 4)] })
        return (a, b, gaps)
    }

    @Test func test_whenSpacerGuidesShareTheRoom_thatTheViewsAndGuidesGetUIKitsFrames_inBothDirections() {
        let root = host()
        let (a, b, gaps) = spacedRow(root)
        #expect(root.layoutGuides.count == 3 && gaps.allSatisfy { $0.owningView === root })
        root.layoutIfNeeded()
        // 320 - 80 = 240 shared by three gaps of 80.
        #expect(a.frame == CGRect(x: 80, y: 10, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 200, y: 10, width: 40, height: 20))
        #expect(gaps.map(\.layoutFrame) == [CGRect(x: 0, y: 10, width: 80, height: 4),
                                            CGRect(x: 120, y: 10, width: 80, height: 4),
                                            CGRect(x: 240, y: 10, width: 80, height: 4)])
        root.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(a.frame.minX == 200 && b.frame.minX == 80)
        #expect(gaps[0].layoutFrame == CGRect(x: 240, y: 10, width: 80, height: 4))
    }

    @Test func test_whenAGuidesOwnerIsPlacedByConstraints_thatItsLayoutFrameIsInTheOwnersCoordinates() {
        let root = host(width: 300, height: 200)
        let card = solved(in: root)
        let guide = UILayoutGuide()
        guide.identifier = "column"
        card.addLayoutGuide(guide)
        let label = solved(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            guide.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            guide.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            guide.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        pin(label, to: guide)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
        #expect(guide.layoutFrame == CGRect(x: 50, y: 8, width: 100, height: 84))
        #expect(label.frame == CGRect(x: 50, y: 8, width: 100, height: 84))
    }

    @Test func test_whenAViewIsPinnedToTheMarginsGuide_thatItFollowsTheMargins_directionalOnesFlippingRightToLeft() {
        let root = host(width: 300, height: 100)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 20)
        let view = solved(in: root)
        pin(view, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 4, width: 270, height: 90))
        #expect(root.layoutMarginsGuide.layoutFrame == view.frame)
        #expect(root.layoutMarginsGuide.owningView === root && root.layoutGuides.isEmpty)
        root.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 4, width: 270, height: 90))
        // Margins set later re-solve.
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 294, height: 96))
    }

    @Test func test_whenAConstraintNamesAGuidesMargin_thatItIsTheGuidesEdge_notTheOwningViewsMargin() {
        // GitHawk's search rows: `make.left.equalTo(safeAreaLayoutGuide.snp.leftMargin).offset(15)`.
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            ListConstraintLog.clear()
            let root = host()
            root.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 30)
            root.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
            let guide = root.safeAreaLayoutGuide
            let row = solved(in: root), badge = solved(in: root)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: row, attribute: .left, relatedBy: .equal, toItem: guide,
                                   attribute: .leftMargin, multiplier: 1, constant: 15),
                NSLayoutConstraint(item: row, attribute: .right, relatedBy: .equal, toItem: guide,
                                   attribute: .rightMargin, multiplier: 1, constant: -15),
                NSLayoutConstraint(item: row, attribute: .top, relatedBy: .equal, toItem: guide,
                                   attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: row, attribute: .bottom, relatedBy: .equal, toItem: guide,
                                   attribute: .bottomMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: guide,
                                   attribute: .leadingMargin, multiplier: 1, constant: 10),
                NSLayoutConstraint(item: badge, attribute: .centerY, relatedBy: .equal, toItem: guide,
                                   attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
                badge.widthAnchor.constraint(equalToConstant: 50),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(row.frame == CGRect(x: 15, y: 0, width: 290, height: 100))
            #expect(badge.frame == CGRect(x: direction == .rightToLeft ? 260 : 10, y: 40, width: 50, height: 20))
            #expect(ListConstraintLog.messages.isEmpty)
        }
    }

    @Test func test_whenAViewIsPinnedToTheMarginsGuideOfAViewPlacedByConstraints_thatTheGuideMovesWithIt() {
        let root = host(width: 300, height: 200)
        let card = solved(in: root)
        card.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let inner = solved(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 60),
        ])
        pin(inner, to: card.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 12, y: 20, width: 276, height: 60))
        #expect(inner.frame == CGRect(x: 6, y: 5, width: 262, height: 48))
        // The same through the item form's margin attributes.
        let twin = solved(in: card)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: twin, attribute: .leading, relatedBy: .equal, toItem: card,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: twin, attribute: .trailing, relatedBy: .equal, toItem: card,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: twin, attribute: .top, relatedBy: .equal, toItem: card,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: twin, attribute: .bottom, relatedBy: .equal, toItem: card,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(twin.frame == inner.frame)
    }

    @Test func test_whenNothingCoversACell_thatItsSafeAreaIsItsBounds_andGivenInsetsMoveTheGuideAndTheMargins() {
        let root = host(width: 390, height: 300)
        let safe = solved(in: root), margins = solved(in: root)
        pin(safe, to: root.safeAreaLayoutGuide)
        pin(margins, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == .zero && safe.frame == root.bounds)
        #expect(margins.frame == CGRect(x: 8, y: 8, width: 374, height: 284))
        root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        #expect(safe.frame == CGRect(x: 0, y: 47, width: 390, height: 219))
        // UIKit measures the margins from the safe area's edges.
        #expect(margins.frame == CGRect(x: 8, y: 55, width: 374, height: 203))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(margins.frame == CGRect(x: 8, y: 8, width: 374, height: 284))
        // A subview's safe area is the part of it the superview's unsafe area covers.
        let bar = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        root.addSubview(bar)
        #expect(bar.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        bar.frame = CGRect(x: 0, y: 250, width: 390, height: 50)
        #expect(bar.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func test_whenAViewPreservesItsSuperviewsMargins_thatItsMarginsGuideReachesThem() {
        let root = host(width: 300, height: 100)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let container = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 100))
        container.preservesSuperviewLayoutMargins = true
        root.addSubview(container)
        let view = solved(in: container)
        pin(view, to: container.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Its own 8 on top and bottom, the superview's 30 less the 10 it is inset by on the left and right.
        #expect(view.frame == CGRect(x: 20, y: 8, width: 240, height: 84))
        container.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 264, height: 84))
    }

    @Test func test_whenAViewIsPinnedToTheReadableGuide_thatItIsAtMostTheReadableWidth_centredInTheMargins() {
        let root = host(width: 1024, height: 200)
        let text = solved(in: root)
        pin(text, to: root.readableContentGuide)
        root.layoutIfNeeded()
        // An iPad's width at the default size: 672 of the 1008 between the margins, centred.
        #expect(root.readableContentWidth == 672)
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 184))
        #expect(root.readableContentGuide.layoutFrame == text.frame)
        root.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        root.layoutIfNeeded()
        #expect(root.readableContentWidth == 553 && text.frame == CGRect(x: 235.5, y: 8, width: 553, height: 184))
        root.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        root.layoutIfNeeded()
        // Past the margins' width, the readable guide is the margins guide.
        #expect(text.frame == CGRect(x: 8, y: 8, width: 1008, height: 184))
        // A phone: the margins guide is narrower than the readable width.
        let phone = host(width: 375, height: 80)
        let line = solved(in: phone)
        pin(line, to: phone.readableContentGuide)
        phone.layoutIfNeeded()
        #expect(line.frame == CGRect(x: 8, y: 8, width: 359, height: 64))
    }

    @Test func test_whenTheReadableGuidesOwnerIsPlacedByConstraints_thatTheGuideFollowsItsSolvedWidth() {
        let root = host(width: 1200, height: 200)
        let column = solved(in: root)
        let text = solved(in: column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor), column.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        pin(text, to: column.readableContentGuide)
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 100, y: 0, width: 1100, height: 200))
        // Margins guide 8...1092 (1084 wide): 672 centred at 550.
        #expect(text.frame == CGRect(x: 214, y: 8, width: 672, height: 184))
        #expect(column.readableContentGuide.layoutFrame == text.frame)
    }

    @Test func test_whenAGuideIsRemoved_thatItsConstraintsDeactivate_andGuidesThatCannotTakePartAreRefused() throws {
        ListConstraintLog.clear()
        let root = host()
        let (a, _, gaps) = spacedRow(root)
        let tied = a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor)
        tied.isActive = true
        root.removeLayoutGuide(gaps[0])
        #expect(!tied.isActive && gaps[0].owningView == nil && root.layoutGuides.count == 2)
        #expect(gaps[0].layoutFrame == .zero)
        // A guide without an owning view, a guide's baseline, a view's own guide added: refused, logged.
        let loose = UILayoutGuide()
        let refused = [
            a.leadingAnchor.constraint(equalTo: loose.leadingAnchor),
            NSLayoutConstraint(item: gaps[1], attribute: .lastBaseline, relatedBy: .equal, toItem: a,
                               attribute: .bottom, multiplier: 1, constant: 0),
        ]
        NSLayoutConstraint.activate(refused)
        #expect(refused.allSatisfy { !$0.isActive })
        let messages = ListConstraintLog.messages
        #expect(messages.count == 2)
        #expect(messages[0].contains("layout guide without an owning view"))
        #expect(messages[1].contains("a layout guide has no lastBaseline"))
        // A guide's margin attributes are its edges (a guide has no margins), not refused.
        let margin = NSLayoutConstraint(item: gaps[1], attribute: .leadingMargin, relatedBy: .equal, toItem: a,
                                        attribute: .leading, multiplier: 1, constant: 0)
        #expect(margin.isActive == false)
        margin.isActive = true
        #expect(margin.isActive && ListConstraintLog.messages.count == 2)
        margin.isActive = false
        a.addLayoutGuide(root.safeAreaLayoutGuide)
        #expect(a.layoutGuides.isEmpty && root.safeAreaLayoutGuide.owningView === root)
        #expect(ListConstraintLog.messages.last?.contains("it is a view's own guide") == true)
        // owningView moves a guide (UIKit's setter), and descriptions name guides as UIKit prints them.
        let moved = UILayoutGuide()
        moved.identifier = "gap"
        moved.owningView = a
        #expect(a.layoutGuides.count == 1 && moved.owningView === a)
        #expect(moved.widthAnchor.constraint(equalToConstant: 4).description == "UILayoutGuide 'gap'.width == 4")
        #expect(root.safeAreaLayoutGuide.topAnchor.constraint(equalTo: a.topAnchor).description
                == "UIViewSafeAreaLayoutGuide(UIView).top == UIView.top")
        moved.owningView = nil
        #expect(a.layoutGuides.isEmpty)
    }
}
