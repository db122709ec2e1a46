extension ListElementKind {
    /// UIKit's name of a section header kind (`UICollectionView.elementKindSectionHeader`), as IGListKit's
    /// supplementary view sources take it.
    public static let sectionHeaderKindName = "UICollectionElementKindSectionHeader"
    /// UIKit's name of a section footer kind (`UICollectionView.elementKindSectionFooter`).
    public static let sectionFooterKindName = "UICollectionElementKindSectionFooter"

    /// The kind that UIKit's element kind string names: `UICollectionElementKindSectionHeader` or
    /// `UICollectionElementKindSectionFooter` (the raw values `"header"` and `"footer"` are accepted too).
    ///
    /// - Parameter elementKind: a UIKit element kind string.
    /// - Returns: `nil` for another string (UIKit's custom layouts' kinds have no counterpart here).
    public init?(elementKind: String) {
        switch elementKind {
        case Self.sectionHeaderKindName, ListElementKind.header.rawValue: self = .header
        case Self.sectionFooterKindName, ListElementKind.footer.rawValue: self = .footer
        default: return nil
        }
    }

    /// UIKit's element kind string of a header or footer (the raw value `"cell"` for a cell, which UIKit names by
    /// category instead).
    public var elementKind: String {
        switch self {
        case .header: Self.sectionHeaderKindName
        case .footer: Self.sectionFooterKindName
        case .cell: rawValue
        }
    }
}
