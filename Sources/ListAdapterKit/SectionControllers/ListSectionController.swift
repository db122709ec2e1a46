import Foundation
import ListCore
import ListDiffKit
import ListViewKit

/// Drives one section of a list: one model object, any number of items (IGListKit's `IGListSectionController`).
/// Subclass it and override ``numberOfItems()``, ``sizeForItem(at:)`` and ``cellForItem(at:)``.
///
/// ```swift
/// final class LabelSection: ListSectionController {
///     private var title = ""
///     override func sizeForItem(at index: Int) -> CGSize {
///         CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
///     }
///     override func cellForItem(at index: Int) -> ListCell {
///         let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
///         cell.content = ListCellContent(text: title)
///         return cell
///     }
///     override func didUpdate(to object: Any) { title = (object as? String) ?? "" }
/// }
/// ```
@MainActor
open class ListSectionController {
    /// The adapter's owner (``ListAdapter/owner``), the object it was created with — often the screen. Set when the
    /// adapter creates the section. Not retained.
    public internal(set) weak var owner: AnyObject?
    /// The view controller of the list, as IGListKit's: the adapter's ``owner`` when it is a `UIViewController`
    /// (``ListViewController``), else `nil` — so `viewController?.present(…)` and
    /// `viewController?.navigationController?.pushViewController(…)` port as written.
    public var viewController: ListViewController? { owner as? ListViewController }
    /// The list that shows this section. Set when the adapter creates the section; `nil` before that and once the
    /// adapter is gone. Implicitly unwrapped, as IGListKit bridges it to Swift, so `collectionContext.containerSize`,
    /// `collectionContext!.…` and `collectionContext?.…` all read as in IGListKit code.
    public internal(set) weak var collectionContext: (any ListCollectionContext)!
    /// The section index, or `NSNotFound` while the controller is not in a list.
    public internal(set) var section: Int = NSNotFound
    /// Whether this is the first section.
    public internal(set) var isFirstSection = false
    /// Whether this is the last section.
    public internal(set) var isLastSection = false
    /// The section inset. Default zero.
    public var inset: UIEdgeInsets = .zero
    /// The spacing between rows. Default 0.
    public var minimumLineSpacing: CGFloat = 0
    /// The spacing between items of a row. Default 0.
    public var minimumInteritemSpacing: CGFloat = 0
    /// Supplies headers and footers. Not retained.
    public weak var supplementaryViewSource: (any ListSupplementaryViewSource)?
    /// Told when the section and its cells appear and disappear. Not retained.
    public weak var displayDelegate: (any ListDisplayDelegate)?
    /// Told when the section enters and leaves the working range. Not retained.
    public weak var workingRangeDelegate: (any ListWorkingRangeDelegate)?
    /// Told about scrolling while the section is visible. Not retained.
    public weak var scrollDelegate: (any ListScrollDelegate)?
    /// Customises appear and disappear attributes. Not retained.
    public weak var transitionDelegate: (any ListTransitionDelegate)?

    /// Creates a section controller.
    public init() {}

    /// The number of items. Default 1.
    open func numberOfItems() -> Int { 1 }

    /// The size of an item. Default zero (as IGListKit).
    open func sizeForItem(at index: Int) -> CGSize { .zero }

    /// A configured cell for an item, dequeued through ``collectionContext``. Subclasses must override it:
    /// calling this default is a programmer error and stops with a message naming the class.
    open func cellForItem(at index: Int) -> ListCell {
        fatalError("\(type(of: self)) must override cellForItem(at:)")
    }

    /// The adapter hands over the section's object: on creation and whenever the object changes.
    ///
    /// - Parameter object: the section's object, one of the data source's `objects(for:)` (cast it to your model
    ///   type, as with IGListKit).
    open func didUpdate(to object: Any) {}

    /// An item was selected by the user.
    open func didSelectItem(at index: Int) {}
    /// An item was deselected by the user.
    open func didDeselectItem(at index: Int) {}
    /// An item was highlighted (touch down).
    open func didHighlightItem(at index: Int) {}
    /// An item lost its highlight.
    open func didUnhighlightItem(at index: Int) {}
    /// Whether a tap may select an item. Default true.
    open func shouldSelectItem(at index: Int) -> Bool { true }
    /// Whether a tap may deselect an item. Default true.
    open func shouldDeselectItem(at index: Int) -> Bool { true }

    /// Whether an item may be picked up for interactive reordering. Default false.
    open func canMoveItem(at index: Int) -> Bool { false }
    /// Whether an item may be dropped at another index of this section. Default: ``canMoveItem(at:)``.
    open func canMoveItem(at sourceIndex: Int, to destinationIndex: Int) -> Bool { canMoveItem(at: sourceIndex) }
    /// An interactive reordering moved an item within the section: update the model.
    open func moveObject(from sourceIndex: Int, to destinationIndex: Int) {}
}
