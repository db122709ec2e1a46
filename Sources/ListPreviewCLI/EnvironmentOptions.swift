import ArgumentParser
import Foundation
import ListPreview

/// The environment options every drawing command takes (`layout`, `render`, `animate`, `record`, `verify`):
/// each overrides the same value of the spec's `environment`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The colour theme: light or dark (overrides the spec's).", valueName: "name"))
    var theme: String?

    @Option(
        name: .customLong("content-size-category"),
        help: ArgumentHelp(
            "The Dynamic Type size, UIKit's name: extraSmall … large … accessibilityExtraExtraExtraLarge.",
            valueName: "name"))
    var contentSizeCategory: String?

    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp("leftToRight or rightToLeft (overrides the spec's).", valueName: "direction"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("The locale, a BCP 47 tag such as ar or ja-JP (overrides the spec's).", valueName: "tag"))
    var locale: String?

    /// The overrides, checked.
    func overrides() throws -> ListEnvironmentOverrides {
        ListEnvironmentOverrides(
            theme: try theme.map { try Self.choice($0, option: "--theme", as: ListUserInterfaceStyle.self) },
            contentSizeCategory: try contentSizeCategory.map {
                try Self.choice($0, option: "--content-size-category", as: ListContentSizeCategory.self)
            },
            layoutDirection: try layoutDirection.map {
                try Self.choice($0, option: "--layout-direction", as: ListLayoutDirection.self)
            },
            locale: try locale.map { tag in
                guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                else { throw InputError("--locale: expected a BCP 47 language tag such as ar or ja-JP, got \"\(tag)\"") }
                return tag
            })
    }

    /// The theme to draw with when the spec names none: `--theme`, else light.
    func renderTheme() throws -> RenderTheme {
        RenderTheme(style: try overrides().theme ?? .light)
    }

    /// The options as arguments, to run the same way again (`accept`).
    var arguments: [String] {
        var arguments: [String] = []
        if let theme { arguments += ["--theme", theme] }
        if let contentSizeCategory { arguments += ["--content-size-category", contentSizeCategory] }
        if let layoutDirection { arguments += ["--layout-direction", layoutDirection] }
        if let locale { arguments += ["--locale", locale] }
        return arguments
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, option: String, as type: Choice.Type)
        throws -> Choice where Choice.RawValue == String
    {
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        throw InputError("\(option): expected one of \(names), got \"\(text)\"")
    }
}
