import ListTestSupport
import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit

/// A data source and delegate over plain item counts; items are 100×40 and labelled "section-item". Records the
/// delegate calls it receives.
@MainActor
final class CountsModel: ListCollectionViewDataSource, ListCollectionViewDelegate {
    var counts: [Int]
    var events: [String] = []
    var headerHeight: CGFloat = 0
    var refuseSelection: Set<ListIndexPath> = []
    var movable = true

    init(_ counts: [Int]) {
        self.counts = counts
    }

    /// A 100×200 collection view over this model, loaded.
    func makeCollectionView(height: CGFloat = 200) -> ListCollectionView {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: height), layout: StackLayout())
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.reloadData()
        collectionView.layoutIfNeeded()  // the cells appear on the first layout pass, as in UIKit
        return collectionView
    }

    func numberOfSections(in collectionView: ListCollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.content.text = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: ListCollectionView, canMoveItemAt indexPath: ListIndexPath) -> Bool {
        movable
    }

    func collectionView(
        _ collectionView: ListCollectionView, moveItemAt sourceIndexPath: ListIndexPath,
        to destinationIndexPath: ListIndexPath
    ) {
        counts[sourceIndexPath.section] -= 1
        counts[destinationIndexPath.section] += 1
        events.append("move \(sourceIndexPath) \(destinationIndexPath)")
    }

    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 100, height: 40)
    }

    func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 100, height: headerHeight)
    }

    func collectionView(_ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath) {
        events.append("willDisplay \(indexPath)")
    }

    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        events.append("didEndDisplaying \(indexPath)")
    }

    func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath) {
        events.append("didHighlight \(indexPath)")
    }

    func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {
        events.append("didUnhighlight \(indexPath)")
    }

    func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool {
        !refuseSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {
        events.append("didSelect \(indexPath)")
    }

    func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath) {
        events.append("didDeselect \(indexPath)")
    }

    func scrollViewDidScroll(_ collectionView: ListCollectionView) {
        events.append("didScroll \(collectionView.contentOffset.y)")
    }
}
