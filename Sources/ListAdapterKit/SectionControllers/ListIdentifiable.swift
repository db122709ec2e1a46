import Foundation
import ListDiffKit

/// A Swift value that a ``ListValueSectionController`` shows (IGListSwiftKit's `ListIdentifiable`): an identity
/// object plus `Equatable` content. Box it with ``diffable()`` for the adapter's `objects(for:)`.
///
/// ```swift
/// struct Message: ListIdentifiable {
///     let id: Int
///     let text: String
///     var diffIdentifier: NSObjectProtocol { id as NSNumber }
/// }
/// func objects(for listAdapter: ListAdapter) -> [ListDiffable] { messages.diffables() }
/// ```
public protocol ListIdentifiable: Equatable {
    /// The identity: values with equal identifiers (`isEqual(_:)`/`hash`) are the same item.
    var diffIdentifier: NSObjectProtocol { get }
}

extension ListIdentifiable {
    /// The value as a diffable object for the adapter: identity ``diffIdentifier``, content equality `==`.
    public func diffable() -> ListDiffable {
        ListDiffableValueBox(value: self)
    }

    /// Whether `value` is a boxed `Self` (made by ``diffable()``).
    ///
    /// - Parameter value: an adapter object.
    /// - Returns: whether it unboxes to `Self`.
    public static func isDiffable(_ value: Any) -> Bool {
        value is ListDiffableValueBox<Self>
    }

    /// The value inside a box made by ``diffable()``, or `nil` for anything else.
    ///
    /// - Parameter diffable: an adapter object.
    public init?(diffable: Any) {
        guard let box = diffable as? ListDiffableValueBox<Self> else { return nil }
        self = box.value
    }
}

extension Sequence where Element: ListIdentifiable {
    /// Every value boxed with ``ListIdentifiable/diffable()``, for `objects(for:)`.
    public func diffables() -> [ListDiffable] {
        map { $0.diffable() }
    }
}
