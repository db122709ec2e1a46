import Foundation
import ListAnimationKit
import ListCore
import ListRenderKit
import ListSpecKit
import ListTestSupport
import Testing

@Suite struct AnimationFrameTests {
    @Test(arguments: [RenderOverlays.none, .default])
    func test_whenAnUpdateAnimates_thatItsFirstAndLastFramesAreTheRendersOfTheStates(overlays: RenderOverlays) throws {
        let sequence = try AnimationFixtures.sequence()
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: overlays)
        var compared = 0
        for (update, builder) in sequence.transitions.enumerated() {
            let start = builder.transition.before.viewport.origin
            let end = builder.transition.after.viewport.origin
            let pairs = [
                (builder.scene(at: 0), try AnimationFixtures.restingScene(state: update, offset: start)),
                (builder.scene(at: 1), try AnimationFixtures.restingScene(state: update + 1, offset: end)),
            ]
            for (frame, resting) in pairs {
                let expected = try rasterizer.render(resting).rgbaImage()
                #expect(try rasterizer.render(frame).rgbaImage() == expected, "update \(update)")
                compared += 1
            }
        }
        #expect(compared == 6)
    }

    @Test func test_whenTheMiddleFrameIsDrawn_thatItDiffersFromBothEnds_andShowsTheFadingElementsHalfway() throws {
        let builder = try AnimationFixtures.sequence().transitions[0]
        let middle = builder.scene(at: 0.5, highlights: true)
        let fading = middle.elements.filter { $0.alpha < 1 }
        #expect(!fading.isEmpty)
        #expect(fading.allSatisfy { $0.alpha == 0.5 })
        #expect(middle.elements.contains { $0.outline == .deleted })
        #expect(middle.elements != builder.scene(at: 0, highlights: true).elements)
        #expect(middle.elements != builder.scene(at: 1, highlights: true).elements)
        #expect(middle.spacingMarkers.isEmpty)
    }

    @Test func test_whenFramesRenderOnOneOrFourWorkers_thatTheBytesAreTheSameAndInOrder() async throws {
        let sequence = try AnimationFixtures.sequence(ListAnimationTiming(duration: 0.2, fps: 30))
        let frames = sequence.timeline.frames
        var outputs: [[Data]] = []
        for workers in [1, 4] {
            var pngs: [Data] = []
            try await FramePipeline(fonts: try FontSet.bundled(), workers: workers).run(count: frames.count) { index, worker in
                try worker.png.encode(try worker.rasterizer.render(sequence.scene(for: frames[index])))
            } consume: { index, png in
                #expect(index == pngs.count)
                pngs.append(png)
            }
            outputs.append(pngs)
        }
        #expect(outputs[0].count == 7 + 6 + 6)
        #expect(outputs[0] == outputs[1])
    }
}
