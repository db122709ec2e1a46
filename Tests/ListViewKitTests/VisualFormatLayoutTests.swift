import Foundation
import ListCore
import ListViewKit
import Testing

/// The visual format language as UIKit apps write it: the constraints each format makes and the exact frames they
/// lead to (standard spacings, the superview's margins, predicates, metrics, priorities, alignment and direction
/// options, right to left).
@MainActor
@Suite struct VisualFormatLayoutTests {
    func container(width: CGFloat = 320, height: CGFloat = 60) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func solved(in parent: UIView, count: Int) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            return view
        }
    }

    func activate(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws {
        for format in formats {
            NSLayoutConstraint.activate(
                try NSLayoutConstraint.checkedConstraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    /// An icon, a title and a badge as a cell writes them: `|-` reaches the superview's leading margin (8), `-`
    /// between siblings is 8, `.alignAllCenterY` centres the row on the icon.
    func row(direction: ListLayoutDirection, options: NSLayoutConstraint.FormatOptions = [])
        throws -> (UIView, [UIView])
    {
        let content = container()
        content.overrideTraitCollection = UITraitCollection(layoutDirection: direction)
        let views = solved(in: content, count: 3)
        let names: [String: Any] = ["icon": views[0], "title": views[1], "badge": views[2]]
        try activate(
            ["H:|-[icon(32)]-[title]-8-[badge(>=44)]-|"], options: options.union(.alignAllCenterY), views: names)
        try activate(["V:|-14-[icon(32)]", "V:[title(20)]", "V:[badge(16)]"], views: names)
        let wish = views[1].widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultLow
        wish.isActive = true
        content.layoutIfNeeded()
        return (content, views)
    }

    @Test func test_whenARowIsWrittenAsAFormat_thatStandardSpacingsAreTheMarginAndEightPoints() throws {
        let (content, views) = try row(direction: .leftToRight)
        #expect(views[0].frame == CGRect(x: 8, y: 14, width: 32, height: 32))
        #expect(views[1].frame == CGRect(x: 48, y: 20, width: 212, height: 20))
        #expect(views[2].frame == CGRect(x: 268, y: 22, width: 44, height: 16))
        #expect(content.brokenConstraints.isEmpty)
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatALeadingToTrailingFormatFlips() throws {
        let (_, views) = try row(direction: .rightToLeft)
        #expect(views[0].frame == CGRect(x: 280, y: 14, width: 32, height: 32))
        #expect(views[1].frame == CGRect(x: 60, y: 20, width: 212, height: 20))
        #expect(views[2].frame == CGRect(x: 8, y: 22, width: 44, height: 16))
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenTheFormatRunsLeftToRight_thatTheLayoutDirectionDoesNotFlipIt(direction: ListLayoutDirection) throws {
        let (_, views) = try row(direction: direction, options: .directionLeftToRight)
        #expect(views.map(\.frame.minX) == [8, 48, 268])
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenTheFormatRunsRightToLeft_thatItStartsAtTheRightEdgeInEitherDirection(direction: ListLayoutDirection)
        throws
    {
        let (_, views) = try row(direction: direction, options: .directionRightToLeft)
        #expect(views.map(\.frame.minX) == [280, 60, 8])
    }

    @Test func test_whenAVerticalFormatHasAMetricPriorityAndAnEqualHeight_thatTheColumnSplitsAsUIKitSolvesIt() throws {
        let content = container(height: 100)
        let views = solved(in: content, count: 2)
        let names: [String: Any] = ["a": views[0], "b": views[1]]
        try activate(["V:|-(==padding@750)-[a]-[b(==a)]|", "H:|[a]|", "H:|[b]|"], metrics: ["padding": 12], views: names)
        content.layoutIfNeeded()
        // 12 + h + 8 + h = 100: h = 40.
        #expect(views[0].frame == CGRect(x: 0, y: 12, width: 320, height: 40))
        #expect(views[1].frame == CGRect(x: 0, y: 60, width: 320, height: 40))
    }

    @Test func test_whenTheMarginsChange_thatTheStandardSpacingToTheSuperviewFollowsThem() throws {
        let content = container()
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 12)
        let views = solved(in: content, count: 1)
        try activate(["H:|-[a]-|", "V:|-[a]-|"], views: ["a": views[0]])
        content.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 20, y: 4, width: 288, height: 50))
        content.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        content.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 12, y: 4, width: 288, height: 50))
    }

    @Test func test_whenAFormatMakesConstraints_thatTheyAreUIKitsItemFormInWrittenOrder() throws {
        let content = container()
        let views = solved(in: content, count: 2)
        let made = try NSLayoutConstraint.checkedConstraints(
            withVisualFormat: "H:|-16-[a(>=44@750)]-(>=8,<=gap)-[b(==a)]-|", options: .alignAllTop,
            metrics: ["gap": 20.5], views: ["a": views[0], "b": views[1]])
        #expect(made.map(\.description) == [
            "UIView.leading == UIView.leading + 16",
            "UIView.width >= 44 @750",
            "UIView.leading >= UIView.trailing + 8",
            "UIView.leading <= UIView.trailing + 20.5",
            "UIView.width == UIView.width",
            "UIView.trailingMargin == UIView.trailing",
            "UIView.top == UIView.top",
        ])
        #expect(made[0].firstItem === views[0] && made[0].secondItem === content)
        #expect(made[2].firstItem === views[1] && made[2].secondItem === views[0])
        #expect(made[5].firstItem === content && made[5].secondItem === views[1])
        #expect(made[6].firstItem === views[1] && made[6].secondItem === views[0])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func test_whenApplesExamplesAreLaidOut_thatEachGivesItsDocumentedFrames() throws {
        let content = container(width: 300, height: 200)
        let views = solved(in: content, count: 3)
        let names: [String: Any] = ["a": views[0], "b": views[1], "c": views[2]]
        try activate(
            [
                "|-50-[a]-50-|",  // connection to the superview, horizontal by default
                "V:|[a(20)]-10-[b(30)][c(==b)]",  // vertical layout, flush views
                "H:|[b(>=70,<=100)]",  // multiple predicates: the least the wish allows
                "H:[b]-(-10)-[c(100@20)]",  // a negative spacing overlaps; priority 20 on a width
            ], metrics: nil, views: names)
        let wish = views[1].widthAnchor.constraint(equalToConstant: 0)
        wish.priority = .defaultLow
        wish.isActive = true
        content.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 50, y: 0, width: 200, height: 20))
        #expect(views[1].frame == CGRect(x: 0, y: 30, width: 70, height: 30))
        #expect(views[2].frame == CGRect(x: 60, y: 60, width: 100, height: 30))
    }

    @Test func test_whenMetricsAreAnyKindOfNumber_thatEachIsItsValue() throws {
        let content = container()
        let view = solved(in: content, count: 1)[0]
        let metrics: [String: Any] = [
            "int": 10, "double": 2.5, "cgfloat": CGFloat(3), "float": Float(4.5), "number": NSNumber(value: 6),
            "small": Int16(1),
        ]
        try activate(["H:|-int-[v(double)]", "V:|-cgfloat-[v(float)]"], metrics: metrics, views: ["v": view])
        try activate(["H:[v]-(>=number@small)-|"], metrics: metrics, views: ["v": view])
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 3, width: 2.5, height: 4.5))
        #expect(content.constraints.last?.priority == ListLayoutPriority(1))
    }

    @Test func test_whenSpacesSitBetweenTokens_thatTheyAreSkipped() throws {
        let content = container()
        let view = solved(in: content, count: 1)[0]
        try activate(["H: | - 12 - [ v ( >= 40 , <= 60 @ 750 ) ] - |"], views: ["v": view])
        content.layoutIfNeeded()
        #expect(view.frame.minX == 12 && view.frame.maxX == 312)
    }
}
