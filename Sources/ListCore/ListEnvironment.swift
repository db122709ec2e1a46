/// The environment a list is shown in — UIKit's trait collection as far as a render needs it: light or dark
/// appearance, the Dynamic Type text size, the layout direction and the locale.
///
/// A spec carries it as `"environment"`, and `layout`/`render`/`animate`/`record`/`verify` take the same settings as
/// options (an option overrides the spec).
///
/// ```swift
/// var environment = ListEnvironment()
/// environment.contentSizeCategory = .accessibilityExtraExtraExtraLarge
/// environment.layoutDirection = .rightToLeft
/// environment.locale = "ar"
/// ```
public struct ListEnvironment: Hashable, Sendable, Codable {
    /// Light or dark appearance.
    public var theme: ListUserInterfaceStyle
    /// The Dynamic Type text size.
    public var contentSizeCategory: ListContentSizeCategory
    /// Left-to-right or right-to-left.
    public var layoutDirection: ListLayoutDirection
    /// The locale's BCP 47 language tag, such as `en`, `ar`, `ja-JP`.
    public var locale: String

    /// Creates an environment; the defaults are UIKit's: light, `large`, left-to-right, English.
    public init(
        theme: ListUserInterfaceStyle = .light, contentSizeCategory: ListContentSizeCategory = .large,
        layoutDirection: ListLayoutDirection = .leftToRight, locale: String = "en"
    ) {
        self.theme = theme
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// Light, `large`, left-to-right, English.
    public static let standard = ListEnvironment()

    /// Whether leading is the right edge.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

/// UIKit's `UIUserInterfaceStyle`: light or dark appearance.
public enum ListUserInterfaceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum ListLayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// UIKit's `UIContentSizeCategory`: the user's preferred text size, from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge` (AX5), with iOS's point sizes of the body and footnote text styles.
///
/// The sizes are those of Apple's Human Interface Guidelines, "Typography" → "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography).
public enum ListContentSizeCategory: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The body text style's size in points (17 at `large`).
    public var bodySize: Double {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][ordinal]
    }

    /// The footnote text style's size in points (13 at `large`).
    public var footnoteSize: Double {
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44][ordinal]
    }

    /// How much text of the body style grows over `large` (as `UIFontMetrics(forTextStyle: .body)` scales).
    public var bodyScale: Double { bodySize / ListContentSizeCategory.large.bodySize }

    /// How much text of the footnote style grows over `large`.
    public var footnoteScale: Double { footnoteSize / ListContentSizeCategory.large.footnoteSize }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { ordinal >= ListContentSizeCategory.accessibilityMedium.ordinal }

    /// The position from smallest (0) to largest (11).
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ListContentSizeCategory, rhs: ListContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}

/// Settings that change some of an environment's values and keep the others: a spec's `environment`, a variant,
/// the command-line options.
///
/// ```swift
/// let dark = ListEnvironmentOverrides(theme: .dark)
/// dark.applied(to: .standard).theme // .dark
/// ```
public struct ListEnvironmentOverrides: Hashable, Sendable {
    /// Light or dark, or `nil` to keep.
    public var theme: ListUserInterfaceStyle?
    /// The Dynamic Type size, or `nil` to keep.
    public var contentSizeCategory: ListContentSizeCategory?
    /// The layout direction, or `nil` to keep.
    public var layoutDirection: ListLayoutDirection?
    /// The locale, or `nil` to keep.
    public var locale: String?

    /// Creates overrides (nothing overridden by default).
    public init(
        theme: ListUserInterfaceStyle? = nil, contentSizeCategory: ListContentSizeCategory? = nil,
        layoutDirection: ListLayoutDirection? = nil, locale: String? = nil
    ) {
        self.theme = theme
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == ListEnvironmentOverrides() }

    /// `environment` with these values in place of its own.
    public func applied(to environment: ListEnvironment) -> ListEnvironment {
        var result = environment
        if let theme { result.theme = theme }
        if let contentSizeCategory { result.contentSizeCategory = contentSizeCategory }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        if let locale { result.locale = locale }
        return result
    }

    /// These overrides, then `other`'s on top (`other` wins where both set a value).
    public func merging(_ other: ListEnvironmentOverrides) -> ListEnvironmentOverrides {
        ListEnvironmentOverrides(
            theme: other.theme ?? theme, contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
            layoutDirection: other.layoutDirection ?? layoutDirection, locale: other.locale ?? locale)
    }
}
