import Foundation
import ListRenderKit
import ListTestSupport
import Testing

/// `animate` and `render --clean` draw a spec's states alike whatever the font, environment and scale: the first frame
/// of an animation is the still of the state before, the last frame the still of the state after, pixel for pixel.
/// Before each state's view forest was built once in the spec's fonts, animation frames drew `"view"` trees in the
/// bundled faces and ignored `--font`, which the stills used.
@Suite final class AnimateFontPropertyTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    /// A card of a stack (a title that wraps, a subtitle), an `"auto"` card, a quick-content cell and a footer tree;
    /// the update inserts a card and changes the texts.
    static func spec(updated: Bool, withUpdate: Bool) -> String {
        func card(_ id: String, _ title: String, height: String) -> String {
            """
            { "id": "\(id)", "height": \(height), "view": { "type": "stack", "axis": "vertical", "spacing": 4,
              "isLayoutMarginsRelativeArrangement": true,
              "layoutMargins": { "top": 10, "left": 16, "bottom": 10, "right": 16 }, "children": [
                { "type": "label", "text": "\(title)", "numberOfLines": 0, "font": { "size": 17, "weight": "semibold" } },
                { "type": "label", "text": "Subtitle of \(id)", "textColor": "secondaryLabel" } ] } }
            """
        }
        let first = [
            card("a", "A title long enough to wrap on a narrow card", height: "\"auto\""),
            #"{ "id": "q", "height": "auto", "text": "Quick content", "detailText": "detail", "accessory": "disclosureIndicator" }"#,
            card("b", "Second card", height: "72"),
        ]
        let second = [
            card("c", "An inserted card, its title wrapping too", height: "\"auto\""), first[0],
            #"{ "id": "q", "height": "auto", "text": "Quick content, now longer than one line of text", "accessory": "checkmark" }"#,
            card("b", "Second card", height: "72"),
        ]
        let items = (updated ? second : first).joined(separator: ",\n")
        let footer = #"{ "height": "auto", "view": { "type": "label", "text": "Footer text", "numberOfLines": 0 } }"#
        let sections = #"[ { "id": "s", "footer": \#(footer), "items": [ \#(items) ] } ]"#
        let update = withUpdate
            ? #", "updates": [ { "sections": [ { "id": "s", "footer": \#(footer), "items": [ \#(second.joined(separator: ",\n")) ] } ] } ]"#
            : ""
        return #"{ "viewport": { "width": 320, "height": 480 }, "sections": \#(sections)\#(update) }"#
    }

    @Test(arguments: [1, 2, 3, 4])
    func test_whenFontEnvironmentAndScaleAreRandom_thatAnimateFirstAndLastFramesEqualRenderClean(_ seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let bold = SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts/DejaVuSans-Bold.ttf")
        var options: [String] = ["--scale", ["1", "2", "3"].randomElement(using: &rng)!]
        if Bool.random(using: &rng) { options += ["--font", bold.path] }
        options += ["--theme", ["light", "dark"].randomElement(using: &rng)!]
        options += ["--content-size-category",
                    ["extraSmall", "large", "extraExtraExtraLarge", "accessibilityLarge"].randomElement(using: &rng)!]
        options += ["--layout-direction", ["leftToRight", "rightToLeft"].randomElement(using: &rng)!]
        options += ["--locale", ["en", "ar", "ja-JP", "de"].randomElement(using: &rng)!]
        let animated = try folder.write(Self.spec(updated: false, withUpdate: true), to: "\(seed)/animated.json")
        let before = try folder.write(Self.spec(updated: false, withUpdate: false), to: "\(seed)/before.json")
        let after = try folder.write(Self.spec(updated: true, withUpdate: false), to: "\(seed)/after.json")
        let frames = folder.file("\(seed)/frames")
        let animate = try CommandRunner.run(
            ["animate", animated.path, "-o", frames.path, "--quiet", "--duration", "0.1"] + options)
        #expect(animate.status == 0, "\(options): \(animate.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        let first = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent(try #require(names.first)))
        let last = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent(try #require(names.last)))
        for (spec, frame) in [(before, first), (after, last)] {
            let still = folder.file("\(seed)/\(spec.deletingPathExtension().lastPathComponent).png")
            let render = try CommandRunner.run(["render", spec.path, "-o", still.path, "--clean"] + options)
            #expect(render.status == 0, "\(options): \(render.standardError)")
            #expect(frame == (try PNGDecoder.decode(contentsOf: still)), "\(spec.lastPathComponent) \(options)")
        }
    }
}
