import Foundation

/// A model that the diff can match between two arrays, declared exactly as IGListKit's Swift `ListDiffable`
/// (`IGListDiffable`): an identity object plus content equality.
///
/// Code written for IGListKit compiles as it is, with IGListKit's semantics: two elements whose
/// ``diffIdentifier()``s are equal (`isEqual(_:)` and `hash` of the returned objects) are the *same* object, kept
/// and perhaps moved; ``isEqual(toDiffableObject:)`` then tells whether its content changed (an update).
///
/// ```swift
/// final class User: NSObject, ListDiffable {
///     let pk: Int
///     let name: String
///     init(pk: Int, name: String) { self.pk = pk; self.name = name }
///     func diffIdentifier() -> NSObjectProtocol { pk as NSObjectProtocol }
///     func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
///         guard self !== object else { return true }
///         guard let object = object as? User else { return false }
///         return name == object.name
///     }
/// }
/// ```
///
/// The protocol has no default implementations: a type that declares `ListDiffable` and writes neither method does
/// not compile (IGListKit never diffs by pointer unless asked with ``ListDiffOption/pointerPersonality``). Swift
/// structs and enums with a typed identity adopt ``ListDiffableValue`` instead, which refines this protocol and
/// implements both methods; `Int`, `String` and the other standard scalars are diffable values out of the box.
/// Unlike IGListKit's Objective-C protocol, values may adopt it too, so `[ListDiffable]` mixes classes and
/// structs; `===`/`!==` between a `ListDiffable` and a `ListDiffable?` compare class instances as IGListKit code
/// expects (a value is never identical to anything).
public protocol ListDiffable {
    /// The identity of the object: equal identifiers (by `isEqual(_:)`/`hash`) in the old and new arrays denote the
    /// same object. It must not change while the object is in a list.
    ///
    /// - Returns: an object such as an `NSNumber` or `NSString` (`pk as NSObjectProtocol`), or `self`.
    func diffIdentifier() -> NSObjectProtocol

    /// Whether this object's content equals `object`'s, for two objects with equal ``diffIdentifier()``s.
    ///
    /// Returning `false` reports the object as updated.
    ///
    /// - Parameter object: the other version of the object (any diffable object: cast it to your type).
    /// - Returns: `true` when nothing visible changed.
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool
}
