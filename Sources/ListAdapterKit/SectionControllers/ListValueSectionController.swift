import Foundation
import ListDiffKit

/// A section controller for a Swift value (IGListSwiftKit's `ListValueSectionController<Value>`): the adapter's
/// object is a value boxed by ``ListIdentifiable/diffable()``, which arrives unboxed in ``value`` and
/// ``didUpdate(to:)-(Value)``.
///
/// ```swift
/// final class MessageSectionController: ListValueSectionController<Message> {
///     override func cellForItem(at index: Int) -> ListCell {
///         let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
///         cell.content.text = value.text
///         return cell
///     }
/// }
/// ```
@MainActor
open class ListValueSectionController<Value: ListIdentifiable>: ListSectionController {
    /// The current value; set by the first update, before any cell or size is asked for.
    public private(set) var value: Value!

    /// Creates a section controller.
    public override init() {
        super.init()
    }

    /// Unboxes the object and calls ``didUpdate(to:)-(Value)``. Subclasses override the value form instead.
    ///
    /// - Precondition: the object was boxed from a `Value` (the data source paired it with the right controller).
    public final override func didUpdate(to object: Any) {
        guard let value = Value(diffable: object) else {
            fatalError("\(type(of: self)) expects a boxed \(Value.self) (from diffable()), got \(type(of: object))")
        }
        self.value = value
        didUpdate(to: value)
    }

    /// The section's value changed (or was set for the first time). Does nothing by default.
    ///
    /// - Parameter value: the new value.
    open func didUpdate(to value: Value) {}
}
