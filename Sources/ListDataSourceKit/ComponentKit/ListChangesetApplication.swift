import Foundation
import ListDiffKit

/// What applying one changeset (or a context reload) did.
public struct ListChangesetApplication: Hashable, Sendable {
    /// Old index path → final index path of every updated item.
    public var finalUpdatedIndexPaths: [ListIndexPath: ListIndexPath]
    /// Whether this was a context reload rather than a changeset.
    public var isReload: Bool
}
