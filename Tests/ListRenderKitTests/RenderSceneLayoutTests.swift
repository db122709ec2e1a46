import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit
import Testing

@Suite struct RenderSceneLayoutTests {
    @Test func test_whenScrolledWithStickyHeaders_thatThePinnedHeaderIsLast_atTheTopOfTheScene() throws {
        let scene = try TestSpecs.scene("sticky")
        #expect(scene.size == CGSize(width: 320, height: 400))
        let pinned = try #require(scene.elements.last)
        #expect(pinned.kind == .header)
        #expect(pinned.isPinned)
        #expect(pinned.frame == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(pinned.contentFrame == CGRect(x: 10, y: 130, width: 300, height: 30))
        let cells = scene.elements.filter { $0.kind == .cell }
        // Items 1…6 of section 0 (y 94 … 472 in content coordinates) intersect 130 ..< 530.
        #expect(cells.map(\.item) == [1, 2, 3, 4, 5, 6, 7])
        #expect(cells.first?.frame == CGRect(x: 10, y: -36, width: 300, height: 60))
        #expect(cells.first?.content.text == "Story 2")
    }

    @Test func test_whenCellsAreSeparatedByLineSpacing_thatEachGapHasAMarkerWithItsValue() throws {
        let scene = try TestSpecs.scene("sticky")
        #expect(scene.spacingMarkers.count == 6)
        #expect(scene.spacingMarkers.first == SpacingMarker(start: CGPoint(x: 160, y: 24), end: CGPoint(x: 160, y: 28), value: 4))
    }

    @Test func test_whenTheContentIsLongerThanTheViewport_thatTheScrollIndicatorShowsTheOffset() throws {
        let scene = try TestSpecs.scene("sticky")
        // Content 830 + insets 30 in a 400-point viewport at offset 130 + 20: thumb 183.26 long at 71.72.
        let thumb = try #require(scene.scrollIndicator)
        #expect(thumb.minX == 314)
        #expect(thumb.width == 3)
        #expect(abs(thumb.height - 394 * 400 / 860) < 1e-9)
        #expect(abs(thumb.minY - (3 + 150.0 / 460 * (394 - 394 * 400 / 860))) < 1e-9)
    }

    @Test func test_whenThereIsAContentInsetAndSectionInsets_thatBothGetGuides() throws {
        let scene = try TestSpecs.scene("sticky")
        #expect(scene.guides.first == SceneGuide(
            kind: .contentInset, outer: CGRect(x: 0, y: 0, width: 320, height: 400),
            inner: CGRect(x: 0, y: 20, width: 320, height: 370)))
        #expect(scene.guides.count == 2)  // section 1 has no inset
        #expect(scene.guides[1].kind == .sectionInset)
        #expect(scene.guides[1].inner.minX == 10)
        #expect(scene.guides[1].inner.width == 300)
    }

    @Test func test_whenRenderingTheFullContent_thatTheSceneCoversContentAndInsets_withHeadersAtRest() throws {
        let scene = try TestSpecs.scene("sticky", region: .fullContent)
        #expect(scene.size == CGSize(width: 320, height: 860))
        #expect(scene.scrollIndicator == nil)
        #expect(scene.elements.filter(\.isPinned).isEmpty)
        #expect(scene.elements.filter { $0.kind == .cell }.count == 12)
        let header = try #require(scene.elements.first { $0.kind == .header && $0.section == 0 })
        #expect(header.frame == CGRect(x: 10, y: 20, width: 300, height: 30))
    }

    @Test func test_whenItemsShareARow_thatInteritemGapsGetHorizontalMarkers() throws {
        let scene = try TestSpecs.scene("grid")
        let horizontal = scene.spacingMarkers.filter { !$0.isVertical }
        let vertical = scene.spacingMarkers.filter(\.isVertical)
        #expect(horizontal.first == SpacingMarker(start: CGPoint(x: 130, y: 107), end: CGPoint(x: 136, y: 107), value: 6))
        #expect(vertical.first?.value == 6)
        #expect(horizontal.count == 2 * (vertical.count + 1))
    }
}

@Suite struct RenderSceneHorizontalTests {
    @Test func test_whenTheLayoutScrollsHorizontally_thatLineSpacingIsMarkedBetweenColumns_andTheIndicatorIsAtTheBottom() throws {
        let scene = try TestSpecs.scene("horizontal")
        // Columns of two 140×110 cards, 10 apart (line spacing), 8 between the cards of a column; offset x 100.
        let horizontal = scene.spacingMarkers.filter { !$0.isVertical }
        #expect(horizontal.first == SpacingMarker(start: CGPoint(x: 56, y: 67), end: CGPoint(x: 66, y: 67), value: 10))
        let vertical = scene.spacingMarkers.filter(\.isVertical)
        #expect(vertical.first == SpacingMarker(start: CGPoint(x: -14, y: 122), end: CGPoint(x: -14, y: 130), value: 8))
        let thumb = try #require(scene.scrollIndicator)
        #expect(thumb.minY == 254)
        #expect(thumb.height == 3)
    }

    @Test func test_whenBuildingFromALayoutAndAContentLookup_thatEachElementShowsItsContent() throws {
        let spec = try TestSpecs.spec("horizontal")
        let layout = try TestSpecs.layout(spec)
        let scene = RenderScene(layout: layout) { kind, path in
            ListCellContent(text: "\(kind.rawValue) \(path.section).\(path.item)", accessory: .checkmark)
        }
        #expect(scene.elements.map(\.content.text) == scene.elements.map { "cell 0.\($0.item!)" })
        #expect(scene.elements.allSatisfy { $0.content.accessory == .checkmark })
        #expect(scene.elements.count == 8)  // columns at x 16, 166, 316 and 466 meet 100 ..< 490
    }
}
