import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import Testing

/// A rasteriser leaves a new image's memory as the allocator gives it (it used to be zeroed first), because every
/// render paints each pixel before drawing on it: a single scene with its background (the whole image, or first a
/// paint of the whole image when its size times the scale is not whole pixels), a composition with transparency.
/// So whatever the memory held, the pixels are the same: in random environments (Dynamic Type sizes, both
/// directions, both themes, locales), fractional sizes and scales, translucent and clear backgrounds, with and
/// without overlays, a still and a composition of it are the same bytes over memory of zeros, of 0xFF and of 0x5A.
@Suite struct FreshImageMemoryPropertyTests {
    /// Cards of a stack (a wrapping title, a subtitle, a row of two labels), some translucent, `"auto"` and fixed
    /// heights, a quick-content cell; a viewport of fractional width and scale.
    static func spec(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        func card(_ index: Int) -> String {
            let height = Bool.random(using: &rng) ? "\"auto\"" : "90"
            let background = Bool.random(using: &rng) ? ##", "backgroundColor": "#3366CC80""## : ""
            return """
                { "id": "c\(index)", "height": \(height), "view": {
                  "type": "stack", "axis": "vertical", "spacing": 4\(background),
                  "isLayoutMarginsRelativeArrangement": true,
                  "layoutMargins": { "top": 10, "left": 16, "bottom": 10, "right": 16 }, "children": [
                    { "type": "label", "text": "Card \(index) with a title long enough to wrap", "numberOfLines": 0 },
                    { "type": "label", "text": "Subtitle \(index)", "textColor": "secondaryLabel" },
                    { "type": "stack", "axis": "horizontal", "spacing": 8, "children": [
                      { "type": "label", "text": "\(index) comments" }, { "type": "label", "text": "Share" } ] } ] } }
                """
        }
        let items = (0..<Int.random(in: 2...6, using: &rng)).map { index in
            index == 1
                ? #"{ "id": "q", "height": "auto", "text": "Quick content", "detailText": "detail" }"# : card(index)
        }
        let width = Double(Int.random(in: 200...430, using: &rng)) + [0, 0.25, 0.5, 0.7].randomElement(using: &rng)!
        let height = Double(Int.random(in: 150...500, using: &rng)) + [0, 0.5, 0.3].randomElement(using: &rng)!
        let scale = [1, 2, 3, 1.5, 2.5, 0.75].randomElement(using: &rng)!
        return """
            { "viewport": { "width": \(width), "height": \(height), "scale": \(scale) },
              "environment": \(SpecEnvironmentJSON.random(using: &rng)),
              "sections": [ { "id": "s", "header": { "height": 30, "text": "Header" },
                              "items": [ \(items.joined(separator: ",\n")) ] } ] }
            """
    }

    static func bytes(_ image: RasterImage) -> [UInt8] {
        image.withUnsafePixels { Array($0) }
    }

    @Test(arguments: Array(UInt64(1)...12))
    func test_whenANewImagesMemoryHoldsAnything_thatThePixelsAreTheSame(_ seed: UInt64) throws {
        let document = try ListSpec.parse(Data(Self.spec(seed: seed).utf8), file: "cards.json")
        #expect(document.warnings.isEmpty, "seed \(seed): \(document.warnings)")
        let prepared = try SpecPipeline.bundled().prepare(document)
        let overlays: RenderOverlays = seed.isMultiple(of: 2) ? .default : .none
        let scene = try prepared.still(overlays: overlays).scene
        var clear = scene
        clear.backgroundColor = .clear
        var translucent = scene
        translucent.backgroundColor = ListColor(red: 200, green: 40, blue: 90, alpha: UInt8(77))
        let size = CGSize(width: scene.size.width * 1.5 + 0.5, height: scene.size.height + 20.25)
        let placements = [
            ScenePlacement(scene: scene),
            ScenePlacement(scene: clear, origin: CGPoint(x: scene.size.width / 2, y: 20.25)),
        ]
        var drawn: [[[UInt8]]] = []
        for filling: UInt8 in [0, 0xFF, 0x5A] {
            var images: [[UInt8]] = []
            for background in [scene, clear, translucent] {
                let rasterizer = prepared.rasterizer(overlays: overlays)
                rasterizer.freshImageFilling = filling
                images.append(Self.bytes(try rasterizer.render(background)))
            }
            let composer = prepared.rasterizer(overlays: overlays)
            composer.freshImageFilling = filling
            images.append(Self.bytes(try composer.render(placements, size: size, scale: scene.scale, background: nil)))
            drawn.append(images)
        }
        for (filling, images) in zip(["0xFF", "0x5A"], drawn.dropFirst()) {
            for (index, (image, zeroed)) in zip(images, drawn[0]).enumerated() {
                // The first differing byte, not the arrays: a failure printing megabytes takes minutes.
                let byte = image.count == zeroed.count ? image.indices.first { image[$0] != zeroed[$0] } : 0
                #expect(byte == nil, "seed \(seed): image \(index) over \(filling) differs at byte \(byte ?? 0)")
            }
        }
        #expect(drawn[0][1] != drawn[0][0], "seed \(seed): the clear background shows")
    }
}
