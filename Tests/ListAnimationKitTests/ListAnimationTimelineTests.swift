import ListAnimationKit
import ListTestSupport
import Testing

@Suite struct ListAnimationTimelineTests {
    @Test(arguments: [(0.3, 30.0, 10), (0.3, 60.0, 19), (1.0, 24.0, 25), (0.25, 30.0, 9)])
    func test_whenOneUpdateAnimates_thatTheFrameCountIsDurationTimesFpsPlusOne(
        duration: Double, fps: Double, count: Int
    ) {
        let timeline = ListAnimationTimeline(animated: [true], timing: ListAnimationTiming(duration: duration, fps: fps))
        #expect(timeline.frames.count == count)
        #expect(timeline.frames.first?.progress == 0)
        #expect(timeline.frames.last?.progress == 1)
        #expect(timeline.frames.last?.time == duration)
    }

    @Test func test_whenSeveralUpdatesPlay_thatEachLaterOneSkipsItsFirstFrame_andRestingStatesAreHeld() {
        let timing = ListAnimationTiming(duration: 0.1, curve: .linear, fps: 30, pause: 0.5)
        let timeline = ListAnimationTimeline(animated: [true, true], timing: timing)
        #expect(timeline.frames.map(\.update) == [0, 0, 0, 0, 1, 1, 1])
        #expect(timeline.frames.map(\.index) == Array(0..<7))
        #expect(timeline.frames[4].progress == 1.0 / 3)
        let interval = 1.0 / 30
        #expect(timeline.frames.map(\.displayDuration) == [
            interval + 0.5, interval, interval, interval + 0.5, interval, interval, interval + 0.5,
        ])
        #expect(timeline.frames[1].sequenceTime == interval + 0.5)
    }

    @Test func test_whenAnUpdateIsNotAnimated_thatItIsOneFrameOfItsEndState() {
        let timeline = ListAnimationTimeline(animated: [false, true, false], timing: ListAnimationTiming())
        #expect(timeline.frames.map(\.update) == [0] + Array(repeating: 1, count: 9) + [2])
        #expect(timeline.frames[0].progress == 1)
        #expect(timeline.frames[10].progress == 1)
    }

    @Test func test_whenTheCurveIsEaseInOut_thatFrameProgressFollowsIt() {
        let timeline = ListAnimationTimeline(animated: [true], timing: ListAnimationTiming(duration: 0.3, fps: 30))
        for frame in timeline.frames {
            #expect(frame.progress == ListTimingCurve.easeInOut.progress(at: frame.time / 0.3))
        }
        #expect(abs(timeline.frames[3].time - 0.1) < 1e-12)
    }

    @Test func test_whenCountingFramesWithoutMakingThem_thatTheCountIsTheTimelines_forRandomTransitions() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let animated = (0..<Int.random(in: 0...6, using: &random)).map { _ in Bool.random(using: &random) }
            let timing = ListAnimationTiming(
                duration: Double.random(in: 0.01...0.5, using: &random), fps: Double.random(in: 1...120, using: &random),
                pause: Double.random(in: 0...1, using: &random))
            #expect(
                ListAnimationTimeline.frameCount(animated: animated, timing: timing)
                    == ListAnimationTimeline(animated: animated, timing: timing).frames.count, "\(animated) \(timing)")
        }
        let long = ListAnimationTiming(duration: 10, fps: 240)
        #expect(ListAnimationTimeline.frameCount(animated: Array(repeating: true, count: 3000), timing: long) == 7_200_001)
        #expect(ListAnimationTimeline.frameCount(animated: [false, true, false], timing: long) == 2402)
    }
}
