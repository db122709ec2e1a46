import Foundation
import ListCore
import ListLayoutKit

extension ListCollectionView {
    /// Whether what the collection view shows is mirrored left to right, as UIKit mirrors a collection view in a
    /// right-to-left environment: its ``traitCollection`` is right to left and its layout
    /// ``ListCollectionLayout/flipsHorizontallyInOppositeLayoutDirection`` (true for the package's layouts).
    public var isMirrored: Bool {
        traitCollection.environment.isRightToLeft && collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// Where frames are mirrored when ``isMirrored``: the sum of the viewport's left and right edges in content
    /// coordinates (a frame laid out at `x` with width `w` is shown at `axis - x - w`); `nil` when not mirrored.
    ///
    /// ```
    ///   contentOffset.x                 contentOffset.x + width
    ///   |[ item 0 ][ item 1 ]              |   as laid out
    ///   |              [ item 1 ][ item 0 ]|   shown: x' = axis - x - w
    /// ```
    public var mirrorAxis: Double? {
        guard isMirrored else { return nil }
        return Double(2 * contentOffset.x + boundsSize.width)
    }

    /// Where an element laid out at `frame` (content coordinates) is shown: the frame itself, or mirrored about
    /// ``mirrorAxis``.
    ///
    /// - Parameter frame: a frame of ``layoutResult``.
    /// - Returns: the frame as shown.
    public func shownFrame(of frame: CGRect) -> CGRect {
        guard let axis = mirrorAxis else { return frame }
        return CGRect(x: CGFloat(axis) - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}
