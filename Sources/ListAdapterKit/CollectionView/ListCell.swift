import ListCore

/// A cell of the headless collection view, as `UICollectionViewCell`: reusable content plus selection and
/// highlight state, which the renderer draws.
///
/// ```swift
/// let cell = context.dequeueReusableCell(of: ListCell.self, for: self, at: index)
/// cell.content = ListCellContent(text: "Hello", accessory: .disclosureIndicator)
/// return cell
/// ```
@MainActor
open class ListCell: ListReusableView {
    /// Whether the cell is selected. The collection view sets it; setting it yourself changes only the drawing.
    public var isSelected = false
    /// Whether the cell is highlighted (a touch is down on it).
    public var isHighlighted = false

    /// Clears the content, the selection and the highlight.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
