import ListCore

extension ListEnvironment {
    /// A seeded random environment for property tests: a theme, a Dynamic Type size, a layout direction and a locale,
    /// drawn from `random` in that order, so the same seed gives the same environment on every run.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: seed)
    /// let environment = ListEnvironment.random(using: &random)   // e.g. dark, AX3, right-to-left, "ar"
    /// ```
    ///
    /// - Parameters:
    ///   - random: the seeded generator.
    ///   - locales: the locales to draw from.
    /// - Returns: the environment.
    public static func random(using random: inout SplitMix64, locales: [String] = ["en", "ar", "ja"]) -> ListEnvironment {
        ListEnvironment(
            theme: [.light, .dark][Int.random(in: 0...1, using: &random)],
            contentSizeCategory: ListContentSizeCategory.allCases.randomElement(using: &random)!,
            layoutDirection: [.leftToRight, .rightToLeft][Int.random(in: 0...1, using: &random)],
            locale: locales.randomElement(using: &random)!)
    }
}
