/// Where an element of the new state came from: the single source type of the package, from the collection view's
/// batch-update mapping to the animation's transition. The index is in the OLD state: a section index
/// (`ListChangeSource<Int>`) or an item's index path (`ListChangeSource<ListIndexPath>`).
///
/// ```swift
/// let source: ListChangeSource<Int> = .existing(2)   // the section that was at index 2
/// source.oldIndex                                    // 2
/// ```
public enum ListChangeSource<Index: Hashable & Sendable>: Hashable, Sendable {
    /// It is new (inserted, or in an inserted or reloaded section): it fades in.
    case inserted
    /// It is the element at this old index, moved or shifted: it slides from its old frame to its new one.
    case existing(Index)
    /// It replaces the element at this old index with a fresh one: the old fades out while it fades in.
    case reloaded(Index)

    /// The old index, if any.
    public var oldIndex: Index? {
        switch self {
        case .inserted: nil
        case .existing(let index), .reloaded(let index): index
        }
    }
}
