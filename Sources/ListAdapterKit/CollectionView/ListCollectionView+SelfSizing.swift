import Foundation
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// Whether the layout sizes items from their content, as UIKit's self-sizing cells: a
    /// ``ListCollectionViewFlowLayout`` with a non-zero `estimatedItemSize`. The delegate's (the section
    /// controller's) size is then the estimate; each visible cell is asked for
    /// ``ListReusableView/preferredLayoutAttributesFitting(_:)`` and the layout runs again with the sizes it wants.
    /// Cells that were never on screen keep their estimate, as in UIKit.
    ///
    /// ```swift
    /// let layout = UICollectionViewFlowLayout()
    /// layout.estimatedItemSize = CGSize(width: 100, height: 40)
    /// let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    /// ```
    public var selfSizesCells: Bool {
        guard let flow = collectionViewLayout as? ListCollectionViewFlowLayout else { return false }
        return flow.estimatedItemSize != .zero
    }

    /// The most layout passes one update makes for self-sizing cells (a cell whose wanted size depends on the
    /// size it was given could otherwise never settle).
    static let selfSizingPasses = 4

    /// Asks every visible cell for its preferred size; records the ones that differ from their frames.
    ///
    /// - Returns: whether any size changed (the layout must run again).
    func fitVisibleCells() -> Bool {
        var changed = false
        for path in visibleCellMap.keys.sorted() {
            guard let cell = visibleCellMap[path] else { continue }
            let attributes = ListCollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = cell.frame
            let size = cell.preferredLayoutAttributesFitting(attributes).size
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { continue }
            if size != cell.frame.size, fittedItemSizes[path] != size {
                fittedItemSizes[path] = size
                changed = true
            }
        }
        return changed
    }

    /// Gives the visible views the new environment and lays out again (text sizes follow Dynamic Type).
    func cellTraitsDidChange() {
        let traits = cellTraitCollection
        appliedCellTraits = traits
        for view in visibleCellMap.values { view.overrideTraitCollection = traits }
        for view in visibleSupplementaryMap.values { view.overrideTraitCollection = traits }
        backgroundView?.overrideTraitCollection = traits
        fittedItemSizes = [:]
        guard hasLoaded else { return }
        invalidateLayout()
    }
}
