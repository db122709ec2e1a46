/// UIKit's `UIUserInterfaceSizeClass`: how much room a screen gives in one direction, coarsely. An iPhone in portrait
/// is compact wide and regular tall; an iPad full screen is regular both ways (``ListTraitCollection`` derives both
/// from the screen's size: ``ListTraitCollection/init(environment:fonts:screenSize:displayScale:)``).
///
/// ```swift
/// let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
/// ```
public enum ListUserInterfaceSizeClass: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No size class (UIKit's value for a trait collection that does not say).
    case unspecified = 0
    /// Little room: an iPhone's width, or an iPhone's height in landscape.
    case compact = 1
    /// Much room: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2

    /// `unspecified`, `compact` or `regular`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
