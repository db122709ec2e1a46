import ListDiffKit
import ListLayoutKit

/// Supplies the headless collection view's sections, items and views, as `UICollectionViewDataSource`, with
/// UIKit's names and types (Foundation's `IndexPath`; element kinds as UIKit's strings, or as ``ListElementKind``
/// in ListPreview's spelling). ``ListAdapter`` is the data source of the collection view it drives.
///
/// ```swift
/// final class Numbers: ListCollectionViewDataSource {
///     var counts = [3, 2]
///     func numberOfSections(in collectionView: ListCollectionView) -> Int { counts.count }
///     func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
///         counts[section]
///     }
///     func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: IndexPath) -> ListCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     }
/// }
/// ```
@MainActor
public protocol ListCollectionViewDataSource: AnyObject {
    /// The number of sections; the default is one, as UIKit's.
    func numberOfSections(in collectionView: ListCollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, dequeued from the collection view.
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell
    /// A configured header or footer, UIKit's spelling (`kind` is `ListCollectionView.elementKindSectionHeader` or
    /// `…Footer`): the collection view calls this one. The default calls the ``ListElementKind`` variant.
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> ListReusableView
    /// A configured header or footer (`kind` is a ``ListElementKind``); the default dequeues a blank view.
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView
    /// Whether the item may be dragged by interactive reordering; the default is false.
    func collectionView(_ collectionView: ListCollectionView, canMoveItemAt indexPath: ListIndexPath) -> Bool
    /// An interactive reordering finished: update the model. The default does nothing.
    func collectionView(
        _ collectionView: ListCollectionView, moveItemAt sourceIndexPath: ListIndexPath,
        to destinationIndexPath: ListIndexPath)
}

extension ListCollectionViewDataSource {
    /// One section, UIKit's default when a data source does not say.
    public func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }

    /// The ``ListElementKind`` variant (the collection view asks only for headers and footers; another string is
    /// passed on as `.header`).
    public func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> ListReusableView {
        self.collectionView(
            collectionView, viewForSupplementaryElementOfKind: ListElementKind(elementKind: kind) ?? .header,
            at: indexPath)
    }

    /// Dequeues a blank ``ListReusableView`` under the identifier `"ListPreview.blank"`.
    public func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "ListPreview.blank")
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "ListPreview.blank", for: indexPath)
    }

    /// False: nothing moves.
    public func collectionView(_ collectionView: ListCollectionView, canMoveItemAt indexPath: ListIndexPath) -> Bool {
        false
    }

    /// Does nothing.
    public func collectionView(
        _ collectionView: ListCollectionView, moveItemAt sourceIndexPath: ListIndexPath,
        to destinationIndexPath: ListIndexPath
    ) {}
}
