import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// A still whose view trees skip what VoiceOver reads (`verify` draws and compares stills, it does not read them
/// aloud) is the same still: in random environments (Dynamic Type sizes, both directions, both themes, locales,
/// scales 1–3) the layout, every element and every node of its trees but their accessibility elements, and the
/// pixels are those of the still that collects them; an audited still collects them whatever it is told, so its
/// audit is the same too.
@Suite struct SpecStillAccessibilityPropertyTests {
    /// Cards of a stack (a title that wraps, a subtitle, a row of a button and a label with an accessibility label),
    /// `"auto"` and fixed heights, a quick-content cell, a header tree.
    static func spec(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        func card(_ index: Int, height: String) -> String {
            """
            { "id": "c\(index)", "height": \(height), "view": { "type": "stack", "axis": "vertical", "spacing": 4,
              "isLayoutMarginsRelativeArrangement": true,
              "layoutMargins": { "top": 10, "left": 16, "bottom": 10, "right": 16 }, "children": [
                { "type": "label", "text": "Card \(index) with a title long enough to wrap", "numberOfLines": 0,
                  "font": { "size": 17, "weight": "semibold" } },
                { "type": "label", "text": "Subtitle \(index)", "textColor": "secondaryLabel" },
                { "type": "stack", "axis": "horizontal", "spacing": 8, "children": [
                  { "type": "button", "title": "Share", "id": "share" },
                  { "type": "label", "text": "\(index) comments", "accessibilityLabel": "\(index) comments so far" } ] } ] } }
            """
        }
        let items = (0..<Int.random(in: 3...8, using: &rng)).map { index in
            index == 2 ? #"{ "id": "q", "height": "auto", "text": "Quick content", "detailText": "detail" }"#
                : card(index, height: Bool.random(using: &rng) ? "\"auto\"" : "96")
        }
        let header = #"{ "height": "auto", "view": { "type": "label", "text": "Header", "accessibilityTraits": ["header"] } }"#
        let environment = SpecEnvironmentJSON.random(using: &rng)
        return """
            { "viewport": { "width": \(Int.random(in: 280...430, using: &rng)), "height": 600,
                            "scale": \(Int.random(in: 1...3, using: &rng)) },
              "environment": \(environment),
              "sections": [ { "id": "s", "header": \(header), "items": [ \(items.joined(separator: ",\n")) ] } ] }
            """
    }

    static func withoutAccessibility(_ node: ListViewSnapshot?) -> ListViewSnapshot? {
        guard var node else { return nil }
        node.accessibility = nil
        node.accessibilityBars = nil
        return node
    }

    @Test(arguments: Array(UInt64(1)...12))
    func test_whenAStillSkipsAccessibility_thatItsLayoutTreesAndPixelsAreTheSame(_ seed: UInt64) throws {
        let document = try ListSpec.parse(Data(Self.spec(seed: seed).utf8), file: "cards.json")
        #expect(document.warnings.isEmpty, "seed \(seed): \(document.warnings)")
        let prepared = try SpecPipeline.bundled().prepare(document)
        let full = try prepared.still(overlays: .none)
        let drawn = try prepared.still(overlays: .none, readsAccessibility: false)
        let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        #expect(drawn.layout.contentSize == full.layout.contentSize, "seed \(seed)")
        #expect(drawn.layout.layoutAttributesForElements(in: everything).map(\.frame)
            == full.layout.layoutAttributesForElements(in: everything).map(\.frame), "seed \(seed)")
        #expect(drawn.scene.elements.count == full.scene.elements.count, "seed \(seed)")
        var trees = 0
        for (skipped, read) in zip(drawn.scene.elements, full.scene.elements) {
            var expected = read
            expected.view = Self.withoutAccessibility(read.view)
            #expect(skipped == expected, "seed \(seed): \(read.kind) \(read.section)·\(read.item ?? 0)")
            #expect(skipped.view == nil || skipped.view?.accessibility == nil, "seed \(seed)")
            if let view = read.view {
                trees += 1
                #expect(view.accessibility?.isEmpty == false, "seed \(seed): the full still reads its trees")
            }
        }
        #expect(trees >= 2, "seed \(seed): the spec shows view trees")
        #expect(drawn.image.rgbaImage() == full.image.rgbaImage(), "seed \(seed)")

        let audited = try prepared.still(overlays: .none, audited: true)
        let auditedSkipping = try prepared.still(overlays: .none, audited: true, readsAccessibility: false)
        #expect(auditedSkipping.audit == audited.audit, "seed \(seed): an audited still reads accessibility anyway")
        #expect(auditedSkipping.scene.elements == full.scene.elements, "seed \(seed)")
    }
}
