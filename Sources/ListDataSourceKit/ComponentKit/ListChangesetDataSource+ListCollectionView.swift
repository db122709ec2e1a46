import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit

/// The headless collection view asks a ``ListChangesetDataSource`` for the applied state: its counts, cells and
/// sizes; headers and footers go to the ``ListChangesetDataSource/supplementaryViewDataSource``, and cells that
/// appear and disappear are announced.
extension ListChangesetDataSource {
    // MARK: ListCollectionViewDataSource

    /// The applied state's sections.
    public func numberOfSections(in collectionView: ListCollectionView) -> Int { applied.count }

    /// The applied state's items in `section`.
    public func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        applied.indices.contains(section) ? applied[section].count : 0
    }

    /// A cell showing the item's component.
    public func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let entry = entry(at: indexPath) {
            cell.content = entry.component.content
            cellConfiguration?(cell, entry.model, indexPath)
        }
        return cell
    }

    /// Forwarded to the ``supplementaryViewDataSource``; a blank view without one.
    public func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        if let supplementaryViewDataSource {
            return supplementaryViewDataSource.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "blank")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "blank", for: indexPath)
    }

    // MARK: ListCollectionViewDelegate

    /// The component's size.
    public func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        size(at: indexPath) ?? .zero
    }

    /// Forwarded to the ``supplementaryViewDataSource``.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int)
        -> CGSize
    {
        supplementaryViewDataSource?.collectionView(collectionView, referenceSizeForHeaderInSection: section) ?? .zero
    }

    /// Forwarded to the ``supplementaryViewDataSource``.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int)
        -> CGSize
    {
        supplementaryViewDataSource?.collectionView(collectionView, referenceSizeForFooterInSection: section) ?? .zero
    }

    /// Announces the appearance.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        announceWillAppear(itemIn: cell)
    }

    /// Announces the disappearance.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        announceDidDisappear(at: indexPath)
    }
}
