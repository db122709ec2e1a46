import Foundation
import ListAdapterKit
import ListLayoutKit
import ListDiffKit

/// Supplies the headers and footers of a ``ListChangesetDataSource``, which forwards these calls unchanged
/// (ComponentKit's `supplementaryViewDataSource`).
@MainActor
public protocol ListSupplementaryViewDataSource: AnyObject {
    /// A configured header or footer (`kind` is `ListElementKind.header` or `.footer`).
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView
    /// The header's size; zero for none.
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size; zero for none.
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension ListSupplementaryViewDataSource {
    /// No header.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int)
        -> CGSize
    { .zero }

    /// No footer.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int)
        -> CGSize
    { .zero }
}
