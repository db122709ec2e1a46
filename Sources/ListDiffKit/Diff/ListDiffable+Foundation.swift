import Foundation

// IGListKit's `NSString+IGListDiffable` and `NSNumber+IGListDiffable` categories: a string or a number is its own
// identity, and equal content means `isEqual(_:)`. So `[1, 2, 3] as [NSNumber]` and `"a" as NSString` are
// `ListDiffable` objects, as in IGListKit code, beside Swift's `Int` and `String` (``ListDiffableValue``s).

extension NSString: ListDiffable {
    /// The string itself.
    public func diffIdentifier() -> NSObjectProtocol { self }

    /// Whether `object` is an equal string (`isEqual(_:)`).
    public func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let object = object as? NSString else { return false }
        return isEqual(object)
    }
}

extension NSNumber: ListDiffable {
    /// The number itself.
    public func diffIdentifier() -> NSObjectProtocol { self }

    /// Whether `object` is an equal number (`isEqual(_:)`).
    public func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let object = object as? NSNumber else { return false }
        return isEqual(object)
    }
}
