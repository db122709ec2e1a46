import ListDiffKit

extension ListCollectionView {
    /// The selected items, ascending.
    public var indexPathsForSelectedItems: [ListIndexPath] { selectedPaths.sorted() }

    /// The highlighted items, ascending.
    public var indexPathsForHighlightedItems: [ListIndexPath] { highlightedPaths.sorted() }

    /// Selects an item programmatically, as UIKit: no delegate call. Without multiple selection, the other
    /// items are deselected.
    ///
    /// - Parameters:
    ///   - indexPath: the item; nothing happens when it is out of range.
    ///   - animated: ignored headlessly.
    ///   - scrollPosition: where to scroll the item; `nil` does not scroll.
    public func selectItem(at indexPath: ListIndexPath, animated: Bool, scrollPosition: ListScrollPosition? = nil) {
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if let scrollPosition { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item programmatically: no delegate call.
    public func deselectItem(at indexPath: ListIndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Simulates a finger going down on an item: asks `shouldHighlightItemAt`, highlights, tells
    /// `didHighlightItemAt`.
    ///
    /// - Returns: whether the item was highlighted.
    @discardableResult
    public func touchDown(at indexPath: ListIndexPath) -> Bool {
        guard contains(indexPath), delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
            return false
        }
        setHighlighted(true, at: indexPath)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// Simulates the finger lifting: unhighlights (telling `didUnhighlightItemAt`), then selects or deselects as
    /// UIKit does (`shouldSelect`/`didSelect`, `shouldDeselect`/`didDeselect`, single or multiple selection).
    public func touchUp(at indexPath: ListIndexPath) {
        guard highlightedPaths.contains(indexPath) else { return }
        setHighlighted(false, at: indexPath)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard allowsSelection else { return }
        if selectedPaths.contains(indexPath) && allowsMultipleSelection {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath)
        }
    }

    /// Simulates a tap: ``touchDown(at:)`` then ``touchUp(at:)``.
    public func tapItem(at indexPath: ListIndexPath) {
        if touchDown(at: indexPath) { touchUp(at: indexPath) }
    }

    private func userSelect(_ indexPath: ListIndexPath) {
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths.sorted() where other != indexPath { userDeselect(other) }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: ListIndexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        setSelected(false, at: indexPath)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    private func setSelected(_ selected: Bool, at indexPath: ListIndexPath) {
        if selected { selectedPaths.insert(indexPath) } else { selectedPaths.remove(indexPath) }
        visibleCellMap[indexPath]?.isSelected = selected
    }

    private func setHighlighted(_ highlighted: Bool, at indexPath: ListIndexPath) {
        if highlighted { highlightedPaths.insert(indexPath) } else { highlightedPaths.remove(indexPath) }
        visibleCellMap[indexPath]?.isHighlighted = highlighted
    }

    /// Whether an index path names an existing item.
    func contains(_ indexPath: ListIndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }
}
