import Foundation
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import Testing

/// Issue 27: a 1,000,000-item spec draws its viewport from the visible elements only. The layout is computed for
/// every item (the content size needs them), but the scene, its content and the image hold what the viewport shows:
/// exact elements, frames and text, whatever the item count (docs/SPEC.md, "Large specs").
@Suite struct LargeSpecRenderTests {
    @Test func test_whenASpecHoldsAMillionItems_thatTheViewportSceneHoldsOnlyTheTwentyVisibleCells_exactly() throws {
        let count = 1_000_000
        let items = (0..<count).map { index in
            ListSpecItem(
                id: String(index), size: ListSpecSize(height: .fixed(44)), content: ListCellContent(text: "Item \(index)"))
        }
        let spec = ListSpec(
            viewport: ListSpecViewport(width: 390, height: 844, scale: 1), contentOffset: CGPoint(x: 0, y: 500_000),
            sections: [ListSpecSection(id: "s", items: items)])
        let prepared = SpecPipeline(fonts: try FontSet.bundled()).prepare(spec)
        let still = try prepared.still(overlays: .none)
        #expect(still.layout.contentSize == CGSize(width: 390, height: 44_000_000))
        // 500,000 / 44 = 11,363.6: items 11,363 (from y 499,972) to 11,382 (to y 500,852) meet the viewport.
        #expect(still.scene.elements.map(\.item) == (11_363...11_382).map { $0 })
        #expect(still.scene.elements.first?.frame == CGRect(x: 0, y: -28, width: 390, height: 44))
        #expect(still.scene.elements.first?.contentFrame == CGRect(x: 0, y: 499_972, width: 390, height: 44))
        #expect(still.scene.elements.last?.frame == CGRect(x: 0, y: 808, width: 390, height: 44))
        #expect(still.scene.elements.map(\.content.text) == (11_363...11_382).map { "Item \($0)" })
        #expect(still.image.width == 390 && still.image.height == 844)
    }
}
