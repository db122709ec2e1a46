import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// `layout`, `render` and `animate` go through one ``SpecPipeline``: `"auto"` headers and footers are measured as
/// headers and footers by all of them, so an animation's first and last frames are the renders of its states.
@Suite final class SpecPipelineTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    /// A header and footer whose text wraps: measured as cells (13-point text set as 17-point, 44-point minimum)
    /// they would be taller than measured as headers.
    static let json = """
        { "viewport": { "width": 200, "height": 300, "scale": 1 },
          "sections": [ { "id": "s",
            "header": { "height": "auto", "text": "A header long enough to wrap onto a second line" },
            "footer": { "height": "auto", "text": "A footer" },
            "items": [ { "id": "a", "height": "auto", "text": "Alpha" }, { "id": "b", "height": 50, "text": "Beta" } ] } ],
          "updates": [ { "sections": [ { "id": "s",
            "header": { "height": "auto", "text": "A header long enough to wrap onto a second line" },
            "footer": { "height": "auto", "text": "A footer that is now long enough to wrap as well" },
            "items": [ { "id": "b", "height": 50, "text": "Beta" }, { "id": "a", "height": "auto", "text": "Alpha" } ] } ] } ] }
        """

    @Test func test_whenHeadersAreAuto_thatTheyAreMeasuredAsHeaders_notAsCells() throws {
        let spec = try ListSpec.parse(Data(Self.json.utf8)).spec
        let pipeline = try SpecPipeline.bundled()
        let layout = try pipeline.prepare(spec).layout()
        let header = try #require(layout.restingHeaderFrame(ofSection: 0))
        let text = try #require(spec.sections[0].header?.content)
        func height(_ kind: ListElementKind) -> CGFloat {
            ListContentConfiguration(text, kind: kind)
                .sizeThatFits(CGSize(width: 200, height: 0), traitCollection: ListTraitCollection()).height
        }
        #expect(header.height == height(.header))
        #expect(header.height != height(.cell))
    }

    @Test func test_whenAnAutoSizedSpecAnimates_thatItsFirstAndLastFramesAreItsRenders() throws {
        let spec = try ListSpec.parse(Data(Self.json.utf8)).spec
        let renderer = SpecRenderer(fonts: try FontSet.bundled(), overlays: .none)
        let prepared = renderer.prepare(spec)
        let sequence = try prepared.animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        let frames = sequence.timeline.frames
        let rasterizer = prepared.rasterizer(overlays: .none)
        let first = try rasterizer.render(sequence.scene(for: frames[0])).rgbaImage()
        let last = try rasterizer.render(sequence.scene(for: frames[frames.count - 1])).rgbaImage()
        #expect(first == (try renderer.render(spec).rgbaImage()))
        #expect(last == (try renderer.render(spec, sections: spec.updates[0].sections).rgbaImage()))
    }

    @Test func test_whenTheCommandsDrawTheSameState_thatAnimateFramesEqualRenderClean_withTheSameFont() throws {
        let specFile = try folder.write(Self.json, to: "auto.json")
        let bold = SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts/DejaVuSans-Bold.ttf")
        let still = folder.file("still.png")
        let frames = folder.file("frames")
        let render = try CommandRunner.run([
            "render", specFile.path, "-o", still.path, "--clean", "--font", bold.path, "--scale", "2",
        ])
        #expect(render.status == 0, "\(render.standardError)")
        let animate = try CommandRunner.run([
            "animate", specFile.path, "-o", frames.path, "--font", bold.path, "--scale", "2", "--quiet",
            "--duration", "0.1",
        ])
        #expect(animate.status == 0, "\(animate.standardError)")
        let first = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0000.png"))
        #expect(first == (try PNGDecoder.decode(contentsOf: still)))
        let regular = folder.file("regular.png")
        _ = try CommandRunner.run(["render", specFile.path, "-o", regular.path, "--clean", "--scale", "2"])
        #expect(first != (try PNGDecoder.decode(contentsOf: regular)), "--font changes the picture")
    }
}
