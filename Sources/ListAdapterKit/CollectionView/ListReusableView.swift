import Foundation
import ListCore
import ListDiffKit

/// A view the headless collection view recycles: a cell, a header or a footer. It holds what the renderer draws
/// (``content``) and where (``frame``), never a platform view.
///
/// Subclass it (or ``ListCell``) to keep per-view state between reuses, as with `UICollectionReusableView`:
///
/// ```swift
/// final class TitleHeader: ListReusableView {
///     override func prepareForReuse() {
///         super.prepareForReuse()
///         content.text = nil
///     }
/// }
/// ```
@MainActor
open class ListReusableView {
    /// The identifier the view was dequeued with.
    public let reuseIdentifier: String
    /// What the view shows.
    public var content: ListCellContent
    /// The view's frame in content coordinates, set by the collection view at each layout pass.
    public internal(set) var frame: CGRect
    /// The index path the view currently shows (for a supplementary view, its section with item 0).
    public internal(set) var indexPath: ListIndexPath?
    /// How many times the collection view handed this view out again after a reuse (0 for a fresh view).
    public internal(set) var reuseCount: Int

    /// Creates an empty view. The collection view calls this when its reuse pool has no free view.
    ///
    /// - Parameter reuseIdentifier: the identifier it was registered under.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        content = ListCellContent()
        frame = .zero
        indexPath = nil
        reuseCount = 0
    }

    /// Called just before a recycled view is handed out again. The default clears ``content``; overrides must
    /// call `super`.
    open func prepareForReuse() {
        content = ListCellContent()
    }
}
