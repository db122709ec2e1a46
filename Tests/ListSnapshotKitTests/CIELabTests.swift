import ListSnapshotKit
import Testing

@Suite struct CIELabTests {
    /// Pairs from Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
    /// Supplementary Test Data, and Mathematical Observations" (2005), with their published ΔE₀₀.
    @Test(arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
        ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ])
    func test_whenComparingSharmaPairs_thatDeltaEMatchesThePublishedValue(
        _ first: (Double, Double, Double), _ second: (Double, Double, Double), _ expected: Double
    ) {
        let lhs = CIELab(l: first.0, a: first.1, b: first.2)
        let rhs = CIELab(l: second.0, a: second.1, b: second.2)
        #expect(abs(lhs.deltaE2000(to: rhs) - expected) < 0.00005)
        #expect(abs(rhs.deltaE2000(to: lhs) - expected) < 0.00005)
    }

    @Test func test_whenConvertingSRGB_thatPrimariesLandWhereTheStandardSays() {
        let white = CIELab(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(CIELab(red: 0, green: 0, blue: 0) == CIELab(l: 0, a: 0, b: 0))
        let red = CIELab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }
}
