import ListDiffKit

/// Turns section reloads into deletes plus inserts, following each reloaded object through the diff
/// (IGListKit's `IGListConvertReloadToDeleteInsert`): a section reload cannot be mixed with other changes in one
/// batch, so ``ListAdapterUpdater`` uses this for every reload it applies.
///
/// For each reloaded old section: with no old objects (no diff was made) the same index is deleted and inserted;
/// otherwise the object's old index is deleted and its new index inserted, and the reload is dropped when the
/// object is gone (it is deleted already).
///
/// ```swift
/// var reloads: Set<Int> = [2], deletes: Set<Int> = [], inserts: Set<Int> = []
/// let result = ListDiff(oldArray: [1, 2, 3], newArray: [3, 2, 1])
/// ListConvertReloadToDeleteInsert(reloads: &reloads, deletes: &deletes, inserts: &inserts, result: result,
///                                 fromObjects: [1, 2, 3])
/// // reloads [], deletes [2], inserts [0]
/// ```
///
/// - Parameters:
///   - reloads: old sections to reload; emptied.
///   - deletes: old sections to delete; gets the reloads' old indexes.
///   - inserts: new sections to insert; gets the reloads' new indexes.
///   - result: the diff from `fromObjects` to the new objects.
///   - fromObjects: the objects before the update.
/// - Complexity: O(*r*) for *r* reloads, on average.
public func ListConvertReloadToDeleteInsert(
    reloads: inout Set<Int>, deletes: inout Set<Int>, inserts: inout Set<Int>, result: ListIndexSetResult,
    fromObjects: [any ListDiffable]
) {
    listConvertReloads(
        &reloads, deletes: &deletes, inserts: &inserts, result: result, fromObjects: [AnyListDiffable](erasing: fromObjects))
}

/// ``ListConvertReloadToDeleteInsert(reloads:deletes:inserts:result:fromObjects:)`` on erased objects; without a
/// diff (item updates alone) every reload keeps its index.
func listConvertReloads(
    _ reloads: inout Set<Int>, deletes: inout Set<Int>, inserts: inout Set<Int>, result: ListIndexSetResult?,
    fromObjects: [AnyListDiffable]
) {
    for section in reloads.sorted() {
        guard let result, !fromObjects.isEmpty else {
            deletes.insert(section)
            inserts.insert(section)
            continue
        }
        guard fromObjects.indices.contains(section) else { continue }
        let identity = fromObjects[section].diffIdentity
        if let old = result.oldIndex(for: identity), let new = result.newIndex(for: identity) {
            deletes.insert(old)
            inserts.insert(new)
        }
    }
    reloads = []
}
