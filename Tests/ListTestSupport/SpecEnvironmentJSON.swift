/// A spec's `"environment"` object for property tests, as JSON text: a theme, a Dynamic Type size, a layout direction
/// and a locale drawn from a seeded generator (in that order), so the same seed writes the same spec.
///
/// ```swift
/// var rng = SplitMix64(seed: 7)
/// let spec = #"{ "environment": \#(SpecEnvironmentJSON.random(using: &rng)), "sections": [] }"#
/// ```
public enum SpecEnvironmentJSON {
    /// The Dynamic Type sizes drawn from: the smallest, the default, the largest standard one and two accessibility
    /// sizes.
    public static let categories = [
        "extraSmall", "large", "extraExtraExtraLarge", "accessibilityLarge", "accessibilityExtraExtraExtraLarge",
    ]
    /// The locales drawn from: a left-to-right Latin script, Arabic, Japanese, German.
    public static let locales = ["en", "ar", "ja-JP", "de"]

    /// A random `"environment"` object.
    ///
    /// - Parameter rng: the seeded generator.
    /// - Returns: the object's JSON text.
    public static func random(using rng: inout SplitMix64) -> String {
        let theme = Bool.random(using: &rng) ? "dark" : "light"
        let category = categories.randomElement(using: &rng)!
        let direction = Bool.random(using: &rng) ? "rightToLeft" : "leftToRight"
        let locale = locales.randomElement(using: &rng)!
        return """
            { "theme": "\(theme)",
              "contentSizeCategory": "\(category)",
              "layoutDirection": "\(direction)",
              "locale": "\(locale)" }
            """
    }
}
