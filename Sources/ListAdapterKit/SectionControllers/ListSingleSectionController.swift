import Foundation
import ListDiffKit

/// A section of exactly one cell, configured by closures (IGListKit's `IGListSingleSectionController`).
///
/// ```swift
/// let section = ListSingleSectionController(
///     configure: { object, cell in cell.content.text = (object as? String) },
///     size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
/// ```
@MainActor
open class ListSingleSectionController: ListSectionController {
    /// Configures the cell for the object. Called on the main actor, like everything here; not `@Sendable`, so a
    /// closure kept in a local constant first (IGListKit's examples do) passes as it is.
    public typealias ConfigureBlock = (Any, ListCell) -> Void
    /// Sizes the cell for the object. Called on the main actor; not `@Sendable`.
    public typealias SizeBlock = (Any, (any ListCollectionContext)?) -> CGSize

    /// Told when the cell is selected or deselected. Not retained.
    public weak var selectionDelegate: (any ListSingleSectionControllerDelegate)?
    /// The current object.
    public private(set) var object: Any?

    private let cellClass: ListCell.Type
    private let reuseIdentifier: String?
    private let configure: ConfigureBlock
    private let size: SizeBlock

    /// Creates the section.
    ///
    /// - Parameters:
    ///   - cellClass: the class of the cell.
    ///   - reuseIdentifier: its reuse identifier (default: the class name).
    ///   - configure: fills the cell from the object.
    ///   - size: the cell's size for the object.
    public init(
        cellClass: ListCell.Type = ListCell.self, reuseIdentifier: String? = nil,
        configure: @escaping ConfigureBlock, size: @escaping SizeBlock
    ) {
        self.cellClass = cellClass
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        self.size = size
        super.init()
    }

    /// Creates the section with IGListKit's argument labels.
    ///
    /// - Parameters:
    ///   - cellClass: the class of the cell.
    ///   - configureBlock: fills the cell from the object.
    ///   - sizeBlock: the cell's size for the object.
    public convenience init(
        cellClass: ListCell.Type, configureBlock: @escaping ConfigureBlock, sizeBlock: @escaping SizeBlock
    ) {
        self.init(cellClass: cellClass, reuseIdentifier: nil, configure: configureBlock, size: sizeBlock)
    }

    /// 1.
    open override func numberOfItems() -> Int { 1 }

    /// The size block's answer.
    open override func sizeForItem(at index: Int) -> CGSize {
        guard let object else { return .zero }
        return size(object, collectionContext)
    }

    /// A cell of the class, configured by the configure block.
    open override func cellForItem(at index: Int) -> ListCell {
        guard let context = collectionContext else {
            fatalError("\(type(of: self)) has no collection context: it is not in a list")
        }
        let cell = context.dequeueReusableCell(
            of: cellClass, withReuseIdentifier: reuseIdentifier, for: self, at: index)
        if let object { configure(object, cell) }
        return cell
    }

    /// Keeps the object.
    open override func didUpdate(to object: Any) {
        self.object = object
    }

    /// Tells the selection delegate.
    open override func didSelectItem(at index: Int) {
        guard let object else { return }
        selectionDelegate?.didSelect(self, with: object)
    }

    /// Tells the selection delegate.
    open override func didDeselectItem(at index: Int) {
        guard let object else { return }
        selectionDelegate?.didDeselect(self, with: object)
    }
}

/// Told when a ``ListSingleSectionController``'s cell is selected or deselected.
@MainActor
public protocol ListSingleSectionControllerDelegate: AnyObject {
    /// The cell was selected.
    func didSelect(_ sectionController: ListSingleSectionController, with object: Any)
    /// The cell was deselected.
    func didDeselect(_ sectionController: ListSingleSectionController, with object: Any)
}

extension ListSingleSectionControllerDelegate {
    /// Does nothing.
    public func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {}
}
