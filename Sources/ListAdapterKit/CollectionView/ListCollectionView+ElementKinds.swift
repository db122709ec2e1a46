import ListLayoutKit

extension ListCollectionView {
    /// The kind of a section header, as UIKit names it (`UICollectionView.elementKindSectionHeader`): what a
    /// ``ListSupplementaryViewSource`` returns from `supportedElementKinds()` and receives as `elementKind`.
    public static let elementKindSectionHeader = ListElementKind.sectionHeaderKindName
    /// The kind of a section footer, as UIKit names it (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = ListElementKind.sectionFooterKindName
}
