import ListDiffKit

/// Item changes recorded while item-update blocks run inside a batch.
struct ListItemUpdates {
    var inserts: [ListIndexPath] = []
    var deletes: [ListIndexPath] = []
    var moves: [ListMoveIndexPath] = []
    var reloads: [ListMoveIndexPath] = []
    var sectionReloads: [Int] = []

    var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && moves.isEmpty && reloads.isEmpty && sectionReloads.isEmpty
    }
}
