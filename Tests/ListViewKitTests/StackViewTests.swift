import Foundation
import ListCore
import ListViewKit
import Testing

/// UIStackView's distributions and alignments with exact frames. The arranged views are plain views sized by their
/// frames (what width and height constraints give them in UIKit): 40×20, 60×30 and 50×10, spaced 10 apart, in a
/// 300×100 row unless a test says otherwise.
@MainActor
@Suite struct StackViewTests {
    let views = StackFixture.views()

    func row(
        _ distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
        size: CGSize = CGSize(width: 300, height: 100), direction: ListLayoutDirection = .leftToRight
    ) -> [CGRect] {
        StackFixture.frames(
            of: views, axis: .horizontal, distribution: distribution, alignment: alignment, size: size, direction: direction)
    }

    @Test func test_whenDistributionIsFill_thatTheLastOfEqualHuggingViewsStretches() {
        #expect(row() == [
            CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 60, height: 100),
            CGRect(x: 120, y: 0, width: 180, height: 100),
        ])
    }

    @Test func test_whenOneViewHugsLess_thatItStretches() {
        views[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(row().map(\.width) == [170, 60, 50])
        #expect(row().map(\.minX) == [0, 180, 250])
    }

    @Test func test_whenTheViewsDoNotFit_thatTheLeastResistantShrinksFirst_andEqualsFromTheLast() {
        // 150 + 20 spacing in 100: 70 too long. Equal resistance: the last view gives its 50, the middle one 20.
        #expect(row(size: CGSize(width: 100, height: 100)).map(\.width) == [40, 40, 0])
        views[0].setContentCompressionResistancePriority(.defaultHigh - 50, for: .horizontal)
        #expect(row(size: CGSize(width: 100, height: 100)).map(\.width) == [0, 60, 20])
    }

    @Test func test_whenDistributionIsFillEqually_thatEveryViewGetsAThirdOfTheRoomLessSpacing() {
        let frames = row(.fillEqually)
        let third = CGFloat(280) / 3
        #expect(frames.map(\.width) == [third, third, third])
        #expect(frames.map(\.minX) == [0, third + 10, 2 * third + 20])
    }

    @Test func test_whenDistributionIsFillProportionally_thatWidthsFollowTheNaturalWidths() {
        let frames = row(.fillProportionally)
        let expected: [CGFloat] = [40, 60, 50].map { $0 * 280 / 150 }
        #expect(frames.map(\.width) == expected)
    }

    @Test func test_whenDistributionIsEqualSpacing_thatGapsShareTheSpareRoom() {
        // (300 - 150) / 2 = 75 between views; natural widths.
        #expect(row(.equalSpacing).map(\.minX) == [0, 115, 250])
        #expect(row(.equalSpacing).map(\.width) == [40, 60, 50])
    }

    @Test func test_whenDistributionIsEqualCentering_thatCentresAreEquallyApart() {
        // Centres from 20 (first at the start) to 275 (last at the end): 20, 147.5, 275.
        #expect(row(.equalCentering).map(\.midX) == [20, 147.5, 275])
    }

    @Test func test_whenEqualCenteringCannotKeepTheSpacing_thatItFallsBackToTheSpacing() {
        let frames = row(.equalCentering, size: CGSize(width: 170, height: 100))
        #expect(frames.map(\.minX) == [0, 50, 120])
    }

    @Test(arguments: [
        (UIStackView.Alignment.leading, [0.0, 0, 0], [20.0, 30, 10]),
        (.top, [0, 0, 0], [20, 30, 10]),
        (.center, [40, 35, 45], [20, 30, 10]),
        (.trailing, [80, 70, 90], [20, 30, 10]),
        (.bottom, [80, 70, 90], [20, 30, 10]),
        (.fill, [0, 0, 0], [100, 100, 100]),
        (.firstBaseline, [10, 0, 20], [20, 30, 10]),
        (.lastBaseline, [10, 0, 20], [20, 30, 10]),
    ])
    func test_whenAligned_thatViewsSitAcrossTheAxisAsUIKitDocuments(
        alignment: UIStackView.Alignment, tops: [Double], heights: [Double]
    ) {
        let frames = row(alignment: alignment)
        #expect(frames.map { Double($0.minY) } == tops)
        #expect(frames.map { Double($0.height) } == heights)
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatTheFirstViewIsAtTheRightEdge() {
        #expect(row(direction: .rightToLeft).map(\.minX) == [260, 190, 0])
    }

    @Test func test_whenAnArrangedViewIsHidden_thatItTakesNoRoomAndNoSpacing() {
        views[1].isHidden = true
        let frames = row()
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(frames[2] == CGRect(x: 50, y: 0, width: 250, height: 100))
    }

    @Test func test_whenAColumnIsLaidOutInItsMargins_thatViewsStartAtTheMargins() {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        stack.setCustomSpacing(20, after: views[1])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 16, y: 12, width: 40, height: 20), CGRect(x: 16, y: 36, width: 60, height: 30),
            CGRect(x: 16, y: 86, width: 50, height: 302),
        ])
        #expect(stack.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
            == CGSize(width: 92, height: 12 + 20 + 4 + 30 + 20 + 10 + 12))
    }

    @Test func test_whenAStackFitsItsContent_thatItIsAsLongAsItsViewsAndAsTallAsTheTallest() {
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        #expect(stack.sizeThatFits(UIView.layoutFittingExpandedSize) == CGSize(width: 170, height: 30))
        stack.distribution = .fillEqually
        #expect(stack.sizeThatFits(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 30))
        let outer = UIStackView(arrangedSubviews: [stack, UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))])
        outer.axis = .vertical
        #expect(outer.sizeThatFits(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 80))
    }
}
