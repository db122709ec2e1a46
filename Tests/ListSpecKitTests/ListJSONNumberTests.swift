import Foundation
import ListCore
import Testing
@testable import ListSpecKit

@Suite struct ListJSONNumberTests {
    @Test(arguments: [
        (390.0, "390"), (-12.0, "-12"), (-0.0, "0"), (44.5, "44.5"), (1.0 / 3.0, "0.3333333333333333"),
        (145.33333333333334, "145.33333333333334"), (0.1 + 0.2, "0.30000000000000004"), (Double.nan, "nan"),
        (-Double.infinity, "-inf"),
    ])
    func test_whenANumberIsFormatted_withIntegralOrNot_thatIntegersHaveNoPointAndOthersAreShortestExact(
        value: Double, text: String
    ) {
        #expect(ListJSONNumber.format(value) == text)
        if value.isFinite { #expect(Double(text) == value) }
    }
}
