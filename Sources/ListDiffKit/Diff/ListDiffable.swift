/// A model that the diff can match between two arrays: a stable identity plus content equality.
///
/// IGListKit's `IGListDiffable`, with Swift's type system: structs and classes alike adopt it, identity is any
/// `Hashable` value, and content equality compares two values of the same type. Two elements with equal
/// ``diffIdentifier``s are the *same* object (kept, perhaps moved); ``isEqual(toDiffableObject:)`` then tells whether
/// its content changed (an update).
///
/// ```swift
/// struct Story: ListDiffable {
///     var id: Int
///     var title: String
///     var diffIdentifier: Int { id }
///     func isEqual(toDiffableObject other: Story) -> Bool { title == other.title }
/// }
/// ```
///
/// A type that is `Hashable` gets `diffIdentifier == self` for free, and an `Equatable` type gets
/// `isEqual(toDiffableObject:)` from `==`; the standard scalar types (`Int`, `String`, …) conform out of the box, as
/// IGListKit's `NSString`/`NSNumber` categories do. Arrays mixing model types are diffed through
/// ``AnyListDiffable`` (or the `[any ListDiffable]` overloads of ``ListDiff(oldArray:newArray:option:)``).
public protocol ListDiffable {
    /// The type of the identity.
    associatedtype DiffIdentifier: Hashable

    /// The identity of the object: equal identifiers in the old and new arrays denote the same object.
    ///
    /// It must not change while the object is in a list, and it should be cheap: the diff reads it once per element.
    var diffIdentifier: DiffIdentifier { get }

    /// Whether this object's content equals `object`'s, for two objects with the same ``diffIdentifier``.
    ///
    /// Returning `false` reports the object as updated.
    ///
    /// - Parameter object: the other version of the object.
    /// - Returns: `true` when nothing visible changed.
    func isEqual(toDiffableObject object: Self) -> Bool
}

extension ListDiffable where Self: Hashable {
    /// A hashable value is its own identity (as IGListKit's `NSString`/`NSNumber` categories return `self`).
    @inlinable
    public var diffIdentifier: Self { self }
}

extension ListDiffable where Self: Equatable {
    /// An equatable value compares its content with `==`.
    ///
    /// - Parameter object: the other version of the object.
    /// - Returns: `self == object`.
    @inlinable
    public func isEqual(toDiffableObject object: Self) -> Bool { self == object }
}
