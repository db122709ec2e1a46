import ListDiffKit

/// An item's index path as two plain `Int`s, for the sets and dictionaries of batch-update validation.
///
/// Foundation's `IndexPath` stores its indexes in an enum and hashes and compares through it, several times slower
/// than two `Int`s; the validator converts each index path of an update once, at the boundary, and works on keys.
struct ListBatchItemKey: Hashable {
    /// The section index.
    let section: Int
    /// The item index inside the section.
    let item: Int

    /// The key of `path` (an index path of two indexes).
    init(_ path: ListIndexPath) {
        section = path.section
        item = path.item
    }

    /// The key of `item` in `section`.
    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The index path this key stands for.
    var indexPath: ListIndexPath { ListIndexPath(section: section, item: item) }
}
