import Foundation

extension ListIndexSetResult {
    /// The old index of the object with this identifier, as IGListKit's `oldIndexFor(identifier:)`: the identifier
    /// object an object's ``ListDiffable/diffIdentifier()`` returns, `NSNotFound` when the old array does not hold it.
    ///
    /// ```swift
    /// let result = ListDiff(oldArray: users, newArray: renamed)   // [ListDiffable]
    /// result.oldIndexFor(identifier: users[0].diffIdentifier())   // 0
    /// ```
    ///
    /// - Parameter identifier: what `diffIdentifier()` returned (for a ``ListDiffableValue``, its identity boxed).
    /// - Returns: the last old index of the identifier, or `NSNotFound`.
    /// - Complexity: O(1) on average.
    public func oldIndexFor(identifier: NSObjectProtocol) -> Int {
        oldIndex(for: Self.key(of: identifier)) ?? NSNotFound
    }

    /// The new index of the object with this identifier, as IGListKit's `newIndexFor(identifier:)`; `NSNotFound`
    /// when the new array does not hold it.
    ///
    /// - Parameter identifier: what `diffIdentifier()` returned.
    /// - Returns: the last new index of the identifier, or `NSNotFound`.
    /// - Complexity: O(1) on average.
    public func newIndexFor(identifier: NSObjectProtocol) -> Int {
        newIndex(for: Self.key(of: identifier)) ?? NSNotFound
    }

    /// The table key of an identifier object: a value's typed identity, else the object compared by `isEqual(_:)`.
    private static func key(of identifier: NSObjectProtocol) -> AnyHashable {
        if let box = identifier as? ListDiffIdentityBox { return box.identity }
        return AnyHashable(ListDiffObjectIdentifier(object: identifier))
    }
}
