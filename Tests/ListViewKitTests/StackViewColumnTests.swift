import Foundation
import ListCore
import ListViewKit
import Testing

/// UIStackView columns, stacks inside stacks and constrained lengths, with exact frames. The arranged views are plain
/// views of 40×20, 60×30 and 50×10 (as in StackViewTests), spaced 10 apart, in a 100×300 column unless a test says
/// otherwise.
@MainActor
@Suite struct StackViewColumnTests {
    let views = StackFixture.views()

    func column(
        _ distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
        size: CGSize = CGSize(width: 100, height: 300), direction: ListLayoutDirection = .leftToRight
    ) -> [CGRect] {
        StackFixture.frames(
            of: views, axis: .vertical, distribution: distribution, alignment: alignment, size: size, direction: direction)
    }

    @Test(arguments: ListLayoutDirection.allCases)
    func test_whenAColumnFills_thatViewsFollowEachOtherDownwardsAndTheLastStretches(direction: ListLayoutDirection) {
        // A column does not mirror in right-to-left: filled across, the views span the whole width either way.
        #expect(column(direction: direction) == [
            CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 30),
            CGRect(x: 0, y: 70, width: 100, height: 230),
        ])
    }

    @Test func test_whenAColumnFillsEqually_thatEveryViewGetsAThirdOfTheHeightLessSpacing() {
        let frames = column(.fillEqually)
        let third = CGFloat(280) / 3
        #expect(frames.map(\.height) == [third, third, third])
        #expect(frames.map(\.minY) == [0, third + 10, third + 10 + third + 10])
    }

    @Test func test_whenAColumnFillsProportionally_thatHeightsFollowTheNaturalHeights() {
        let frames = column(.fillProportionally)
        let heights: [CGFloat] = [20, 30, 10].map { $0 * 280 / 60 }
        #expect(frames.map(\.height) == heights)
        #expect(frames.map(\.minY) == [0, heights[0] + 10, heights[0] + 10 + heights[1] + 10])
    }

    @Test func test_whenAColumnSpacesEqually_thatGapsShareTheSpareHeight() {
        // (300 - 60) / 2 = 120 between views, natural heights.
        #expect(column(.equalSpacing).map(\.minY) == [0, 140, 290])
        #expect(column(.equalSpacing).map(\.height) == [20, 30, 10])
    }

    @Test func test_whenAColumnCentresEqually_thatCentresAreEquallyApart() {
        // Centres from 10 (the first at the top) to 295 (the last at the bottom): 10, 152.5, 295.
        #expect(column(.equalCentering).map(\.midY) == [10, 152.5, 295])
    }

    @Test(arguments: [
        (UIStackView.Alignment.leading, ListLayoutDirection.leftToRight, [0.0, 0, 0]),
        (.leading, .rightToLeft, [60, 40, 50]),
        (.center, .leftToRight, [30, 20, 25]),
        (.center, .rightToLeft, [30, 20, 25]),
        (.trailing, .leftToRight, [60, 40, 50]),
        (.trailing, .rightToLeft, [0, 0, 0]),
    ])
    func test_whenAColumnIsAligned_thatLeadingAndTrailingFollowTheLayoutDirection(
        alignment: UIStackView.Alignment, direction: ListLayoutDirection, lefts: [Double]
    ) {
        let frames = column(alignment: alignment, direction: direction)
        #expect(frames.map { Double($0.minX) } == lefts)
        #expect(frames.map(\.width) == [40, 60, 50])
        #expect(frames.map(\.minY) == [0, 30, 70])
    }

    /// The regression behind the withheld view-tree sample: a column measures a centred row with an unbounded
    /// height ("no limit" = `greatestFiniteMagnitude`), and the row centred its views in that room, reporting a
    /// height of `greatestFiniteMagnitude`; the column then shrank every view to 0 and put them all at y = 0.
    @Test(arguments: [UIStackView.Alignment.center, .trailing, .bottom, .fill, .leading])
    func test_whenAColumnHoldsARowAlignedAcross_thatTheRowFitsItsTallestViewAndTheColumnStacksDownwards(
        alignment: UIStackView.Alignment
    ) {
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 10
        row.alignment = alignment
        #expect(row.sizeThatFits(UIView.layoutFittingExpandedSize) == CGSize(width: 170, height: 30))
        #expect(row.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height == 30)
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
        let caption = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 24))
        let column = UIStackView(arrangedSubviews: [row, photo, caption])
        column.axis = .vertical
        column.spacing = 4
        #expect(column.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
            == CGSize(width: 170, height: 30 + 4 + 80 + 4 + 24))
        column.frame = CGRect(x: 0, y: 0, width: 300, height: 142)
        column.layoutIfNeeded()
        #expect([row.frame, photo.frame, caption.frame] == [
            CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 34, width: 300, height: 80),
            CGRect(x: 0, y: 118, width: 300, height: 24),
        ])
    }

    @Test func test_whenARowIsFittedWithAFiniteHeight_thatCentringDoesNotGrowIt() {
        let row = UIStackView(arrangedSubviews: views)
        row.alignment = .center
        // It used to centre the tallest view in the room offered and report 85 + 30 = 115.
        #expect(row.sizeThatFits(CGSize(width: 500, height: 200)) == CGSize(width: 150, height: 30))
    }

    @Test func test_whenViewsHaveConstrainedLengths_thatFillStretchesAnotherViewAndAlignmentKeepsTheirHeight() {
        views[2].constrainedWidth = 26
        views[2].constrainedHeight = 26
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 10
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.layoutIfNeeded()
        // The middle view (the last one free to stretch) takes the spare 300 - 126 - 20 = 154 points.
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 214, height: 100),
            CGRect(x: 274, y: 0, width: 26, height: 26),
        ])
    }

    @Test func test_whenEveryViewHoldsItsLength_thatTheSpareRoomStaysAfterTheLast() {
        for view in views { view.constrainedWidth = view.frame.width }
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 10
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))
        row.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [260, 190, 130])
        #expect(views.map(\.frame.width) == [40, 60, 50])
    }

    @Test func test_whenARowIsTooShort_thatViewsWithoutConstrainedLengthsShrinkFirst() {
        views[2].constrainedWidth = 50
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 10
        row.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        row.layoutIfNeeded()
        // 170 in 120: 50 too long, taken from the middle view (the last one without a constrained width).
        #expect(views.map(\.frame.width) == [40, 10, 50])
        #expect(views.map(\.frame.minX) == [0, 50, 70])
    }
}
