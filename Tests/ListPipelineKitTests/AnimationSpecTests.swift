import Foundation
import ListAnimationKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import Testing

@Suite struct AnimationSpecTests {
    static let json = """
        { "viewport": { "width": 200, "height": 100, "scale": 1 },
          "sections": [ { "id": "s", "items": [ { "id": "a", "height": 50 }, { "id": "b", "height": 50 },
                                                 { "id": "c", "height": 50 } ] } ],
          "updates": [
            { "sections": [ { "id": "s", "items": [ { "id": "a", "height": 50 }, { "id": "b", "height": 50 },
                                                     { "id": "c", "height": 50 } ] } ],
              "contentOffset": { "x": 0, "y": 40 } },
            { "sections": [ { "id": "s", "items": [ { "id": "a", "height": 50 } ] } ], "animated": false } ] }
        """

    @Test func test_whenAnUpdateGivesAnOffsetOrIsNotAnimated_thatTheSequenceFollowsIt() throws {
        let spec = try ListSpec.parse(Data(Self.json.utf8)).spec
        #expect(spec.updates.map(\.contentOffset) == [CGPoint(x: 0, y: 40), nil])
        #expect(spec.updates.map(\.animated) == [true, false])
        let sequence = try SpecPipeline.bundled().prepare(spec).animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        #expect(sequence.timeline.frames.map(\.update) == [0, 0, 0, 0, 1])
        #expect(sequence.transitions[0].transition.state(at: 0.5).viewport.origin == CGPoint(x: 0, y: 20))
        // The second update starts at 40 and, its content now 50 long, clamps back to 0 in its single frame.
        #expect(sequence.transitions[1].transition.before.viewport.origin.y == 40)
        #expect(sequence.transitions[1].transition.after.viewport.origin.y == 0)
    }

    @Test func test_whenAnUpdatesOffsetIsMalformed_thatTheErrorNamesItsPath() {
        let bad = Self.json.replacingOccurrences(of: "\"y\": 40", with: "\"y\": \"down\"")
        #expect {
            try ListSpec.parse(Data(bad.utf8))
        } throws: { error in
            String(describing: error).contains("updates[0].contentOffset.y")
        }
    }
}
