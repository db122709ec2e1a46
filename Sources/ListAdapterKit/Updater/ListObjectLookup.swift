import ListDiffKit

/// How the adapter finds the section of an object: IGListKit's `objectLookupPointerFunctions`, which chooses
/// between `isEqual:`/`hash` lookup and pointer identity.
///
/// ```swift
/// let updater = ListAdapterUpdater()
/// updater.objectLookup = .identity   // two equal-identifier instances are different sections' objects
/// ```
public enum ListObjectLookup: String, Sendable, Hashable, CaseIterable {
    /// Objects are the same when their `diffIdentifier`s are equal (the default).
    case equality
    /// Class instances are the same only when they are the same instance; values fall back to `diffIdentifier`.
    case identity

    /// The key under which an object is found: its concrete type and `diffIdentifier` (IGListKit's `isEqual:`
    /// lookup never matches objects of different classes, so equal identifiers of different types do not
    /// collide), or its instance with ``identity``.
    ///
    /// - Complexity: O(1).
    public func key(for object: AnyListDiffable) -> AnyHashable {
        if self == .identity, let identity = Self.instanceIdentity(of: object) {
            return AnyHashable(identity)
        }
        return AnyHashable(TypedIdentifier(type: ObjectIdentifier(type(of: object.base)), id: object.diffIdentity))
    }

    /// An identifier qualified by the concrete type of its object.
    private struct TypedIdentifier: Hashable {
        let type: ObjectIdentifier
        let id: AnyHashable
    }

    /// The object's instance identity when it is a class instance.
    static func instanceIdentity(of object: AnyListDiffable) -> ObjectIdentifier? {
        let base = object.base
        guard type(of: base) is AnyObject.Type else { return nil }
        return ObjectIdentifier(base as AnyObject)
    }

    /// Whether `new` should be handed to its section controller again by an update. IGListKit compares
    /// pointers: a class instance is changed when it is another instance; a value has no identity, so it is
    /// always handed over.
    static func isChanged(_ old: AnyListDiffable, _ new: AnyListDiffable) -> Bool {
        guard let oldIdentity = instanceIdentity(of: old), let newIdentity = instanceIdentity(of: new) else {
            return true
        }
        return oldIdentity != newIdentity
    }

    /// Whether `reloadObjects` should hand `new` to its section controller: another class instance, or a value
    /// whose content changed (a value has no identity, and handing an equal value over again would let a section
    /// that reloads itself from `didUpdate(to:)` recurse forever).
    static func isChangedForReload(_ old: AnyListDiffable, _ new: AnyListDiffable) -> Bool {
        guard instanceIdentity(of: old) != nil, instanceIdentity(of: new) != nil else {
            // A value's full content decides (`==` when it is Equatable), not only its diff equality, which
            // may ignore what the section shows.
            if let old = old.base as? any Equatable { return !isEqualValue(old, new.base) }
            return !old.isEqual(toDiffableObject: new)
        }
        return isChanged(old, new)
    }

    private static func isEqualValue<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        guard let other = other as? Value else { return false }
        return value == other
    }

    /// The objects with later duplicates of a `diffIdentifier` removed (IGListKit's
    /// `objectsWithDuplicateIdentifiersRemoved`).
    ///
    /// - Complexity: O(*n*).
    public static func removingDuplicates(_ objects: [AnyListDiffable]) -> [AnyListDiffable] {
        var seen: Set<AnyHashable> = []
        return objects.filter { seen.insert($0.diffIdentity).inserted }
    }
}
