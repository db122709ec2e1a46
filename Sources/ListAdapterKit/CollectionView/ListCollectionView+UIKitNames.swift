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
    }

    /// UIKit's `frame`, for ported code (`collectionView.frame = view.bounds`): its size is the viewport
    /// (``boundsSize``; setting it lays out again). A headless collection view has no position on a screen, so the
    /// origin reads as zero and a set origin is dropped.
    public var frame: CGRect {
        get { CGRect(origin: .zero, size: boundsSize) }
        set { boundsSize = newValue.size }
    }
}
