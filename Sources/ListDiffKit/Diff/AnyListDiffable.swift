/// A type-erased diffable object, for arrays that mix model types.
///
/// Its identity is the wrapped object's ``ListDiffable/diffIdentifier`` as an `AnyHashable`, so a `String` id and an
/// `Int` id never collide; two wrapped objects are equal in content only when they have the same concrete type and
/// that type's `isEqual(toDiffableObject:)` says so. Wrapping an `AnyListDiffable` again returns it unchanged.
///
/// ```swift
/// let old: [AnyListDiffable] = [AnyListDiffable(Story(id: 1, title: "A")), AnyListDiffable("ad")]
/// let new: [AnyListDiffable] = [AnyListDiffable("ad"), AnyListDiffable(Story(id: 1, title: "B"))]
/// ListDiff(oldArray: old, newArray: new).updates // [0]
/// ```
public struct AnyListDiffable: ListDiffable {
    /// The wrapped object.
    public let base: any ListDiffable

    /// The wrapped object's identifier, type-erased.
    public let diffIdentifier: AnyHashable

    /// The class instance wrapped, if the wrapped object is one (for ``ListDiffOption/pointerPersonality``).
    @usableFromInline
    let instanceIdentity: ObjectIdentifier?

    /// Compares the wrapped object's content with another object of the same concrete type.
    private let isEqualToBase: (any ListDiffable) -> Bool

    /// Wraps a diffable object.
    ///
    /// - Parameter base: the object; an `AnyListDiffable` is returned as is.
    public init<Base: ListDiffable>(_ base: Base) {
        if let erased = base as? AnyListDiffable {
            self = erased
            return
        }
        self.base = base
        diffIdentifier = AnyHashable(base.diffIdentifier)
        instanceIdentity = listDiffInstanceIdentity(of: base)
        isEqualToBase = { other in
            guard let other = other as? Base else { return false }
            return base.isEqual(toDiffableObject: other)
        }
    }

    /// Whether the two wrapped objects have the same concrete type and equal content (the same class instance is
    /// always equal to itself).
    ///
    /// - Parameter object: the other wrapped object.
    /// - Returns: `true` when the content is equal.
    public func isEqual(toDiffableObject object: AnyListDiffable) -> Bool {
        if let identity = instanceIdentity, identity == object.instanceIdentity { return true }
        return isEqualToBase(object.base)
    }
}

extension Array where Element == AnyListDiffable {
    /// Wraps each object of a heterogeneous array.
    ///
    /// - Parameter objects: objects of any diffable types.
    /// - Complexity: O(*n*).
    public init(erasing objects: [any ListDiffable]) {
        self = objects.map { AnyListDiffable($0) }
    }
}

/// The class instance `value` is, or that an ``AnyListDiffable`` wraps; `nil` for a value type.
@inlinable
func listDiffInstanceIdentity<Value>(of value: Value) -> ObjectIdentifier? {
    if Value.self is AnyObject.Type { return ObjectIdentifier(value as AnyObject) }
    if let erased = value as? AnyListDiffable { return erased.instanceIdentity }
    return nil
}
