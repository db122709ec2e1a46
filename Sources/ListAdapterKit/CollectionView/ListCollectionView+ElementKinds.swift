import Foundation
import ListLayoutKit

extension ListCollectionView {
    /// The kind of a section header, as UIKit names it (`UICollectionView.elementKindSectionHeader`): what a
    /// ``ListSupplementaryViewSource`` returns from `supportedElementKinds()` and receives as `elementKind`.
    public static let elementKindSectionHeader = ListElementKind.sectionHeaderKindName
    /// The kind of a section footer, as UIKit names it (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = ListElementKind.sectionFooterKindName

    /// Registers a header or footer class under UIKit's kind string, for ported data sources
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with `elementKindSectionHeader`).
    ///
    /// ListPreview's layouts have headers and footers only: another kind string is a programming error and stops
    /// with a message naming it (UIKit stops, later, when such a view cannot be dequeued).
    public func register(
        _ viewClass: ListReusableView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        register(viewClass, forSupplementaryViewOfKind: Self.kind(elementKind), withReuseIdentifier: identifier)
    }

    /// Dequeues a header or footer by UIKit's kind string, as a `UICollectionViewDataSource` does in
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: String,
    ///                     at indexPath: IndexPath) -> ListReusableView {
    ///     collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    /// }
    /// ```
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> ListReusableView {
        dequeueReusableSupplementaryView(ofKind: Self.kind(elementKind), withReuseIdentifier: identifier, for: indexPath)
    }

    private static func kind(_ elementKind: String) -> ListElementKind {
        guard let kind = ListElementKind(elementKind: elementKind) else {
            preconditionFailure(
                "no supplementary element of kind \(elementKind): ListPreview's layouts have "
                    + "\(elementKindSectionHeader) and \(elementKindSectionFooter) only")
        }
        return kind
    }
}
