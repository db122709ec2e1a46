import Foundation
import ListDiffKit

/// A section controller whose object is typed (IGListKit's `ListGenericSectionController<ObjectType>`): the adapter's
/// object arrives in ``object`` as an `ObjectType`, so a subclass reads it without casting.
///
/// ```swift
/// final class NumberSectionController: ListGenericSectionController<NSNumber> {
///     override func sizeForItem(at index: Int) -> CGSize {
///         CGSize(width: collectionContext!.containerSize.width, height: 44)
///     }
///     override func cellForItem(at index: Int) -> ListCell {
///         let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
///         cell.content.text = object?.stringValue
///         return cell
///     }
/// }
/// ```
///
/// An override of ``didUpdate(to:)`` calls `super` (as in IGListKit) so that ``object`` follows.
@MainActor
open class ListGenericSectionController<ObjectType>: ListSectionController {
    /// The section's object, typed: `nil` before the first update, and when the adapter handed an object that is
    /// not an `ObjectType` (its data source paired the object with the wrong section controller).
    public private(set) var object: ObjectType?

    /// Creates a section controller.
    public override init() {
        super.init()
    }

    /// Keeps the object, typed, in ``object``.
    ///
    /// - Parameter object: the section's object.
    open override func didUpdate(to object: Any) {
        self.object = object as? ObjectType
    }
}
