import Foundation
import ListCore

/// UIKit's `UIStatusBarStyle`: the colour of the status bar's time and icons.
public enum ListStatusBarStyle: Int, Sendable, Hashable, CaseIterable {
    /// Dark content in the light appearance, light content in the dark one.
    case `default`
    /// White content, for dark backgrounds.
    case lightContent
    /// Black content, for light backgrounds.
    case darkContent

    /// The colour the time and the icons are drawn in, in an appearance.
    ///
    /// - Parameter style: the light or dark appearance.
    /// - Returns: white or black.
    public func contentColor(in style: ListUserInterfaceStyle) -> ListColor {
        switch self {
        case .lightContent: .white
        case .darkContent: .black
        case .default: style == .dark ? .white : .black
        }
    }
}
