import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// A spec's label `"lineBreakMode"` is drawn as UILabel's (`Specs/view-text.json`, which scripts/determinism.sh
/// renders in every environment): two-line labels cut by each mode, Arabic head and tail at their sides.
@MainActor
@Suite struct SpecLineBreakModeTests {
    /// The first text in a view tree.
    static func text(in node: ListViewSnapshot) -> ListViewText? {
        node.text ?? node.children.lazy.compactMap { text(in: $0) }.first
    }

    @Test func test_whenASpecSetsEachMode_thatItsLabelsAreCutAsUILabels() throws {
        let prepared = try SpecPipeline.bundled().prepare(try TestSpecs.spec("view-text"))
        let scene = prepared.scene(of: try prepared.layout())
        let ellipsis = LineBreakModeTests.ellipsis
        var seen: [String] = []
        for element in scene.elements {
            let view = try #require(element.view)
            let text = try #require(Self.text(in: view))
            let layout = text.layout()
            let last = try #require(layout.lines.last)
            let dots = last.glyphs.indices.filter { last.glyphs[$0].index == ellipsis }
            #expect(layout.lines.count == 2 && layout.isTruncated, "\(view.identifier)")
            switch text.lineBreakMode {
            case .byWordWrapping, .byCharWrapping:
                #expect(dots.isEmpty && last.width <= Double(text.rect.width) + 0.5)
            case .byClipping:
                #expect(dots.isEmpty && last.width > Double(text.rect.width))
            case .byTruncatingMiddle:
                #expect(dots.count == 1 && dots[0] > 0 && dots[0] < last.glyphs.count - 1)
            case .byTruncatingHead:
                // Logical start: the left of a left-to-right line, the right of a right-to-left one.
                #expect(dots == [last.isRightToLeft ? last.glyphs.count - 1 : 0])
            case .byTruncatingTail:
                #expect(dots == [last.isRightToLeft ? 0 : last.glyphs.count - 1])
            }
            seen.append("\(text.lineBreakMode) \(last.isRightToLeft)")
        }
        #expect(seen == [
            "byWordWrapping false", "byCharWrapping false", "byClipping false", "byTruncatingHead false",
            "byTruncatingMiddle false", "byTruncatingTail false", "byTruncatingHead true", "byTruncatingTail true",
        ])
    }
}
