/// The axis along which a list scrolls, as `UICollectionView.ScrollDirection`.
///
/// The layout is axis-agnostic: the *scroll* axis is y for `.vertical` and x for `.horizontal`; the *cross* (fixed)
/// axis is the other one. Items fill rows along the cross axis and rows stack along the scroll axis.
///
/// ```
/// vertical            horizontal
/// |[ 0,0 ][ 0,1 ]|     [ 0,0 ][ 0,2 ] →
/// |[ 0,2 ]       |     [ 0,1 ][ 0,3 ]
/// ↓
/// ```
public enum ListScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rows stack downwards; items fill each row from left to right.
    case vertical
    /// Columns stack rightwards; items fill each column from top to bottom.
    case horizontal
}
