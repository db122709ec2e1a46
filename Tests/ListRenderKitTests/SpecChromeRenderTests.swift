import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec's `"chrome"` drawn: the device's status bar and home indicator, the navigation and tab bars built by the
/// UIKit classes, and the list moved by their safe area (UIKit's `adjustedContentInset`), counted from rest.
@Suite struct SpecChromeRenderTests {
    /// Thirty red 44-point rows on an iPhone 16 (393 × 852, scale 1) with the given chrome.
    static func spec(chrome: String?, offset: Double = 0, viewport: String = #""width": 393, "height": 852"#,
                     environment: String = "{}") throws -> ListSpec {
        let rows = (0..<30).map { ##"{ "id": \##($0), "height": 44, "text": "Row \##($0)", "backgroundColor": "#FF0000" }"## }
        let chromeField = chrome.map { #""chrome": \#($0),"# } ?? ""
        return try ListSpec.parse(Data("""
            { "viewport": { \(viewport), "scale": 1 }, \(chromeField) "contentOffset": { "x": 0, "y": \(offset) },
              "environment": \(environment),
              "sections": [ { "id": "s", "items": [ \(rows.joined(separator: ", ")) ] } ] }
            """.utf8)).spec
    }

    static let bars = """
        { "navigationBar": { "title": "Feed", "titleDisplayMode": "large", "rightItems": [ { "title": "Edit" } ] },
          "tabBar": { "items": [ { "title": "Home", "systemName": "house" }, { "title": "Inbox", "systemName": "tray", "badge": "3" },
                                 { "title": "Settings", "systemName": "gear" } ], "selectedIndex": 1 } }
        """

    static let red = ListColor(red: 255, green: 0, blue: 0)

    static func prepare(_ spec: ListSpec) throws -> PreparedSpec {
        SpecRenderer(fonts: try FontSet.bundled(), overlays: .none).prepare(spec)
    }

    static func frame(_ identifier: String, in overlay: ListViewSnapshot?) -> CGRect? {
        overlay?.framesInRoot.first { $0.identifier == identifier }?.frame
    }

    @Test func test_whenASpecAsksForNoChrome_thatNothingChanges() throws {
        let prepared = try Self.prepare(try Self.spec(chrome: nil))
        #expect(prepared.chromeOverlay == nil)
        #expect(prepared.spec.viewport.contentInset == .zero)
        #expect(prepared.spec.contentOffset == .zero)
        let still = try prepared.still(overlays: .none)
        #expect(still.scene.chrome == nil)
        #expect(still.scene.elements.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(still.image.pixel(x: 200, y: 10) == Self.red)
        let off = try Self.prepare(try Self.spec(chrome: "false"))
        #expect(try off.still(overlays: .none).image.rgbaImage() == still.image.rgbaImage())
    }

    @Test func test_whenASpecHasALargeTitleAndATabBar_thatTheListStartsBelowThemAndEndsAboveTheTabBar() throws {
        let prepared = try Self.prepare(try Self.spec(chrome: Self.bars))
        // iPhone 16: 59-point top safe area (54-point status bar), a 44 + 52-point large-title bar, a 49-point tab
        // bar above the 34-point home indicator.
        #expect(prepared.spec.viewport.contentInset == ListEdgeInsets(top: 155, bottom: 83))
        #expect(prepared.spec.contentOffset == CGPoint(x: 0, y: -155))
        let still = try prepared.still(overlays: .none)
        #expect(still.scene.elements.first?.frame == CGRect(x: 0, y: 155, width: 393, height: 44))
        let overlay = try #require(still.scene.chrome)
        #expect(overlay.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.frame("statusBar", in: overlay) == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(Self.frame("navigationBar", in: overlay) == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(Self.frame("tabBar", in: overlay) == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(overlay.node("navigationBar.largeTitle")?.text?.string == "Feed")
        #expect(overlay.node("homeIndicator") != nil)
        #expect(overlay.node("tabBar.item.2") != nil)
        // At rest the bar is transparent (scroll-edge appearance): the theme's background shows under the title;
        // the first row starts right below it.
        let image = still.image
        #expect(image.pixel(x: 300, y: 120) == RenderTheme.light.background)
        #expect(image.pixel(x: 300, y: 160) == Self.red)
        #expect(image.pixel(x: 300, y: 154) != Self.red)
        // Rows continue under the tab bar, which draws over them.
        #expect(image.pixel(x: 300, y: 760) == Self.red)
        #expect(image.pixel(x: 300, y: 800) != Self.red)
    }

    @Test func test_whenTheTitleIsStandardOrTheDeviceHasAHomeButton_thatTheInsetsFollowTheirBars() throws {
        let standard = #"{ "navigationBar": { "title": "Feed" } }"#
        #expect(try Self.prepare(try Self.spec(chrome: standard)).spec.viewport.contentInset
            == ListEdgeInsets(top: 103, bottom: 34))
        let se = #""width": 375, "height": 667"#
        let prepared = try Self.prepare(try Self.spec(chrome: Self.bars, viewport: se))
        #expect(prepared.spec.viewport.contentInset == ListEdgeInsets(top: 116, bottom: 49))
        #expect(Self.frame("homeIndicator", in: prepared.chromeOverlay) == nil)
        #expect(try Self.prepare(try Self.spec(chrome: "true", viewport: se)).spec.viewport.contentInset
            == ListEdgeInsets(top: 20))
        #expect(try Self.prepare(try Self.spec(chrome: #"{ "statusBar": false }"#, viewport: se)).spec.viewport.contentInset
            == .zero)
    }

    @Test func test_whenTheListIsScrolledPastTheLargeTitle_thatTheTitleCollapsesIntoTheRow() throws {
        let cases: [(scrolled: CGFloat, top: CGFloat, large: Bool)] = [(30, 155, true), (51, 155, true), (52, 103, false), (300, 103, false)]
        for (scrolled, top, large) in cases {
            let prepared = try Self.prepare(try Self.spec(chrome: Self.bars, offset: Double(scrolled)))
            #expect(prepared.spec.viewport.contentInset.top == top, "scrolled \(scrolled)")
            // Offsets count from rest: the content does not jump when the title collapses.
            #expect(prepared.spec.contentOffset.y == scrolled - 155, "scrolled \(scrolled)")
            let overlay = prepared.chromeOverlay
            #expect((overlay?.node("navigationBar.largeTitle") != nil) == large, "scrolled \(scrolled)")
            #expect(Self.frame("navigationBar", in: overlay)?.height == (large ? 96 : 44), "scrolled \(scrolled)")
        }
    }

    @Test func test_whenTheAdjustmentIsNever_thatTheListStartsAtTheTopUnderTheBars() throws {
        let prepared = try Self.prepare(try Self.spec(chrome: #"{ "navigationBar": { "title": "Feed" }, "contentInsetAdjustmentBehavior": "never" }"#))
        #expect(prepared.spec.viewport.contentInset == .zero)
        #expect(prepared.spec.contentOffset == .zero)
        let still = try prepared.still(overlays: .none)
        #expect(still.scene.elements.first?.frame.minY == 0)
        #expect(still.scene.chrome?.node("navigationBar") != nil)
    }

    @Test func test_whenTheEnvironmentIsRightToLeftOrLarger_thatTheChromeFollowsIt() throws {
        let rtl = try Self.prepare(try Self.spec(chrome: Self.bars, environment: #"{ "layoutDirection": "rightToLeft", "theme": "dark" }"#))
        let ltr = try Self.prepare(try Self.spec(chrome: Self.bars))
        let time = try #require(Self.frame("statusBar.time", in: rtl.chromeOverlay))
        let timeLTR = try #require(Self.frame("statusBar.time", in: ltr.chromeOverlay))
        #expect(time.minX == 393 - timeLTR.maxX)
        let title = try #require(Self.frame("navigationBar.largeTitle", in: rtl.chromeOverlay))
        let titleLTR = try #require(Self.frame("navigationBar.largeTitle", in: ltr.chromeOverlay))
        #expect(title.maxX == 393 - titleLTR.minX)
        let item0 = try #require(Self.frame("tabBar.item.0", in: rtl.chromeOverlay))
        #expect(item0.minX > 196)
        let ax5 = try Self.prepare(try Self.spec(
            chrome: Self.bars, environment: #"{ "contentSizeCategory": "accessibilityExtraExtraExtraLarge" }"#))
        #expect(ax5.spec.viewport.contentInset.top > 155)
        #expect(ax5.spec.contentOffset.y == -ax5.spec.viewport.contentInset.top)
    }

    @Test func test_whenAChromeSpecIsDrawnTwiceOrAnimated_thatThePicturesAreTheSame() throws {
        var spec = try Self.spec(chrome: Self.bars)
        spec.updates = [ListSpecUpdate(sections: [ListSpecSection(id: "s", items: Array(spec.sections[0].items.dropFirst()))])]
        let first = try Self.prepare(spec).still(overlays: .none).image.rgbaImage()
        let prepared = try Self.prepare(spec)
        #expect(try prepared.still(overlays: .none).image.rgbaImage() == first)
        let sequence = try prepared.animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        let rasterizer = prepared.rasterizer(overlays: .none)
        #expect(try rasterizer.render(sequence.scene(for: sequence.timeline.frames[0])).rgbaImage() == first)
        #expect(sequence.chrome != nil)
    }

    @Test func test_whenTheWholeContentIsDrawn_thatTheBarsRoomStaysButNotTheBars() throws {
        let still = try Self.prepare(try Self.spec(chrome: Self.bars)).still(region: .fullContent, overlays: .none)
        #expect(still.scene.chrome == nil)
        #expect(still.scene.elements.first?.frame.minY == 155)
        #expect(still.scene.size.height == CGFloat(155 + 30 * 44 + 83))
    }
}

/// The tab bar of a spec's chrome at the bottom scroll edge (iOS 15 and later): transparent when the list is
/// scrolled to its end or shorter than the screen, the standard translucent bar with its hairline otherwise.
@Suite struct SpecChromeTabBarEdgeTests {
    @Test func test_whenTheListReachesItsEnd_thatTheTabBarDrawsItsScrollEdgeAppearance() throws {
        // 30 rows: 1,320 points of content between insets of 155 and 83 on an 852-point screen; the end is 706
        // points from rest (UIKit's largest offset, 551, plus 155).
        let cases: [(scrolled: Double, atEdge: Bool)] = [(0, false), (705, false), (706, true), (900, true)]
        for (scrolled, atEdge) in cases {
            let prepared = try SpecChromeRenderTests.prepare(
                try SpecChromeRenderTests.spec(chrome: SpecChromeRenderTests.bars, offset: scrolled))
            let still = try prepared.still(overlays: .none)
            let background = still.scene.chrome?.node("tabBar.background")
            #expect(background != nil, "scrolled \(scrolled)")
            #expect((background?.backgroundColor == nil) == atEdge, "scrolled \(scrolled)")
            #expect((still.scene.chrome?.node("tabBar.shadow") == nil) == atEdge, "scrolled \(scrolled)")
            // Above the home indicator, under the items: the theme's background at the end, the bar colour (over
            // a red row) before it.
            let pixel = still.image.pixel(x: 20, y: 845)
            #expect((pixel == RenderTheme.light.background) == atEdge, "scrolled \(scrolled): \(pixel)")
        }
    }

    @Test func test_whenTheListIsShorterThanTheScreen_thatTheTabBarIsTransparent_andNoTabBarLeavesTheOverlayAlone() throws {
        var spec = try SpecChromeRenderTests.spec(chrome: SpecChromeRenderTests.bars)
        spec.sections[0].items = Array(spec.sections[0].items.prefix(3))
        let prepared = try SpecChromeRenderTests.prepare(spec)
        let still = try prepared.still(overlays: .none)
        #expect(still.scene.chrome == prepared.chromeOverlayAtBottomEdge)
        #expect(still.scene.chrome?.node("tabBar.background")?.backgroundColor == nil)
        #expect(still.image.pixel(x: 20, y: 845) == RenderTheme.light.background)
        spec.updates = [ListSpecUpdate(sections: spec.sections)]
        let sequence = try SpecChromeRenderTests.prepare(spec).animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        #expect(sequence.chrome == prepared.chromeOverlayAtBottomEdge)
        let noTabs = try SpecChromeRenderTests.prepare(try SpecChromeRenderTests.spec(chrome: #"{ "navigationBar": { "title": "A" } }"#))
        #expect(noTabs.chromeOverlayAtBottomEdge == nil && noTabs.chromeOverlay != nil)
    }
}
