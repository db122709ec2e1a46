import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// `UISegmentedControl` in iOS 13 and later's look: 32 points tall, equal segments (or by content, or as set), the
/// selected one on a card, dividers between unselected neighbours, segment 0 at the leading edge; 13-point titles
/// that do not grow with Dynamic Type. Frames exactly, pixels at 1×, 2× and 3×, light and dark, left to right and
/// right to left.
@MainActor
@Suite struct SegmentedControlTests {
    nonisolated static let cases = [1.0, 2.0, 3.0].flatMap { scale in
        [ListUserInterfaceStyle.light, .dark].flatMap { theme in
            [ListLayoutDirection.leftToRight, .rightToLeft].map {
                (scale, ListEnvironment(theme: theme, layoutDirection: $0))
            }
        }
    }

    static func control(_ environment: ListEnvironment = ListEnvironment(), width: CGFloat? = nil) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        control.overrideTraitCollection = ListTraitCollection(environment: environment)
        control.sizeToFit()
        if let width { control.frame.size.width = width }
        return control
    }

    private func frame(_ id: String, in control: UISegmentedControl) -> CGRect? {
        control.layoutIfNeeded()
        return control.subviews.first { $0.accessibilityIdentifier == id }?.frame
    }

    @Test func test_whenSized_thatItIs32PointsTall_andAsWideAsTheWidestTitleTimesTheSegments() {
        let filter = Self.control()
        #expect(filter.numberOfSegments == 3 && filter.selectedSegmentIndex == UISegmentedControl.noSegment)
        // The widest title in the selected (semibold) 13-point font, plus 12 points on each side, three times.
        let widest = ["All", "Unread", "Flagged"].map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            return label.sizeThatFits(CGSize(width: 1_000, height: 32)).width
        }.max() ?? 0
        #expect(widest > 30)
        #expect(filter.bounds.size == CGSize(width: ((widest + 24) * 3).rounded(.up), height: 32))
        #expect(filter.intrinsicContentSize == filter.bounds.size)
        #expect(UISegmentedControl(items: nil).intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    @Test func test_whenLaidOutInAWidth_thatSegmentsShareItEqually_orByContent_orAsSet() {
        let filter = Self.control(width: 300)
        #expect(filter.segmentFrames == [
            CGRect(x: 0, y: 0, width: 100, height: 32), CGRect(x: 100, y: 0, width: 100, height: 32),
            CGRect(x: 200, y: 0, width: 100, height: 32),
        ])
        filter.setWidth(50, forSegmentAt: 1)
        #expect(filter.widthForSegment(at: 1) == 50 && filter.widthForSegment(at: 0) == 0)
        #expect(filter.segmentFrames.map(\.width) == [125, 50, 125])
        #expect(filter.segmentFrames[2].minX == 175)
        filter.setWidth(0, forSegmentAt: 1)
        filter.apportionsSegmentWidthsByContent = true
        let content = filter.intrinsicSegmentWidths()
        let total = content.reduce(0, +)
        #expect(filter.segmentFrames.map(\.width) == content.map { $0 * 300 / total })
        #expect(filter.intrinsicContentSize.width == total.rounded(.up))
        // Fixed widths wider than the bounds are scaled down together: the segments never leave the bounds.
        filter.setWidth(400, forSegmentAt: 0)
        filter.setWidth(200, forSegmentAt: 2)
        #expect(filter.segmentWidths(in: 300) == [200, 0, 100])
    }

    @Test func test_whenASegmentIsSelected_thatItsCardIsInsetTwoPoints_andOnlyUnselectedNeighboursHaveDividers() {
        let filter = Self.control(width: 300)
        #expect(frame("segmentedControl.track", in: filter) == CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(frame("segmentedControl.divider.1", in: filter) == CGRect(x: 99.5, y: 8, width: 1, height: 16))
        #expect(frame("segmentedControl.divider.2", in: filter) == CGRect(x: 199.5, y: 8, width: 1, height: 16))
        #expect(frame("segmentedControl.selected", in: filter) == nil)
        filter.selectedSegmentIndex = 1
        #expect(frame("segmentedControl.selected", in: filter) == CGRect(x: 102, y: 2, width: 96, height: 28))
        #expect(frame("segmentedControl.divider.1", in: filter) == nil && frame("segmentedControl.divider.2", in: filter) == nil)
        filter.selectedSegmentIndex = 0
        #expect(frame("segmentedControl.divider.1", in: filter) == nil && frame("segmentedControl.divider.2", in: filter) != nil)
        #expect(frame("segmentedControl.segment.2", in: filter) == CGRect(x: 200, y: 0, width: 100, height: 32))
        // A momentary control shows no card: the tapped index is only read by the action.
        filter.isMomentary = true
        #expect(frame("segmentedControl.selected", in: filter) == nil && frame("segmentedControl.divider.1", in: filter) != nil)
    }

    @Test func test_whenRightToLeft_thatSegmentZeroIsAtTheRight_andTheFramesMirror() {
        let rtl = Self.control(ListEnvironment(layoutDirection: .rightToLeft), width: 300)
        rtl.selectedSegmentIndex = 0
        #expect(rtl.segmentFrames.map(\.minX) == [200, 100, 0])
        #expect(frame("segmentedControl.selected", in: rtl) == CGRect(x: 202, y: 2, width: 96, height: 28))
        #expect(frame("segmentedControl.divider.2", in: rtl) == CGRect(x: 99.5, y: 8, width: 1, height: 16))
        let ltr = Self.control(width: 300)
        ltr.setWidth(60, forSegmentAt: 2)
        rtl.setWidth(60, forSegmentAt: 2)
        for (left, right) in zip(ltr.segmentFrames, rtl.segmentFrames) {
            #expect(right == CGRect(x: 300 - left.maxX, y: 0, width: left.width, height: 32))
        }
    }

    @Test func test_whenTheTextIsLarger_thatTheControlKeepsItsSize_asUIKitsTitlesDoNotScale() {
        let sizes = [ListContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map {
            Self.control(ListEnvironment(contentSizeCategory: $0)).bounds.size
        }
        #expect(sizes[0] == sizes[1] && sizes[1] == sizes[2])
    }

    @Test(arguments: cases)
    func test_whenASegmentIsSelected_thatItsCardAndTheTrackDrawTheirColours(scale: Double, environment: ListEnvironment) throws {
        let filter = Self.control(environment, width: 240)
        filter.selectedSegmentIndex = 0
        let black = ListColor(red: UInt8(0), green: 0, blue: 0)
        let image = try Self.render(filter, scale: scale, environment: environment, background: black)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> ListColor { image.pixel(x: Int(Double(x) * scale), y: Int(Double(y) * scale)) }
        let dark = environment.theme == .dark
        // The card: white, #636366 in dark appearance; the track: #767680 at 12 % (31/255; 24 %, 61/255, dark) over
        // black, as Cairo stores it premultiplied (0x80 × 31/255 = 15.6 → 0x0F; × 61/255 = 30.6 → 0x1E).
        let card = dark ? ListColor(red: UInt8(0x63), green: 0x63, blue: 0x66) : ListColor(red: UInt8(255), green: 255, blue: 255)
        let track = dark ? ListColor(red: UInt8(0x1C), green: 0x1C, blue: 0x1E) : ListColor(red: UInt8(0x0E), green: 0x0E, blue: 0x0F)
        let selected = filter.segmentFrames[0], last = filter.segmentFrames[2]
        #expect(environment.isRightToLeft == (selected.minX > last.minX))
        #expect(pixel(selected.minX + 5, 16) == card)
        #expect(pixel(last.minX + 5, 16) == track)
        #expect(pixel(last.minX + 5, 2) == track)
        // Outside the rounded corners: the background.
        #expect(pixel(0, 0) == black && pixel(239.5, 31.5) == black)
    }

    /// Draws a control alone on a background, as a cell's view is drawn.
    static func render(_ control: UISegmentedControl, scale: Double, environment: ListEnvironment,
                       background: ListColor) throws -> RasterImage {
        control.layoutIfNeeded()
        let element = SceneElement(
            kind: .cell, frame: control.bounds, content: ListCellContent(), section: 0, item: 0, view: control.snapshot())
        let scene = RenderScene(size: control.bounds.size, scale: scale, elements: [element], backgroundColor: background)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment).render(scene)
    }
}
