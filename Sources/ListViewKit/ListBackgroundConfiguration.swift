import Foundation
import ListCore

/// UIKit's `UIBackgroundConfiguration` as a button configuration's `background` uses it: a fill, a corner radius
/// (how ``ListButton/Configuration/cornerStyle`` uses it is documented there) and a stroke.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.cornerStyle = .fixed
/// configuration.background.cornerRadius = 7
/// configuration.background.strokeColor = .separator
/// configuration.background.strokeWidth = 1
/// ```
public struct ListBackgroundConfiguration: Sendable, Hashable {
    /// The fill (`nil`: the style's, from the base background colour).
    public var backgroundColor: ListColor?
    /// The corner radius (`nil`: the button size's; a `.fixed` corner style uses it as given).
    public var cornerRadius: CGFloat?
    /// The stroke's colour (`nil`: none).
    public var strokeColor: ListColor?
    /// The stroke's width in points (drawn inside the edge).
    public var strokeWidth: CGFloat = 0

    /// A background with nothing set: the style's fill and radius.
    public init() {}

    /// UIKit's `UIBackgroundConfiguration.clear()`: a transparent fill.
    public static func clear() -> ListBackgroundConfiguration {
        var background = ListBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
