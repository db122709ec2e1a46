/// UIKit's `UIUserInterfaceIdiom`: the kind of device an interface is shown on (``ListTraitCollection`` derives
/// ``phone`` or ``pad`` from the screen's size; `UIDevice.current` from `UIScreen.main`'s).
///
/// ```swift
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1
/// ```
public enum ListUserInterfaceIdiom: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No idiom (UIKit's value for a trait collection that does not say).
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6

    /// The case's name (`phone`, `pad`, …).
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
