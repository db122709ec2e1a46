import ListDiffKit

/// An interactive reordering in progress: the item picked up and where it would land.
struct ListInteractiveMovement {
    /// The item picked up.
    var source: ListIndexPath
    /// Where it would land if dropped now.
    var target: ListIndexPath
}
