/// What the headless collection view needs from a layout: the frames of every element for a given set of
/// section sizes, bounds and content offset. ``ListCollectionViewLayout`` conforms; a test or an app can supply
/// its own.
///
/// The collection view gathers a ``ListLayoutInput`` from its delegate (the adapter asks each section
/// controller for sizes, insets and spacings), calls ``layout(_:)`` when that input changed, and picks the
/// visible elements from the result.
///
/// ```swift
/// struct StackLayout: ListCollectionLayout {
///     func layout(_ input: ListLayoutInput) -> ListLayoutResult { … }
/// }
/// collectionView.collectionViewLayout = StackLayout()
/// ```
public protocol ListCollectionLayout {
    /// Whether a change of the content offset alone changes the result (true for sticky headers). When false the
    /// collection view reuses the last result while scrolling.
    var invalidatesOnContentOffsetChange: Bool { get }

    /// Lays out every element.
    ///
    /// - Parameter input: the bounds, insets, content offset and per-section sizes.
    /// - Returns: the frames of every item, header and footer, and the content size.
    /// - Complexity: O(*n*) in the number of items for the layouts in this package.
    func layout(_ input: ListLayoutInput) -> ListLayoutResult

    /// Whether a collection view shown in a right-to-left environment mirrors this layout's frames left to right
    /// (UIKit's `flipsHorizontallyInOppositeLayoutDirection`):
    ///
    /// ```
    ///   left to right          |[ 0 ][ 1 ][ 2 ]      |
    ///   right to left, flipped |      [ 2 ][ 1 ][ 0 ]|   x' = minX + maxX - x - width (of the viewport)
    /// ```
    ///
    /// Frames stay as laid out; what is drawn and recorded (renders, golden sidecars) is mirrored. Default `false`,
    /// as `UICollectionViewLayout`'s; the package's layouts say `true`, as `UICollectionViewFlowLayout` does.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }
}

extension ListCollectionLayout {
    /// `false`, as `UICollectionViewLayout`'s: a layout of one's own is not mirrored unless it says so.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
