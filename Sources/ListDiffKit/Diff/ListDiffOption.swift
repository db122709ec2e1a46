/// How the diff decides that a kept object was updated (IGListKit's `IGListDiffOption`).
///
/// ```swift
/// let result = ListDiff(oldArray: old, newArray: new, option: .pointerPersonality)
/// ```
public enum ListDiffOption: Sendable, Hashable, CaseIterable {
    /// Content equality: a kept object is updated when `isEqual(toDiffableObject:)` returns `false`. Two references
    /// to the same class instance are never compared (they are equal by definition), as IGListKit skips the call
    /// when the pointers are equal.
    case equality

    /// Object identity: a kept object is updated when the old and new elements are different class instances,
    /// whatever their content (`isEqual(toDiffableObject:)` is never called). Useful with immutable models, where a
    /// new instance means new content.
    ///
    /// A value type (struct, enum) has no instance identity: every old and new element is a separate copy, so each
    /// kept value is reported as updated. Use ``equality`` for value types. ``AnyListDiffable`` compares the
    /// identity of the instance it wraps.
    case pointerPersonality
}
