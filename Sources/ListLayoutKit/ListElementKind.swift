/// What an element of the layout is: a cell, or one of the two supplementary views of a section.
///
/// The raw values are the names the `layout` command prints (`"cell"`, `"header"`, `"footer"`).
public enum ListElementKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A cell showing an item (`UICollectionElementCategoryCell`).
    case cell
    /// A section header (`UICollectionElementKindSectionHeader`).
    case header
    /// A section footer (`UICollectionElementKindSectionFooter`).
    case footer
}
