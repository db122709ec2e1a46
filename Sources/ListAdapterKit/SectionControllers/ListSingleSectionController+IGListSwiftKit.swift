import Foundation
import ListDiffKit

extension ListSingleSectionController {
    /// Creates the section for a cell type with typed closures (IGListSwiftKit's
    /// `ListSingleSectionController(configure:size:)`): the object arrives as an `Item` and the cell as a `Cell`.
    ///
    /// ```swift
    /// let section = ListSingleSectionController(
    ///     configure: { (title: String, cell: TitleCell) in cell.content.text = title },
    ///     size: { (title: String, context: ListCollectionContext?) in
    ///         CGSize(width: context!.containerSize.width, height: 44) })
    /// ```
    ///
    /// - Parameters:
    ///   - configure: fills the cell from the item.
    ///   - size: the cell's size for the item.
    /// - Precondition: the section's object is an `Item` (IGListSwiftKit force-casts it too).
    public convenience init<Item, Cell: ListCell>(
        configure: @escaping (Item, Cell) -> Void, size: @escaping (Item, (any ListCollectionContext)?) -> CGSize
    ) {
        self.init(
            cellClass: Cell.self,
            configureBlock: { object, cell in configure(Self.typed(object), Self.typed(cell)) },
            sizeBlock: { object, context in size(Self.typed(object), context) })
    }

    /// The value as a `T`, or a stop naming both types (IGListSwiftKit's force cast, with a message).
    private static func typed<T>(_ value: Any) -> T {
        guard let typed = value as? T else { fatalError("ListSingleSectionController: \(type(of: value)) is not a \(T.self)") }
        return typed
    }
}
