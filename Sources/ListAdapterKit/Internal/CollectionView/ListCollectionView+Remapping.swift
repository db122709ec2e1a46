import Foundation
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// After a batch update: surviving cells follow their items to their new index paths; supplementary views
    /// follow their sections. Deleted and reloaded ones are taken out and returned, still displayed: UIKit ends
    /// their display only after the new views appeared (they animate out), so the caller ends them after the
    /// layout pass with ``endDisplaying(_:)``.
    func remapVisibleViews(_ mapping: ListBatchUpdateMapping) -> ListLeavingViews {
        var leaving = ListLeavingViews()
        var moved: [ListIndexPath: ListCell] = [:]
        for path in visibleCellMap.keys.sorted() {
            guard let new = remappedSurvivor(path, mapping) else {
                leaving.cells.append((path, visibleCellMap[path]!))
                continue
            }
            let cell = visibleCellMap[path]!
            cell.indexPath = new
            moved[new] = cell
        }
        visibleCellMap = moved
        var movedViews: [ListSupplementaryKey: ListReusableView] = [:]
        for key in visibleSupplementaryMap.keys.sorted() {
            guard let new = mapping.newSectionForOld[key.section], case .existing = mapping.sectionSources[new] else {
                leaving.supplementaryViews.append((key, visibleSupplementaryMap[key]!))
                continue
            }
            let view = visibleSupplementaryMap[key]!
            view.indexPath = ListIndexPath(section: new, item: 0)
            movedViews[ListSupplementaryKey(kind: key.kind, section: new)] = view
        }
        visibleSupplementaryMap = movedViews
        return leaving
    }

    /// Ends the display of views a batch update removed (old index paths), into the reuse pool.
    func endDisplaying(_ leaving: ListLeavingViews) {
        for (path, cell) in leaving.cells {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            reusePool.enqueue(cell, kind: Self.cellKind)
        }
        for (key, view) in leaving.supplementaryViews {
            delegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind.elementKind,
                at: key.indexPath)
            reusePool.enqueue(view, kind: key.kind)
        }
    }
}
