import Foundation
import ListLayoutKit

extension ListCollectionView {
    /// Creates an empty collection view with UIKit's argument labels, for ported code
    /// (`UICollectionView(frame:collectionViewLayout:)`): the viewport is the frame's size (a headless collection
    /// view has no position on a screen).
    ///
    /// ```swift
    /// let collectionView = ListCollectionView(
    ///     frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     collectionViewLayout: ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false))
    /// ```
    ///
    /// - Parameters:
    ///   - frame: the frame; its size is the viewport size.
    ///   - collectionViewLayout: the layout.
    public convenience init(frame: CGRect, collectionViewLayout: any ListCollectionLayout) {
        self.init(boundsSize: frame.size, layout: collectionViewLayout)
        self.frame = frame
    }
}
