import Foundation
import ListCore
import ListSpecKit
import Testing

/// A spec's `"audit"` object and a variant's: the checks and thresholds of `verify --audit`, read strictly.
@Suite struct SpecAuditTests {
    @Test func test_whenASpecAndAVariantChooseChecksAndThresholds_thatTheVariantsRefineTheSpecs() throws {
        let spec = try SpecEnvironmentTests.parse("""
            { "audit": { "checks": ["touchTarget", "contrast"], "minimumContrast": 7,
                         "minimumTouchTarget": { "width": 48, "height": 40 } },
              "variants": [ { "name": "ax5", "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
                              "audit": { "minimumLargeTextContrast": 4.5 } },
                            { "name": "dark", "theme": "dark" } ],
              "sections": [] }
            """)
        let expected = ListAccessibilityAuditOptions(
            checks: [.touchTarget, .contrast], minimumContrast: 7,
            minimumTouchTarget: CGSize(width: 48, height: 40))
        #expect(spec.audit == expected)
        #expect(spec.variants[0].audit == ListAccessibilityAuditOptions(minimumLargeTextContrast: 4.5))
        var refined = expected
        refined.minimumLargeTextContrast = 4.5
        #expect(spec.applying(spec.variants[0]).audit == refined)
        #expect(spec.applying(spec.variants[1]).audit == expected)
        #expect(try SpecEnvironmentTests.parse(#"{ "sections": [] }"#).audit.isEmpty)
    }

    @Test func test_whenAuditKeysAreWrong_thatEachIsAnErrorWithItsJSONPath() {
        let checks = ListAccessibilityCheck.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(SpecEnvironmentTests.errors("""
            { "audit": { "checks": ["contrast", "colour", 3, "contrast"], "minimumContrast": 0.5,
                         "minimumLargeTextContrast": "3", "minimumTouchTarget": { "width": -1, "depth": 2 },
                         "minimumContrats": 4.5 },
              "variants": [ { "name": "a", "audit": [] },
                            { "name": "b", "audit": { "minimumTouchTarget": 44, "minimumContrast": 22 } } ],
              "sections": [] }
            """) == [
                #"audit.minimumContrats: is not an audit key: expected some of "checks", "minimumContrast", "minimumLargeTextContrast", "minimumTouchTarget" (did you mean "minimumContrast"?)"#,
                #"audit.checks[1]: must be one of \#(checks), got "colour""#,
                "audit.checks[2]: must be one of \(checks), got 3",
                #"audit.checks[3]: names the check "contrast" a second time"#,
                "audit.minimumContrast: must be a contrast ratio from 1 to 21 (4.5 for 4.5:1), got 0.5",
                #"audit.minimumLargeTextContrast: must be a contrast ratio from 1 to 21 (4.5 for 4.5:1), got "3""#,
                "audit.minimumTouchTarget.depth: is not a side: expected \"width\" and \"height\" in points",
                "audit.minimumTouchTarget.width: must be a number of points from 0 to 10000, got -1",
                "audit.minimumTouchTarget.height: is required: the least height in points",
                #"variants[0].audit: must be an object with some of "checks", "minimumContrast", "minimumLargeTextContrast", "minimumTouchTarget", got an array"#,
                "variants[1].audit.minimumContrast: must be a contrast ratio from 1 to 21 (4.5 for 4.5:1), got 22",
                #"variants[1].audit.minimumTouchTarget: must be an object such as { "width": 44, "height": 44 }, got 44"#,
            ])
    }
}
