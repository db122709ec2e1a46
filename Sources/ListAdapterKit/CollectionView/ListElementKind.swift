/// The kinds of supplementary views, as `UICollectionView.elementKindSectionHeader` and `…Footer`.
///
/// ```swift
/// collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: ListElementKind.sectionHeader,
///                         withReuseIdentifier: "header")
/// ```
public enum ListElementKind {
    /// A section header.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// A section footer.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
