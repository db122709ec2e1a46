import Foundation
import ListCore
import ListSpecKit

extension ListSpecVariant {
    /// Every combination of these themes, Dynamic Type sizes and layout directions, as variants named
    /// `THEME-SIZE-DIRECTION` (`light-large-ltr`, `dark-ax5-rtl`): the passes that find truncation and mirroring bugs.
    /// A right-to-left variant is also in Arabic (`ar`) unless `rightToLeftLocale` says otherwise.
    ///
    /// ```swift
    /// let variants = ListSpecVariant.matrix(
    ///     themes: [.light, .dark], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
    ///     layoutDirections: [.leftToRight, .rightToLeft])    // 8 variants
    /// try assertListSnapshot(of: adapter, variants: variants)
    /// ```
    ///
    /// - Parameters:
    ///   - themes: light, dark or both.
    ///   - contentSizeCategories: the text sizes.
    ///   - layoutDirections: the directions.
    ///   - rightToLeftLocale: the locale of right-to-left variants (`nil`: keep the environment's).
    /// - Returns: the variants, themes outermost, directions innermost.
    public static func matrix(
        themes: [ListUserInterfaceStyle] = [.light], contentSizeCategories: [ListContentSizeCategory] = [.large],
        layoutDirections: [ListLayoutDirection] = [.leftToRight], rightToLeftLocale: String? = "ar"
    ) -> [ListSpecVariant] {
        themes.flatMap { theme in
            contentSizeCategories.flatMap { size in
                layoutDirections.map { direction in
                    ListSpecVariant(
                        name: [theme.rawValue, size.shortName, direction == .rightToLeft ? "rtl" : "ltr"]
                            .joined(separator: "-"),
                        environment: ListEnvironmentOverrides(
                            theme: theme, contentSizeCategory: size, layoutDirection: direction,
                            locale: direction == .rightToLeft ? rightToLeftLocale : nil))
                }
            }
        }
    }
}

extension ListContentSizeCategory {
    /// A short name for file names: `xs`, `s`, `m`, `large`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "large", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][ordinal]
    }
}

/// The checks a Swift assertion makes of its variants, as the spec reader does of a spec's.
enum ListSnapshotVariants {
    /// Names must be letters, digits, `-` and `_`, and unique (each names a golden).
    static func check(_ names: [String]) throws {
        var seen = Set<String>()
        for name in names {
            guard ListSpecVariant.isValidName(name) else {
                throw ListSnapshotFailure(
                    description: "variant name \"\(name)\": expected letters, digits, - and _ only (it names a golden)")
            }
            guard seen.insert(name).inserted else {
                throw ListSnapshotFailure(description: "variant name \"\(name)\" is used twice (each names a golden)")
            }
        }
    }
}
