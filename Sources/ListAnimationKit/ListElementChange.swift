/// What a batch update did to one element, which decides its track and its highlight in a strip.
///
/// ```
/// unchanged  frame old → new (shifted by others), alpha 1
/// moved      frame old → new, alpha 1                    blue outline
/// inserted   new frame, alpha 0 → 1                      green outline
/// deleted    old frame, alpha 1 → 0                      red outline
/// reloaded   old fades out while new fades in (cross-fade), frames old → new   orange outline
/// ```
public enum ListElementChange: String, Hashable, Sendable, Codable, CaseIterable {
    /// Kept, possibly shifted by other changes.
    case unchanged
    /// Explicitly moved.
    case moved
    /// Inserted.
    case inserted
    /// Deleted.
    case deleted
    /// Reloaded (its content changed).
    case reloaded
}

/// Which state of an update an element's content comes from.
public enum ListTransitionSide: String, Hashable, Sendable, Codable {
    /// The state before the update (deleted elements, the outgoing half of a reload).
    case before
    /// The state after the update (everything else).
    case after
}
