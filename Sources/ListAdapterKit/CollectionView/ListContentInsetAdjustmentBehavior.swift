/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area adds to the content inset, giving
/// ``ListCollectionView/adjustedContentInset`` (its table says what each case adds). Off a screen there is no safe
/// area, and every case gives the content inset alone.
public enum ListContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's default: the safe area's top and bottom always, its sides when the list scrolls horizontally.
    case automatic
    /// The safe area in the scrollable axes.
    case scrollableAxes
    /// No adjustment (the common line of an embedded list: `contentInsetAdjustmentBehavior = .never`).
    case never
    /// The safe area in both axes.
    case always
}
