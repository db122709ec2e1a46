import ListDiffKit
import ListLayoutKit

extension ListCollectionView {
    /// A cell for the item: a free one from the reuse pool (after `prepareForReuse()`), else a new one of the
    /// registered class.
    ///
    /// Dequeuing an identifier that was never registered is a programmer error, as in UIKit: it stops with
    /// a message naming the identifier.
    ///
    /// - Parameters:
    ///   - identifier: a registered reuse identifier.
    ///   - indexPath: the item the cell is for.
    /// - Returns: the cell, typed as the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: ListIndexPath) -> ListCell {
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - "
                    + "must register a class for the identifier")
        }
        let cell = reuse(kind: Self.cellKind, identifier: identifier) as? ListCell ?? cellClass.init(reuseIdentifier: identifier)
        cell.indexPath = indexPath
        return cell
    }

    /// A header or footer: a free one from the reuse pool, else a new one of the registered class.
    ///
    /// - Parameters:
    ///   - kind: a ``ListElementKind``.
    ///   - identifier: a reuse identifier registered for the kind.
    ///   - indexPath: the section (item 0).
    /// - Returns: the view.
    public func dequeueReusableSupplementaryView(
        ofKind kind: ListElementKind, withReuseIdentifier identifier: String, for indexPath: ListIndexPath
    ) -> ListReusableView {
        guard let viewClass = supplementaryClasses[ListReusePool.key(kind, identifier)] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                    + "must register a class for the identifier")
        }
        let view = reuse(kind: kind, identifier: identifier) ?? viewClass.init(reuseIdentifier: identifier)
        view.indexPath = indexPath
        return view
    }

    /// Whether a cell identifier is registered.
    public func isCellRegistered(_ identifier: String) -> Bool {
        cellClasses[identifier] != nil
    }

    /// Whether a supplementary identifier is registered for a kind.
    public func isSupplementaryViewRegistered(ofKind kind: ListElementKind, _ identifier: String) -> Bool {
        supplementaryClasses[ListReusePool.key(kind, identifier)] != nil
    }

    /// The number of free cells in the reuse pool for an identifier.
    public func reusableCellCount(withReuseIdentifier identifier: String) -> Int {
        reusePool.count(kind: Self.cellKind, reuseIdentifier: identifier)
    }

    private func reuse(kind: ListElementKind, identifier: String) -> ListReusableView? {
        guard let view = reusePool.dequeue(kind: kind, reuseIdentifier: identifier) else { return nil }
        view.prepareForReuse()
        view.reuseCount += 1
        return view
    }
}
