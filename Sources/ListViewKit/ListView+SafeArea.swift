import Foundation
import ListCore

extension ListView {
    /// UIKit's `safeAreaInsets`: zero. A preview draws no status bar, home indicator or notch, so nothing covers a
    /// view (a cell that lays its content view out inside the safe area keeps the whole width).
    public var safeAreaInsets: ListEdgeInsets { .zero }
}
