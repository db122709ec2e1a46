/// The names of UIKit's accessibility traits (`UIAccessibilityTraits.button` is `"button"`), as layout sidecars and
/// spec `"view"` trees write them, in the order of ListViewKit's `ListAccessibilityTraits` bits (case *n* is bit *n*).
///
/// ```swift
/// ListAccessibilityTraitName(rawValue: "header")   // .header
/// ```
public enum ListAccessibilityTraitName: String, CaseIterable, Sendable, Hashable {
    /// A button.
    case button
    /// A link.
    case link
    /// An image.
    case image
    /// Selected.
    case selected
    /// Plays its own sound.
    case playsSound
    /// A keyboard key.
    case keyboardKey
    /// Text that does not change.
    case staticText
    /// A summary read when the app starts.
    case summaryElement
    /// Not enabled ("Dimmed.").
    case notEnabled
    /// Updates often.
    case updatesFrequently
    /// Starts a media session.
    case startsMediaSession
    /// Adjustable.
    case adjustable
    /// Takes touches directly.
    case allowsDirectInteraction
    /// Turns the page when read to its end.
    case causesPageTurn
    /// A search field.
    case searchField
    /// A header ("Heading.").
    case header
    /// A tab bar.
    case tabBar
    /// A toggle (a switch).
    case toggleButton
    /// Zooms.
    case supportsZoom
    /// Takes typed text ("Text Field.").
    case textEntry
    /// A navigation bar's back button ("Back Button.").
    case backButton
}
