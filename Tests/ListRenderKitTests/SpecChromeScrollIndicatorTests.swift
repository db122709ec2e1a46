import Foundation
import ListAnimationKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import Testing

/// The scroll indicator of a spec under its `"chrome"` runs between the bars, as iOS adjusts a scroll view's
/// `verticalScrollIndicatorInsets` by the safe area (`automaticallyAdjustsScrollIndicatorInsets`): never over the
/// status bar, the navigation bar, the tab bar or the home indicator.
@Suite struct SpecChromeScrollIndicatorTests {
    // Thirty 44-point rows (1,320 points) under a 155-point top (status bar and large-title bar) and an 83-point
    // bottom (tab bar and home indicator) on an 852-point screen: the track is 852 - 155 - 83 - 6 = 608 points,
    // from 158 to 766.
    static func indicator(chrome: String?, offset: Double) throws -> CGRect? {
        let spec = try SpecChromeRenderTests.spec(chrome: chrome, offset: offset)
        return try SpecChromeRenderTests.prepare(spec).still(overlays: .none).scene.scrollIndicator
    }

    @Test func test_whenTheListRestsUnderTheBars_thatTheIndicatorStartsThreePointsBelowTheNavigationBar() throws {
        let thumb = try #require(try Self.indicator(chrome: SpecChromeRenderTests.bars, offset: 0))
        #expect(thumb.minY == 158 && thumb.minX == 387 && thumb.width == 3)
        #expect(abs(thumb.height - 608 * 852 / 1558) < 1e-9)
    }

    @Test func test_whenTheListIsScrolledToItsEnd_thatTheIndicatorEndsThreePointsAboveTheTabBar() throws {
        // The end is 706 points from rest (the content, 1,558 points with its insets, less the screen).
        let thumb = try #require(try Self.indicator(chrome: SpecChromeRenderTests.bars, offset: 706))
        #expect(abs(thumb.maxY - 766) < 1e-9)
        // Scrolled past the large title, the bar collapses to 44 points and the track grows up to 3 points below it.
        for offset in stride(from: 0.0, through: 706, by: 50) {
            let spec = try SpecChromeRenderTests.spec(chrome: SpecChromeRenderTests.bars, offset: offset)
            let scene = try SpecChromeRenderTests.prepare(spec).still(overlays: .none).scene
            let shown = try #require(scene.scrollIndicator)
            let bar = try #require(SpecChromeRenderTests.frame("navigationBar", in: scene.chrome))
            let tabs = try #require(SpecChromeRenderTests.frame("tabBar", in: scene.chrome))
            #expect(shown.minY >= bar.maxY + 3 - 1e-9 && shown.maxY <= tabs.minY - 3 + 1e-9, "offset \(offset)")
        }
    }

    @Test func test_whenTheContentIsNotAdjusted_thatTheIndicatorStillKeepsClearOfTheBars() throws {
        // iOS adjusts the indicator by the safe area whatever `contentInsetAdjustmentBehavior` does to the content.
        let chrome = #"{ "navigationBar": { "title": "Feed" }, "contentInsetAdjustmentBehavior": "never" }"#
        let thumb = try #require(try Self.indicator(chrome: chrome, offset: 0))
        #expect(abs(thumb.minY - (59 + 44 + 3)) < 1e-9)
        let end = try #require(try Self.indicator(chrome: chrome, offset: 30 * 44 - 852))
        #expect(abs(end.maxY - (852 - 34 - 3)) < 1e-9)
    }

    @Test func test_whenThereIsNoChrome_thatTheIndicatorUsesTheWholeViewport() throws {
        let thumb = try #require(try Self.indicator(chrome: nil, offset: 0))
        #expect(thumb.minY == 3 && thumb.minX == 387)
        let end = try #require(try Self.indicator(chrome: nil, offset: 30 * 44 - 852))
        #expect(abs(end.maxY - 849) < 1e-9)
    }

    @Test func test_whenAChromeSpecIsAnimated_thatEveryFrameKeepsTheIndicatorBetweenTheBars() throws {
        var spec = try SpecChromeRenderTests.spec(chrome: SpecChromeRenderTests.bars, offset: 300)
        spec.updates = [ListSpecUpdate(sections: [ListSpecSection(id: "s", items: Array(spec.sections[0].items.dropFirst(3)))])]
        let sequence = try SpecChromeRenderTests.prepare(spec).animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        for frame in sequence.timeline.frames {
            let thumb = try #require(sequence.scene(for: frame).scrollIndicator)
            #expect(thumb.minY >= 158 - 1e-9 && thumb.maxY <= 766 + 1e-9)
        }
    }
}
