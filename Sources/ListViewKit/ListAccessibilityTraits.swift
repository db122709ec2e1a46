/// UIKit's `UIAccessibilityTraits`: what an element is to VoiceOver (``ListView/accessibilityTraits``). Recorded, so
/// `accessibilityTraits = .button` or `accessibilityTraits.insert(.header)` ports as written; a preview has no
/// VoiceOver.
public struct ListAccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The bits (ListPreview's own numbering).
    public let rawValue: UInt64

    /// Traits from their bits.
    ///
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: ListAccessibilityTraits = []
    /// A button.
    public static let button = ListAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = ListAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = ListAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = ListAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = ListAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = ListAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = ListAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = ListAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = ListAccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = ListAccessibilityTraits(rawValue: 1 << 9)
    /// Starts a media session.
    public static let startsMediaSession = ListAccessibilityTraits(rawValue: 1 << 10)
    /// Adjustable (a slider).
    public static let adjustable = ListAccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = ListAccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when read to its end.
    public static let causesPageTurn = ListAccessibilityTraits(rawValue: 1 << 13)
    /// A search field.
    public static let searchField = ListAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = ListAccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = ListAccessibilityTraits(rawValue: 1 << 16)
}
