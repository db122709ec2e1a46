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

    /// The key under which an object is found.
    ///
    /// - Complexity: O(1).
    public func key(for object: AnyListDiffable) -> AnyHashable {
        if self == .identity, let identity = Self.instanceIdentity(of: object) {
            return AnyHashable(identity)
        }
        return object.diffIdentity
    }

    /// The object's instance identity when it is a class instance.
    static func instanceIdentity(of object: AnyListDiffable) -> ObjectIdentifier? {
        let base = object.base
        guard type(of: base) is AnyObject.Type else { return nil }
        return ObjectIdentifier(base as AnyObject)
    }

    /// Whether `new` should be handed to its section controller again. IGListKit compares pointers: a class
    /// instance is changed when it is another instance; a value has no identity, so it is always handed over.
    static func isChanged(_ old: AnyListDiffable, _ new: AnyListDiffable) -> Bool {
        guard let oldIdentity = instanceIdentity(of: old), let newIdentity = instanceIdentity(of: new) else {
            return true
        }
        return oldIdentity != newIdentity
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
