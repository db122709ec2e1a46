import Foundation

/// The `UIScrollView` settings a headless collection view records and a still does not show: bouncing, scroll
/// indicators, paging, whether scrolling is enabled.
struct ListScrollSettings {
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var bounces = true
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
    var isPagingEnabled = false
    var isScrollEnabled = true
    var scrollsToTop = true
    var isDirectionalLockEnabled = false
    var contentInsetAdjustmentBehavior = ListContentInsetAdjustmentBehavior.automatic
    var decelerationRate = ListScrollDecelerationRate.normal
    var keyboardDismissMode = ListKeyboardDismissMode.none
}
