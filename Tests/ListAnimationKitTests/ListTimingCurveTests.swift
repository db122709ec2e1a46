import ListAnimationKit
import ListTestSupport
import Testing

@Suite struct ListTimingCurveTests {
    /// Values of the Core Animation curves, computed independently by bisection to 1e-15.
    @Test(arguments: [
        (ListTimingCurve.easeInOut, 0.1, 0.019722453548311196),
        (.easeInOut, 0.25, 0.1291619310473198),
        (.easeInOut, 0.5, 0.5),
        (.easeInOut, 0.75, 0.8708380689526802),
        (.easeIn, 0.25, 0.09346465071882484),
        (.easeIn, 0.75, 0.62186186917489),
        (.easeOut, 0.25, 0.37813813082510966),
        (.easeOut, 0.1, 0.16057215423753346),
        (.linear, 0.3, 0.3),
    ])
    func test_whenEvaluatingABezierCurve_thatProgressMatchesCoreAnimation(
        _ curve: ListTimingCurve, _ time: Double, _ expected: Double
    ) {
        #expect(abs(curve.progress(at: time) - expected) < 1e-9)
    }

    @Test(arguments: [ListTimingCurve.linear, .easeInOut, .easeIn, .easeOut, .spring(damping: 0.5), .spring(damping: 1),
                      .cubicBezier(x1: 0, y1: 1.4, x2: 1, y2: -0.4)])
    func test_whenAtTheEnds_thatProgressIsExactlyZeroAndOne_evenOutsideTheRange(_ curve: ListTimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
    }

    @Test func test_whenTimeAdvances_thatBezierCurvesNeverGoBack() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let x1 = Double.random(in: 0...1, using: &rng)
            let x2 = Double.random(in: 0...1, using: &rng)
            let curve = ListTimingCurve.cubicBezier(x1: x1, y1: 0, x2: x2, y2: 1)
            var previous = 0.0
            for step in 1...50 {
                let value = curve.progress(at: Double(step) / 50)
                #expect(value >= previous - 1e-9, "x1 \(x1) x2 \(x2) step \(step)")
                previous = value
            }
        }
    }

    @Test func test_whenSpringIsCriticallyDamped_thatItNeverOvershoots_andAnUnderdampedOneDoes() {
        let samples = (1..<100).map { Double($0) / 100 }
        #expect(samples.allSatisfy { ListTimingCurve.spring(damping: 1).progress(at: $0) <= 1 })
        #expect(samples.contains { ListTimingCurve.spring(damping: 0.4).progress(at: $0) > 1.05 })
        #expect(abs(ListTimingCurve.spring(damping: 0.4).progress(at: 0.999) - 1) < 0.002)
    }

    @Test func test_whenParsingNames_thatEveryFormIsAccepted() throws {
        #expect(try ListTimingCurve(parsing: "ease-in-out") == .easeInOut)
        #expect(try ListTimingCurve(parsing: "linear") == .linear)
        #expect(try ListTimingCurve(parsing: "ease-in") == .easeIn)
        #expect(try ListTimingCurve(parsing: "ease-out") == .easeOut)
        #expect(try ListTimingCurve(parsing: "spring") == .spring(damping: 0.7))
        #expect(try ListTimingCurve(parsing: "spring:0.5") == .spring(damping: 0.5))
        #expect(try ListTimingCurve(parsing: "bezier:0.25,0.1,0.25,1") == .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    }

    @Test(arguments: ["bounce", "spring:0", "spring:1.5", "spring:x", "bezier:1,2,3", "bezier:1.5,0,0.5,1", "linear:2"])
    func test_whenParsingNonsense_thatErrorQuotesIt(_ text: String) {
        #expect(throws: ListTimingCurveError(text: text)) { try ListTimingCurve(parsing: text) }
    }
}
