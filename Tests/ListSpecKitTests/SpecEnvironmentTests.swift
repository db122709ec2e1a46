import Foundation
import ListCore
import ListSpecKit
import Testing

@Suite struct SpecEnvironmentTests {
    static func parse(_ json: String) throws -> ListSpec {
        try ListSpec.parse(Data(json.utf8), format: .json, file: "env.json").spec
    }

    static func errors(_ json: String) -> [String] {
        do {
            _ = try parse(json)
            return []
        } catch let error as ListSpecError {
            return error.issues.map { "\($0.path): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test func test_whenASpecHasAnEnvironmentAndVariants_thatTheyAreRead_andAVariantAppliesOverTheEnvironment() throws {
        let spec = try Self.parse("""
            { "environment": { "theme": "dark", "locale": "ja-JP" },
              "layout": { "flipsHorizontallyInOppositeLayoutDirection": true },
              "variants": [ { "name": "light", "theme": "light" },
                            { "name": "ax5", "contentSizeCategory": "accessibilityExtraExtraExtraLarge" },
                            { "name": "rtl", "layoutDirection": "rightToLeft", "locale": "ar" } ],
              "sections": [] }
            """)
        #expect(spec.environment == ListEnvironmentOverrides(theme: .dark, locale: "ja-JP"))
        #expect(spec.layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(spec.variants.map(\.name) == ["light", "ax5", "rtl"])
        let rtl = spec.applying(spec.variants[2]).environment.applied(to: .standard)
        #expect(rtl == ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar"))
        let ax5 = spec.applying(spec.variants[1]).environment.applied(to: .standard)
        #expect(ax5.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(ax5.locale == "ja-JP")
        #expect(ListSpec.goldenName("feed", variant: spec.variants[1]) == "feed+ax5.png")
    }

    @Test func test_whenEnvironmentValuesOrVariantsAreWrong_thatEachIsReportedWithItsPath() {
        #expect(Self.errors("""
            { "environment": { "theme": "sepia", "contentSizeCategory": "huge", "locale": "en US" },
              "variants": [ { "theme": "dark" }, { "name": "a b" }, { "name": "x" }, { "name": "x", "layoutDirection": "up" } ],
              "sections": [] }
            """) == [
                #"environment.theme: must be one of "light", "dark", got "sepia""#,
                #"environment.contentSizeCategory: must be one of "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge", got "huge""#,
                #"environment.locale: expected a BCP 47 language tag such as "ar" or "ja-JP", got "en US""#,
                "variants[0].name: is required: the variant's name, used in golden file names",
                #"variants[1].name: expected letters, digits, - and _ only, got "a b""#,
                #"variants[3].layoutDirection: must be one of "leftToRight", "rightToLeft", got "up""#,
                #"variants[3].name: duplicates the variant name "x" of variants[2].name"#,
            ])
    }

    @Test func test_whenAColourAdapts_thatTheSpecReadsBothValues_andNamesAreUIKits() throws {
        let spec = try Self.parse("""
            { "sections": [ { "items": [
                { "backgroundColor": { "light": "#FFFFFF", "dark": "#1C1C1E" }, "textColor": "secondaryLabel" } ] } ] }
            """)
        let content = spec.sections[0].items[0].content
        #expect(content.backgroundColor?.resolved(for: .dark).hexString == "#1C1C1E")
        #expect(content.backgroundColor?.resolved(for: .light).hexString == "#FFFFFF")
        #expect(content.textColor?.resolved(for: .light).hexString == "#3C3C4399")
        #expect(Self.errors(##"{ "sections": [ { "items": [ { "backgroundColor": { "light": "#FFFFFF" } } ] } ] }"##)
            == ["sections[0].items[0].backgroundColor.dark: is required: the colour in dark appearance"])
    }
}
