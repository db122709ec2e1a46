import ListCore

/// UIKit's `UIAccessibilityTraits`: what an element is to VoiceOver (``ListView/accessibilityTraits``), so
/// `accessibilityTraits = .button` or `accessibilityTraits.insert(.header)` ports as written. The accessibility
/// hierarchy reads them as VoiceOver does ("Button.", "Heading.", see ``ListAccessibilityHierarchy``).
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
    /// A button that toggles between states, as a switch (iOS 17's public name of the trait `UISwitch` reports).
    public static let toggleButton = ListAccessibilityTraits(rawValue: 1 << 17)
    /// Zooms with the pinch gesture (iOS 17).
    public static let supportsZoom = ListAccessibilityTraits(rawValue: 1 << 18)
    /// Takes typed text: UIKit's private trait of `UITextField` and `UITextView` (VoiceOver reads "Text Field."),
    /// public here so a custom field can say it.
    public static let textEntry = ListAccessibilityTraits(rawValue: 1 << 19)
    /// A navigation bar's back button: UIKit's private trait of `UINavigationBar`'s back button (VoiceOver reads
    /// "Back Button." in place of "Button."), public here so a custom back button can say it.
    public static let backButton = ListAccessibilityTraits(rawValue: 1 << 20)

    /// The trait of a name (case *n* of ``ListAccessibilityTraitName`` is bit *n*).
    ///
    /// - Parameter name: the trait's UIKit name.
    public init(named name: ListAccessibilityTraitName) {
        self.init(rawValue: 1 << UInt64(ListAccessibilityTraitName.allCases.firstIndex(of: name) ?? 0))
    }

    /// The traits' UIKit names, in bit order (`["button", "selected"]`): what sidecars and spec `"view"` trees write.
    public var names: [String] {
        ListAccessibilityTraitName.allCases.filter { contains(ListAccessibilityTraits(named: $0)) }.map(\.rawValue)
    }

    /// Whether an element with these traits does something when activated (the default of
    /// ``ListView/accessibilityRespondsToUserInteraction``).
    public var impliesInteraction: Bool {
        !isDisjoint(with: [
            .button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton, .textEntry, .backButton,
        ])
    }
}
