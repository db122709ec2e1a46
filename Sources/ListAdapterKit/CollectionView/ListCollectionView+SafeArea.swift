import Foundation
import ListCore

extension ListCollectionView {
    /// UIScrollView's `adjustedContentInset`: the ``contentInset`` plus the part of the safe area
    /// (``ListView/safeAreaInsets``) that ``contentInsetAdjustmentBehavior`` adds, so that on a screen with chrome
    /// the content starts below the status bar and the navigation bar and ends above the tab bar and the home
    /// indicator, and scrolls under them. Off a screen (a list rendered on its own, a list in a cell) the safe area
    /// is zero and this is the content inset.
    ///
    /// | behaviour | top / bottom | left / right |
    /// |---|---|---|
    /// | `.never` | — | — |
    /// | `.always` | safe area | safe area |
    /// | `.scrollableAxes` | when it scrolls vertically | when it scrolls horizontally |
    /// | `.automatic` (default) | safe area | when it scrolls horizontally |
    ///
    /// A list scrolls in an axis when its content is longer than its bounds, or it always bounces in that axis
    /// (`alwaysBounceVertical`, `alwaysBounceHorizontal`), as UIKit decides.
    ///
    /// The scrollable range (``minimumContentOffset`` … ``maximumContentOffset``), the scroll positions and the
    /// layout's container use it, and a content offset at rest follows it when it changes (a list at rest on an
    /// iPhone 16 screen has the offset `(0, -59)`: its first row starts below the status bar).
    public var adjustedContentInset: ListEdgeInsets {
        let safe = adjustingSafeArea
        guard safe != .zero else { return contentInset }
        return ListEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// The part of the safe area the adjustment behaviour adds to the content inset.
    private var adjustingSafeArea: ListEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        guard behavior != .never, superview != nil else { return .zero }
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let content = contentSize
        let horizontal = alwaysBounceHorizontal || content.width > boundsSize.width
        let vertical = behavior == .automatic || alwaysBounceVertical || content.height > boundsSize.height
        switch behavior {
        case .always: return safe
        case .never: return .zero
        case .automatic, .scrollableAxes:
            return ListEdgeInsets(
                top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }
}
