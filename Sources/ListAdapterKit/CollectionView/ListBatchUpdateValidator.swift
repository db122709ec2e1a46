import ListDiffKit

/// Checks a batch update exactly as UIKit's `performBatchUpdates` does, and computes where everything goes.
///
/// The rules (see `docs/ADAPTER.md`), checked in this order, the first failure being thrown:
/// 1. section indexes in range: deletes, reloads and move sources in the old sections; inserts and move
///    destinations in the new ones;
/// 2. no section named twice in one index space (delete / reload / move-from; insert / move-to);
/// 3. `sections after == sections before + inserted − deleted`;
/// 4. item index paths in range of the old (delete, reload, move-from) or new (insert, move-to) state;
///    item deletes and reloads inside a deleted or reloaded section, and inserts into an inserted or reloaded
///    section, are absorbed by the section operation; an item may move out of a deleted section or into an
///    inserted one, but not out of or into a reloaded one;
/// 5. no index path named twice in one index space;
/// 6. for each surviving section: `after == before + inserted − deleted + moved in − moved out`.
///
/// ```swift
/// var update = ListCollectionViewUpdate()
/// update.insertItems = [ListIndexPath(section: 0, item: 6)]
/// try ListBatchUpdateValidator.validate(update, before: [6], after: [6])
/// // throws: attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update
/// ```
public enum ListBatchUpdateValidator {
    /// Validates `update` against the item counts before and after it.
    ///
    /// - Parameters:
    ///   - update: the recorded operations.
    ///   - before: the item count of each section before the update (what the collection view held).
    ///   - after: the item count of each section after it (what the data source now reports).
    /// - Returns: the mapping from old to new sections and items.
    /// - Throws: ``ListBatchUpdateError`` with UIKit's message for the first rule broken.
    /// - Complexity: O(*n* + *u* log *u*) for *n* items and *u* operations.
    public static func validate(
        _ update: ListCollectionViewUpdate, before: [Int], after: [Int]
    ) throws(ListBatchUpdateError) -> ListBatchUpdateMapping {
        let sections = try ListBatchSectionPlan(update, before: before.count, after: after.count)
        let items = try ListBatchItemPlan(update, sections: sections, before: before, after: after)
        return items.mapping(sections: sections, before: before, after: after)
    }
}

/// Finds the first index named by two operations of one index space.
struct ConflictFinder<Index: Hashable> {
    private var seen: [Index: ListBatchUpdateError.Operation] = [:]

    /// Records `index` for `operation`, returning the earlier operation when the index was already named.
    mutating func record(_ index: Index, _ operation: ListBatchUpdateError.Operation)
        -> ListBatchUpdateError.Operation?
    {
        if let earlier = seen[index] { return earlier }
        seen[index] = operation
        return nil
    }
}
