import Foundation
import ListDiffKit

/// A cell of a ``ListChangesetDataSource`` appeared or disappeared.
public enum ListAppearanceEvent<Model: Sendable>: Sendable {
    /// The item is about to appear.
    case willAppear(Model, ListIndexPath)
    /// The item disappeared.
    case didDisappear(Model, ListIndexPath)
}
