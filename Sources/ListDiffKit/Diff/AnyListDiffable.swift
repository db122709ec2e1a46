/// A type-erased diffable object, for arrays that mix model types (what `[ListDiffable]` is diffed as).
///
/// The identity of a ``ListDiffableValue`` is its ``ListDiffableValue/diffIdentity`` as an `AnyHashable`, so a
/// `String` id and an `Int` id never collide; the identity of an IGListKit-style ``ListDiffable`` is the object its
/// ``ListDiffable/diffIdentifier()`` returns, compared with `isEqual(_:)` and `hash` as IGListKit does. Content
/// equality is the wrapped object's own `isEqual(toDiffableObject:)`; the same class instance is always equal to
/// itself. Wrapping an `AnyListDiffable` again returns it unchanged.
///
/// ```swift
/// let old: [AnyListDiffable] = [AnyListDiffable(Story(id: 1, title: "A")), AnyListDiffable("ad")]
/// let new: [AnyListDiffable] = [AnyListDiffable("ad"), AnyListDiffable(Story(id: 1, title: "B"))]
/// ListDiff(oldArray: old, newArray: new).updates // [0]
/// ```
public struct AnyListDiffable: ListDiffableValue {
    /// The wrapped object.
    public let base: any ListDiffable

    /// The wrapped object's identity, type-erased.
    public let diffIdentity: AnyHashable

    /// The class instance wrapped, if the wrapped object is one (for ``ListDiffOption/pointerPersonality``).
    @usableFromInline
    let instanceIdentity: ObjectIdentifier?

    /// Wraps a diffable value, keeping its typed identity.
    ///
    /// - Parameter base: the value; an `AnyListDiffable` is returned as is.
    public init<Base: ListDiffableValue>(_ base: Base) {
        self = Self.erasing(base)
    }

    /// Wraps any diffable object: a ``ListDiffableValue`` keeps its typed identity, an IGListKit-style object is
    /// identified by its ``ListDiffable/diffIdentifier()``.
    ///
    /// - Parameter base: the object.
    @_disfavoredOverload
    public init(_ base: any ListDiffable) {
        if let value = base as? any ListDiffableValue {
            self = Self.erasing(value)
            return
        }
        self.init(
            base: base, diffIdentity: AnyHashable(ListDiffObjectIdentifier(object: base.diffIdentifier())),
            instanceIdentity: type(of: base) is AnyObject.Type ? ObjectIdentifier(base as AnyObject) : nil)
    }

    private init(base: any ListDiffable, diffIdentity: AnyHashable, instanceIdentity: ObjectIdentifier?) {
        self.base = base
        self.diffIdentity = diffIdentity
        self.instanceIdentity = instanceIdentity
    }

    /// Wraps a diffable value (the one place that reads a typed identity).
    private static func erasing<Base: ListDiffableValue>(_ base: Base) -> AnyListDiffable {
        if let erased = base as? AnyListDiffable { return erased }
        return AnyListDiffable(
            base: base, diffIdentity: AnyHashable(base.diffIdentity), instanceIdentity: listDiffInstanceIdentity(of: base))
    }

    /// Whether the two wrapped objects have equal content by the wrapped object's `isEqual(toDiffableObject:)` (the
    /// same class instance is always equal to itself).
    ///
    /// - Parameter object: the other wrapped object.
    /// - Returns: `true` when the content is equal.
    public func isEqual(toDiffableObject object: AnyListDiffable) -> Bool {
        if let identity = instanceIdentity, identity == object.instanceIdentity { return true }
        return base.isEqual(toDiffableObject: object.base)
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
