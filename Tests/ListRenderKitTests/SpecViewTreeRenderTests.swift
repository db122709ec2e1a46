import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListPipelineKit
import ListSpecKit
import ListTestSupport
import Testing

/// A spec's `"view"` tree goes the spec road: built as ListViewKit views, laid out at the cell's size and drawn.
@Suite struct SpecViewTreeRenderTests {
    @Test func test_whenASpecCellHasAViewTree_thatTheStackLaysOutAndTheImageAndColoursAreDrawn() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        // A 4×4 pure green PNG, drawn and encoded by our own renderer.
        let scene = RenderScene(
            size: CGSize(width: 4, height: 4), scale: 1, backgroundColor: ListColor(red: 0, green: 255, blue: 0))
        let green = try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
        try PNGEncoder().write(green, to: temporary.url.appendingPathComponent("dot.png"))
        let json = #"""
            { "viewport": { "width": 100, "height": 60, "scale": 1 },
              "sections": [ { "items": [ { "height": 60, "backgroundColor": "#FFFFFF", "view":
                { "type": "stack", "axis": "horizontal", "spacing": 10, "alignment": "center",
                  "isLayoutMarginsRelativeArrangement": true,
                  "layoutMargins": { "top": 10, "left": 10, "bottom": 10, "right": 10 },
                  "children": [
                    { "type": "image", "id": "avatar", "image": "dot", "width": 40, "height": 40 },
                    { "type": "view", "id": "box", "backgroundColor": "#FF0000", "width": 20, "height": 20,
                      "cornerRadius": 4 } ] } } ] } ] }
            """#
        let document = try ListSpec.parse(Data(json.utf8), file: "v.json", folder: temporary.url.path)
        let still = try SpecPipeline.bundled().prepare(document).still(overlays: .none)
        let image = still.image
        #expect(image.pixel(x: 5, y: 30) == ListColor(red: 255, green: 255, blue: 255))   // the margin
        #expect(image.pixel(x: 12, y: 12) == ListColor(red: 0, green: 255, blue: 0))      // the avatar 10…50
        #expect(image.pixel(x: 49, y: 49) == ListColor(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 55, y: 30) == ListColor(red: 255, green: 255, blue: 255))  // the spacing
        #expect(image.pixel(x: 70, y: 30) == ListColor(red: 255, green: 0, blue: 0))      // the box 60…80, 20…40
        #expect(image.pixel(x: 70, y: 15) == ListColor(red: 255, green: 255, blue: 255))
    }

    @Test(arguments: [(1.0, "light"), (2.0, "dark"), (3.0, "light")])
    func test_whenASpecViewHasAShadowAndAnActivityIndicator_thatTheSpecRoadDrawsThem(scale: Double, theme: String) throws {
        let json = #"""
            { "viewport": { "width": 100, "height": 60, "scale": \#(scale) }, "theme": "\#(theme)",
              "sections": [ { "items": [ { "height": 60, "backgroundColor": "#FFFFFF", "view":
                { "type": "view", "children": [
                  { "type": "view", "id": "card", "backgroundColor": "#FFFFFF", "x": 20, "y": 10, "width": 60,
                    "height": 40, "shadow": { "color": "#000000", "opacity": 1, "offset": [0, 4], "radius": 0 },
                    "children": [ { "type": "activity", "id": "spinner", "color": "#0000FF", "x": 20, "y": 10 } ] }
                ] } } ] } ] }
            """#
        let document = try ListSpec.parse(Data(json.utf8), file: "v.json", folder: ".")
        let image = try SpecPipeline.bundled().prepare(document).still(overlays: .none).image
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let white = ListColor(red: 255, green: 255, blue: 255), black = ListColor(red: 0, green: 0, blue: 0)
        #expect(pixel(50, 52) == black)                 // the shadow: 4 pt below the card's bottom edge (50)
        #expect(pixel(50, 8) == white)                  // nothing above the card
        #expect(pixel(50, 22) == ListColor(red: 0, green: 0, blue: 255))   // the spinner's top tick (card 30…50)
        #expect(pixel(50, 30) == white)                 // its hollow centre
    }
}

