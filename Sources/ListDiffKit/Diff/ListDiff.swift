/// Diffs two arrays of diffable objects with Paul Heckel's linear algorithm, exactly as IGListKit's `IGListDiff`.
///
/// Objects are matched by ``ListDiffableValue/diffIdentity``. With duplicate identifiers, the k-th new occurrence pairs
/// with the k-th old one; extra occurrences are inserts or deletes. A pair is updated when `option` says its versions
/// differ — and the flag is per identifier, so every pair of a duplicated identifier is then an update. Moves follow
/// IGListKit's rule and are not minimised (a swap is two moves). See ``ListIndexSetResult`` for the index spaces.
///
/// ```swift
/// let result = ListDiff(oldArray: [1, 2, 3], newArray: [3, 1, 4])
/// result.deletes // [1]
/// result.inserts // [2]
/// result.moves   // [2 → 0, 0 → 1] (moves are not minimised)
/// ```
///
/// - Parameters:
///   - oldArray: the objects before the change.
///   - newArray: the objects after the change.
///   - option: how a kept object is found updated (content equality by default).
/// - Returns: the inserts, deletes, updates and moves, with identifier → index maps.
/// - Complexity: O(*n* + *m*) on average (one hash of each identifier).
@inlinable
public func ListDiff<Element: ListDiffableValue>(
    oldArray: [Element], newArray: [Element], option: ListDiffOption = .equality
) -> ListIndexSetResult {
    listDiff(oldArray: oldArray, newArray: newArray, option: option, hashing: .fast(.process))
}

/// ``ListDiff(oldArray:newArray:option:)`` with the identifier hashing chosen (tests force hash collisions with it).
@inlinable
func listDiff<Element: ListDiffableValue>(
    oldArray: [Element], newArray: [Element], option: ListDiffOption, hashing: ListIdentifierHashing
) -> ListIndexSetResult {
    oldArray.withUnsafeBufferPointer { old in
        newArray.withUnsafeBufferPointer { new in
            var work = ListDiffWork<Element.DiffIdentity>(oldCount: old.count, newCount: new.count, hashing: hashing)
            defer { work.deallocate() }
            work.pushOldIndexes(old)
            work.pairNewElements(new, with: old, option: option)
            return work.result()
        }
    }
}

/// Diffs two arrays that mix model types (each element wrapped in an ``AnyListDiffable``).
///
/// ```swift
/// let old: [any ListDiffable] = [1, "a"]
/// let new: [any ListDiffable] = ["a", 1]
/// ListDiff(oldArray: old, newArray: new).moves.count // 2
/// ```
///
/// - Parameters:
///   - oldArray: the objects before the change.
///   - newArray: the objects after the change.
///   - option: how a kept object is found updated.
/// - Returns: the changes; look indexes up with the objects' identifiers.
/// - Complexity: O(*n* + *m*) on average.
@_disfavoredOverload  // An array literal of one model type picks the generic, specialised diff.
public func ListDiff(
    oldArray: [any ListDiffable], newArray: [any ListDiffable], option: ListDiffOption = .equality
) -> ListIndexSetResult {
    ListDiff(oldArray: [AnyListDiffable](erasing: oldArray), newArray: [AnyListDiffable](erasing: newArray),
             option: option)
}

/// Diffs the items of a section, with index paths: IGListKit's `IGListDiffPaths`.
///
/// The same diff as ``ListDiff(oldArray:newArray:option:)``; deletes, updates and move sources are in `fromSection`,
/// inserts and move destinations in `toSection`.
///
/// ```swift
/// let result = ListDiffPaths(fromSection: 0, toSection: 1, oldArray: ["a"], newArray: ["a", "b"])
/// result.inserts // [[1, 1]]
/// ```
///
/// - Parameters:
///   - fromSection: the section of the old items.
///   - toSection: the section of the new items.
///   - oldArray: the items before the change.
///   - newArray: the items after the change.
///   - option: how a kept item is found updated.
/// - Returns: the changes as index paths.
/// - Complexity: O(*n* + *m*) on average.
@inlinable
public func ListDiffPaths<Element: ListDiffableValue>(
    fromSection: Int, toSection: Int, oldArray: [Element], newArray: [Element], option: ListDiffOption = .equality
) -> ListIndexPathResult {
    ListIndexPathResult(
        ListDiff(oldArray: oldArray, newArray: newArray, option: option), fromSection: fromSection,
        toSection: toSection)
}

/// Diffs the items of a section that mix model types, with index paths.
///
/// - Parameters:
///   - fromSection: the section of the old items.
///   - toSection: the section of the new items.
///   - oldArray: the items before the change.
///   - newArray: the items after the change.
///   - option: how a kept item is found updated.
/// - Returns: the changes as index paths.
/// - Complexity: O(*n* + *m*) on average.
@_disfavoredOverload  // An array literal of one model type picks the generic, specialised diff.
public func ListDiffPaths(
    fromSection: Int, toSection: Int, oldArray: [any ListDiffable], newArray: [any ListDiffable],
    option: ListDiffOption = .equality
) -> ListIndexPathResult {
    ListIndexPathResult(
        ListDiff(oldArray: oldArray, newArray: newArray, option: option), fromSection: fromSection,
        toSection: toSection)
}
