import Foundation
import ListCore
import ListTextModel

/// UIKit's `UITraitCollection` as far as a view needs it: the environment (light or dark, Dynamic Type size, layout
/// direction, locale), the faces text is set in, and the screen's traits (size classes, idiom, display scale). A view
/// reads it from its ancestors: the root of a tree (a cell, a header) gets it from the collection view or the
/// renderer, so a cell written once draws in every environment.
///
/// The screen's traits come from the screen the list is shown on: a spec's viewport, a snapshot's screen, else
/// `UIScreen.main` (an iPhone 16 in portrait unless set: compact width, regular height, ``ListUserInterfaceIdiom/phone``).
/// The rule that turns a size into size classes is ``init(environment:fonts:screenSize:displayScale:)``'s.
///
/// ```swift
/// let traits = ListTraitCollection(environment: ListEnvironment(contentSizeCategory: .accessibilityLarge))
/// traits.performAsCurrent {
///     UIFont.preferredFont(forTextStyle: .body).pointSize    // 40
/// }
/// traits.horizontalSizeClass                                 // .compact (UIScreen.main: 393 × 852)
/// ```
public struct ListTraitCollection: Sendable, Equatable {
    /// The environment.
    public var environment: ListEnvironment
    /// The faces text is set in (the renderer's: `--font` replaces both).
    public var fonts: FontSet?
    /// How much room the screen gives across (UIKit's `horizontalSizeClass`).
    public var horizontalSizeClass: ListUserInterfaceSizeClass
    /// How much room the screen gives down (UIKit's `verticalSizeClass`).
    public var verticalSizeClass: ListUserInterfaceSizeClass
    /// The kind of device (UIKit's `userInterfaceIdiom`).
    public var userInterfaceIdiom: ListUserInterfaceIdiom
    /// Pixels per point of the screen (UIKit's `displayScale`): the render's scale; 0 when unspecified.
    public var displayScale: CGFloat
    /// The values of the app's own traits (``ListTraitDefinition`` types), read and set with the trait subscript.
    var customTraits = ListCustomTraits()

    /// Creates a trait collection on the process's screen, `UIScreen.main` (its size classes, idiom and scale).
    ///
    /// - Parameters:
    ///   - environment: theme, Dynamic Type size, layout direction, locale.
    ///   - fonts: the faces (`nil`: the system font, ``FontSet/system()``).
    public init(environment: ListEnvironment = .standard, fonts: FontSet? = nil) {
        self = ListScreenSettings.shared.traits
        self.environment = environment
        self.fonts = fonts
    }

    /// UIKit's `UITraitCollection(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory category: ListContentSizeCategory) {
        self.init(environment: ListEnvironment(contentSizeCategory: category))
    }

    /// UIKit's `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle style: ListUserInterfaceStyle) {
        self.init(environment: ListEnvironment(theme: style))
    }

    /// UIKit's `UITraitCollection(layoutDirection:)`.
    public init(layoutDirection direction: ListLayoutDirection) {
        self.init(environment: ListEnvironment(layoutDirection: direction))
    }

    /// The Dynamic Type size.
    public var preferredContentSizeCategory: ListContentSizeCategory {
        get { environment.contentSizeCategory }
        set { environment.contentSizeCategory = newValue }
    }
    /// Light or dark.
    public var userInterfaceStyle: ListUserInterfaceStyle {
        get { environment.theme }
        set { environment.theme = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: ListLayoutDirection {
        get { environment.layoutDirection }
        set { environment.layoutDirection = newValue }
    }

    /// UIKit's `UITraitCollection(horizontalSizeClass:)`: the process's screen's traits with this size class across.
    public init(horizontalSizeClass: ListUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// UIKit's `UITraitCollection(verticalSizeClass:)`: the process's screen's traits with this size class down.
    public init(verticalSizeClass: ListUserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// UIKit's `UITraitCollection(userInterfaceIdiom:)`: the process's screen's traits with this idiom.
    public init(userInterfaceIdiom: ListUserInterfaceIdiom) {
        self.init()
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// UIKit's `UITraitCollection(displayScale:)`: the process's screen's traits with this scale.
    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// Whether colours resolve differently in `traitCollection` (UIKit's `hasDifferentColorAppearance(comparedTo:)`):
    /// whether the two are of different appearances, light or dark. `nil` counts as the standard environment's.
    ///
    /// - Parameter traitCollection: the traits to compare with (often `previousTraitCollection`).
    /// - Returns: whether a dynamic colour (`UIColor.label`, a `UIColor { traits in … }`) may resolve differently.
    public func hasDifferentColorAppearance(comparedTo traitCollection: ListTraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection ?? ListTraitCollection()).userInterfaceStyle
    }

    /// The faces, the system font when none were given (`nil` only when its pinned files are missing: a broken
    /// installation, which the renderer reports as a `FontError`).
    public var resolvedFonts: FontSet? { fonts ?? Self.systemFonts }

    private static let systemFonts: FontSet? = try? FontSet.system()

    public static func == (lhs: ListTraitCollection, rhs: ListTraitCollection) -> Bool {
        lhs.environment == rhs.environment && lhs.fonts?.regular === rhs.fonts?.regular
            && lhs.fonts?.bold === rhs.fonts?.bold && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.displayScale == rhs.displayScale && lhs.customTraits == rhs.customTraits
    }

    // MARK: The current trait collection

    @TaskLocal private static var installed: ListTraitCollection?

    /// The trait collection in effect (UIKit's `UITraitCollection.current`): what `UIFont.preferredFont(forTextStyle:)`
    /// and text measured outside a view (`boundingRect`) follow. The renderer and the collection view make a list's
    /// environment current while cells are configured and sized; elsewhere it is the standard environment. It is
    /// task-local: renders of different environments on different threads do not see each other's.
    public static var current: ListTraitCollection { installed ?? ListTraitCollection() }

    /// Runs `body` with this trait collection as ``current`` (UIKit's `performAsCurrent(_:)`).
    ///
    /// - Parameter body: the work.
    /// - Returns: what `body` returns.
    public func performAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$installed.withValue(self) { try body() }
    }
}
