/// Whether two diffable objects are the same class instance, for IGListKit code such as
/// `guard self !== object else { return true }` where `object` is a `ListDiffable?` (a value is never identical).
///
/// - Parameters:
///   - lhs: an object.
///   - rhs: another object.
/// - Returns: `true` when both are the same class instance, or both `nil`.
@_disfavoredOverload  // Two class references keep Swift's own `===`.
public func === (lhs: ListDiffable?, rhs: ListDiffable?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case let (lhs?, rhs?):
        guard type(of: lhs) is AnyObject.Type, type(of: rhs) is AnyObject.Type else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    default: return false
    }
}

/// Whether two diffable objects are not the same class instance (the negation of `===`).
///
/// - Parameters:
///   - lhs: an object.
///   - rhs: another object.
/// - Returns: `false` when both are the same class instance, or both `nil`.
@_disfavoredOverload  // Two class references keep Swift's own `!==`.
public func !== (lhs: ListDiffable?, rhs: ListDiffable?) -> Bool {
    !(lhs === rhs)
}
