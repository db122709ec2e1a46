import Foundation

extension ListCollectionView {
    /// UIScrollView's `alwaysBounceVertical`: recorded, not drawn (a still has no bounce). Default false.
    public var alwaysBounceVertical: Bool {
        get { scrollSettings.alwaysBounceVertical }
        set { scrollSettings.alwaysBounceVertical = newValue }
    }
    /// UIScrollView's `alwaysBounceHorizontal`: recorded, not drawn. Default false.
    public var alwaysBounceHorizontal: Bool {
        get { scrollSettings.alwaysBounceHorizontal }
        set { scrollSettings.alwaysBounceHorizontal = newValue }
    }
    /// UIScrollView's `bounces`: recorded, not drawn (``setContentOffset(_:animated:)`` and drags stay in the
    /// scrollable range either way). Default true.
    public var bounces: Bool {
        get { scrollSettings.bounces }
        set { scrollSettings.bounces = newValue }
    }
    /// UIScrollView's `showsVerticalScrollIndicator`: recorded; scroll indicators are never drawn (UIKit shows them
    /// only while scrolling). Default true.
    public var showsVerticalScrollIndicator: Bool {
        get { scrollSettings.showsVerticalScrollIndicator }
        set { scrollSettings.showsVerticalScrollIndicator = newValue }
    }
    /// UIScrollView's `showsHorizontalScrollIndicator`: recorded, never drawn. Default true.
    public var showsHorizontalScrollIndicator: Bool {
        get { scrollSettings.showsHorizontalScrollIndicator }
        set { scrollSettings.showsHorizontalScrollIndicator = newValue }
    }
    /// UIScrollView's `isPagingEnabled`: recorded; ``simulateDrag(to:velocity:decelerate:)`` does not snap to pages
    /// (a scroll delegate's `targetContentOffset` does). Default false.
    public var isPagingEnabled: Bool {
        get { scrollSettings.isPagingEnabled }
        set { scrollSettings.isPagingEnabled = newValue }
    }
    /// UIScrollView's `isScrollEnabled`: recorded; the content offset can still be set in code, as in UIKit.
    /// Default true.
    public var isScrollEnabled: Bool {
        get { scrollSettings.isScrollEnabled }
        set { scrollSettings.isScrollEnabled = newValue }
    }
    /// UIScrollView's `scrollsToTop`: recorded (there is no status bar to tap). Default true.
    public var scrollsToTop: Bool {
        get { scrollSettings.scrollsToTop }
        set { scrollSettings.scrollsToTop = newValue }
    }
    /// UIScrollView's `isDirectionalLockEnabled`: recorded. Default false.
    public var isDirectionalLockEnabled: Bool {
        get { scrollSettings.isDirectionalLockEnabled }
        set { scrollSettings.isDirectionalLockEnabled = newValue }
    }
    /// UIScrollView's `contentInsetAdjustmentBehavior`: how the safe area adds to ``contentInset``, giving
    /// ``adjustedContentInset`` (a content offset at rest follows the new inset at once). Default `.automatic`.
    public var contentInsetAdjustmentBehavior: ListContentInsetAdjustmentBehavior {
        get { scrollSettings.contentInsetAdjustmentBehavior }
        set {
            scrollSettings.contentInsetAdjustmentBehavior = newValue
            syncAdjustedContentInset()
        }
    }
    /// UIScrollView's `decelerationRate`: recorded. Default `.normal`.
    public var decelerationRate: ListScrollDecelerationRate {
        get { scrollSettings.decelerationRate }
        set { scrollSettings.decelerationRate = newValue }
    }
    /// UIScrollView's `keyboardDismissMode`: recorded. Default `.none`.
    public var keyboardDismissMode: ListKeyboardDismissMode {
        get { scrollSettings.keyboardDismissMode }
        set { scrollSettings.keyboardDismissMode = newValue }
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`, for `UIScrollView.ContentInsetAdjustmentBehavior.never`.
    public typealias ContentInsetAdjustmentBehavior = ListContentInsetAdjustmentBehavior
    /// UIKit's `UIScrollView.DecelerationRate`, for `UIScrollView.DecelerationRate.fast`.
    public typealias DecelerationRate = ListScrollDecelerationRate
    /// UIKit's `UIScrollView.KeyboardDismissMode`, for `UIScrollView.KeyboardDismissMode.onDrag`.
    public typealias KeyboardDismissMode = ListKeyboardDismissMode
}
