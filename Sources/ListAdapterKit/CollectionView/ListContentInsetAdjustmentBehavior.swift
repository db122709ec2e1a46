/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area would add to the content inset. A headless
/// list has no safe area, so every case gives the same inset (``ListCollectionView/contentInset`` alone): recorded.
public enum ListContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's default.
    case automatic
    /// The safe area in the scrollable axes.
    case scrollableAxes
    /// No adjustment (the common line of an embedded list: `contentInsetAdjustmentBehavior = .never`).
    case never
    /// The safe area in both axes.
    case always
}
