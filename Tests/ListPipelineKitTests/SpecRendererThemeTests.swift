import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import Testing

/// A renderer's theme is the appearance of a spec that names none, for its view trees as for its quick content:
/// `SpecRenderer(theme: .dark)` draws what a spec whose environment says `"theme": "dark"` draws.
@MainActor
@Suite struct SpecRendererThemeTests {
    /// A quick cell and a view-tree cell in dynamic colours (`systemBackground`, `label`, `secondaryLabel`).
    static func json(environment: String, scale: Int) -> String {
        #"{ \#(environment) "sections": [ { "items": [ { "height": 44, "text": "Quick content" }, "#
            + #"{ "height": 64, "view": { "type": "view", "backgroundColor": "systemBackground", "children": [ "#
            + #"{ "type": "label", "text": "Title", "textColor": "label", "x": 16, "y": 8, "width": 200, "height": 22 }, "#
            + #"{ "type": "label", "text": "Detail", "textColor": "secondaryLabel", "x": 16, "y": 34, "width": 200, "#
            + #""height": 20 } ] } } ] } ], "viewport": { "width": 240, "height": 140, "scale": \#(scale) } }"#
    }

    /// Seeded over the Dynamic Type size, direction and scale the spec names: the renderer's dark theme draws the
    /// pixels of the spec that says dark, and not those of the light one (so the check can fail).
    @Test(arguments: [UInt64(1), 2, 3])
    func test_whenTheRendererIsDark_andTheSpecNamesNoTheme_thatItsViewTreesAreDark(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let category = ListContentSizeCategory.allCases.randomElement(using: &random)!
        let direction = ["leftToRight", "rightToLeft"].randomElement(using: &random)!
        let scale = Int.random(in: 1...3, using: &random)
        let traits = #""contentSizeCategory": "\#(category.rawValue)", "layoutDirection": "\#(direction)""#
        func render(_ json: String, theme: RenderTheme) throws -> RGBAImage {
            let document = try ListSpec.parse(Data(json.utf8), file: "theme.json")
            return try SpecRenderer(fonts: try FontSet.bundled(), theme: theme, overlays: .none).render(document)
                .rgbaImage()
        }
        let byRenderer = try render(Self.json(environment: #""environment": { \#(traits) },"#, scale: scale), theme: .dark)
        let bySpec = try render(
            Self.json(environment: #""environment": { "theme": "dark", \#(traits) },"#, scale: scale), theme: .light)
        let light = try render(Self.json(environment: #""environment": { \#(traits) },"#, scale: scale), theme: .light)
        let same = byRenderer == bySpec, differs = byRenderer != light
        #expect(same, "seed \(seed): \(category) \(direction) @\(scale)x")
        #expect(differs, "seed \(seed): light and dark draw alike")
    }
}
