import Foundation

/// A Swift value (struct, enum) that the diff matches by a typed, `Hashable` identity: the Swift-first way to be
/// ``ListDiffable``, and what the fast generic ``ListDiff(oldArray:newArray:option:)`` diffs.
///
/// ```swift
/// struct Story: ListDiffableValue {
///     var id: Int
///     var title: String
///     var diffIdentity: Int { id }
///     func isEqual(toDiffableObject other: Story) -> Bool { title == other.title }
/// }
/// ```
///
/// A `Hashable` value type gets `diffIdentity == self` for free and an `Equatable` one `isEqual(toDiffableObject:)`
/// from `==`. Classes get neither default: for a class (an `NSObject` subclass above all) `Hashable` and `==` mean
/// pointer identity unless overridden, which would silently report every refreshed model as deleted and
/// re-inserted, so a class that relies on them does not compile and the diagnostic says what to write. A value
/// is also ``ListDiffable``: this protocol implements ``ListDiffable/diffIdentifier()`` (an object wrapping
/// ``diffIdentity``) and ``ListDiffable/isEqual(toDiffableObject:)-(ListDiffable?)`` (a value of another type is
/// never equal), so values go wherever IGListKit takes `[ListDiffable]`.
public protocol ListDiffableValue: ListDiffable {
    /// The type of the identity.
    associatedtype DiffIdentity: Hashable

    /// The identity of the value: equal identities in the old and new arrays denote the same object.
    ///
    /// It must not change while the value is in a list, and it should be cheap: the diff reads it twice per element
    /// (to hash it, then to look it up), in place — a stored property (or a getter that returns one) is read without
    /// a copy, so a `String` identity costs no reference counting; a computed identity is computed each time.
    var diffIdentity: DiffIdentity { get }

    /// Whether this value's content equals `object`'s, for two values with the same ``diffIdentity``.
    ///
    /// Returning `false` reports the object as updated.
    ///
    /// - Parameter object: the other version of the value.
    /// - Returns: `true` when nothing visible changed.
    func isEqual(toDiffableObject object: Self) -> Bool
}

extension ListDiffableValue {
    /// ``diffIdentity`` wrapped in an object (equal when the identities are equal).
    ///
    /// - Returns: an object whose `isEqual(_:)` and `hash` follow ``diffIdentity``.
    public func diffIdentifier() -> NSObjectProtocol {
        ListDiffIdentityBox(AnyHashable(diffIdentity))
    }

    /// Compares with another value of the same type through the typed `isEqual(toDiffableObject:)`; an object of
    /// another type, or `nil`, is never equal.
    ///
    /// - Parameter object: the other object.
    /// - Returns: `true` when `object` is a `Self` with equal content.
    public func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let object = object as? Self else { return false }
        return isEqual(toDiffableObject: object)
    }
}

extension ListDiffableValue where Self: Hashable {
    /// A hashable value is its own identity (as IGListKit's `NSString`/`NSNumber` categories return `self`).
    @inlinable
    public var diffIdentity: Self { self }
}

extension ListDiffableValue where Self: Equatable {
    /// An equatable value compares its content with `==`.
    ///
    /// - Parameter object: the other version of the value.
    /// - Returns: `self == object`.
    @inlinable
    public func isEqual(toDiffableObject object: Self) -> Bool { self == object }
}

extension ListDiffableValue where Self: Hashable & AnyObject {
    /// Not available: a class's `Hashable` conformance is pointer identity unless overridden.
    @available(
        *, unavailable,
        message: "a class has no default identity: write 'var diffIdentity: <Hashable> { id }', or adopt ListDiffable and write 'func diffIdentifier() -> NSObjectProtocol' and 'func isEqual(toDiffableObject object: ListDiffable?) -> Bool' as in IGListKit"
    )
    public var diffIdentity: Self { fatalError("unavailable") }
}

extension ListDiffableValue where Self: Equatable & AnyObject {
    /// Not available: a class's `==` is pointer identity unless overridden.
    ///
    /// - Parameter object: the other version of the object.
    /// - Returns: never.
    @available(
        *, unavailable,
        message: "a class has no default content equality: write 'func isEqual(toDiffableObject object: Self) -> Bool' comparing what the cells show"
    )
    public func isEqual(toDiffableObject object: Self) -> Bool { fatalError("unavailable") }
}
