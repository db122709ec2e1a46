import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

/// Sizes, display, selection and scrolling callbacks of the headless collection view: UIKit's
/// `UICollectionViewDelegateFlowLayout`, refining ``ListScrollViewDelegate`` as UIKit's delegate refines
/// `UIScrollViewDelegate`. Every method has a default.
///
/// Methods are declared with UIKit's names and types (index paths are Foundation's `IndexPath`, element kinds
/// UIKit's strings), so a UIKit delegate is called as written. The flow-layout methods also have a shorter
/// ListPreview spelling without the `layout:` argument, and the supplementary display methods one with a
/// ``ListElementKind``: the collection view calls UIKit's spelling, whose default calls the shorter one, so either
/// is called (UIKit's wins when a type writes both).
///
/// ```swift
/// final class Sizes: ListCollectionViewDelegate {
///     func collectionView(_ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: collectionView.bounds.width, height: 44)
///     }
/// }
/// ```
@MainActor
public protocol ListCollectionViewDelegate: ListScrollViewDelegate {
    /// The size of an item (UIKit's `collectionView(_:layout:sizeForItemAt:)`); the default asks
    /// ``collectionView(_:sizeForItemAt:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's inset (UIKit's spelling); the default asks ``collectionView(_:insetForSectionAt:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between rows (UIKit's spelling); the default asks
    /// ``collectionView(_:minimumLineSpacingForSectionAt:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items of a row (UIKit's spelling); the default asks
    /// ``collectionView(_:minimumInteritemSpacingForSectionAt:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header's size (UIKit's spelling); the default asks ``collectionView(_:referenceSizeForHeaderInSection:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size (UIKit's spelling); the default asks ``collectionView(_:referenceSizeForFooterInSection:)``.
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize

    /// The size of an item; the default is 50×50 (the flow layout's default item size).
    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize
    /// The section's inset; the default is zero.
    func collectionView(_ collectionView: ListCollectionView, insetForSectionAt section: Int) -> ListEdgeInsets
    /// The spacing between rows; the default is 0.
    func collectionView(_ collectionView: ListCollectionView, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items of a row; the default is 0.
    func collectionView(
        _ collectionView: ListCollectionView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header's size (zero for none); the default is zero.
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size (zero for none); the default is zero.
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int) -> CGSize

    /// A cell is about to become visible.
    func collectionView(_ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath)
    /// A cell stopped being visible.
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath)
    /// A header or footer is about to become visible.
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath)
    /// A header or footer stopped being visible.
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind kind: ListElementKind, at indexPath: ListIndexPath)
    /// A header or footer is about to become visible (UIKit's spelling: `elementKind` is
    /// `ListCollectionView.elementKindSectionHeader` or `…Footer`); the default calls the ``ListElementKind``
    /// variant.
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A header or footer stopped being visible (UIKit's spelling); the default calls the ``ListElementKind``
    /// variant.
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether a touch may highlight the item; the default is true.
    func collectionView(_ collectionView: ListCollectionView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath)
    /// The item lost its highlight.
    func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath)
    /// Whether a tap may select the item; the default is true.
    func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath)
    /// Whether a tap may deselect the item; the default is true.
    func collectionView(_ collectionView: ListCollectionView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool
    /// The user deselected the item.
    func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath)

    /// Where an interactively dragged item would land if dropped at `proposed`; the default accepts `proposed`.
    func collectionView(
        _ collectionView: ListCollectionView, targetIndexPathForMoveFromItemAt original: ListIndexPath,
        toProposedIndexPath proposed: ListIndexPath) -> ListIndexPath

    /// A layout pass finished: the visible views are up to date.
    func collectionViewDidUpdateVisibleViews(_ collectionView: ListCollectionView)
}

extension ListCollectionViewDelegate {
    /// ``collectionView(_:sizeForItemAt:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        self.collectionView(collectionView, sizeForItemAt: indexPath)
    }
    /// ``collectionView(_:insetForSectionAt:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        self.collectionView(collectionView, insetForSectionAt: section)
    }
    /// ``collectionView(_:minimumLineSpacingForSectionAt:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        self.collectionView(collectionView, minimumLineSpacingForSectionAt: section)
    }
    /// ``collectionView(_:minimumInteritemSpacingForSectionAt:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        self.collectionView(collectionView, minimumInteritemSpacingForSectionAt: section)
    }
    /// ``collectionView(_:referenceSizeForHeaderInSection:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        self.collectionView(collectionView, referenceSizeForHeaderInSection: section)
    }
    /// ``collectionView(_:referenceSizeForFooterInSection:)``.
    public func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        self.collectionView(collectionView, referenceSizeForFooterInSection: section)
    }
    /// The ``ListElementKind`` variant, for a header or footer kind (nothing for another string).
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let kind = ListElementKind(elementKind: elementKind) else { return }
        self.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    }
    /// The ``ListElementKind`` variant, for a header or footer kind (nothing for another string).
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let kind = ListElementKind(elementKind: elementKind) else { return }
        self.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
    }
    /// The flow layout's item size (``ListCollectionViewFlowLayout/defaultItemSize``), else 50×50.
    public func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        collectionView.defaultSection.itemSizes.first ?? CGSize(width: 50, height: 50)
    }
    /// The flow layout's section inset, else zero.
    public func collectionView(_ collectionView: ListCollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        collectionView.defaultSection.inset
    }
    /// The flow layout's line spacing, else 0.
    public func collectionView(_ collectionView: ListCollectionView, minimumLineSpacingForSectionAt section: Int)
        -> CGFloat
    { collectionView.defaultSection.minimumLineSpacing }
    /// The flow layout's interitem spacing, else 0.
    public func collectionView(
        _ collectionView: ListCollectionView, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { collectionView.defaultSection.minimumInteritemSpacing }
    /// The flow layout's header reference size, else zero.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int)
        -> CGSize
    { collectionView.defaultSection.headerSize }
    /// The flow layout's footer reference size, else zero.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int)
        -> CGSize
    { collectionView.defaultSection.footerSize }
    /// Does nothing.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {}
    /// True.
    public func collectionView(_ collectionView: ListCollectionView, shouldHighlightItemAt indexPath: ListIndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {}
    /// True.
    public func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {}
    /// True.
    public func collectionView(_ collectionView: ListCollectionView, shouldDeselectItemAt indexPath: ListIndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath) {}
    /// Returns `proposed`.
    public func collectionView(
        _ collectionView: ListCollectionView, targetIndexPathForMoveFromItemAt original: ListIndexPath,
        toProposedIndexPath proposed: ListIndexPath
    ) -> ListIndexPath { proposed }
    /// Does nothing.
    public func collectionViewDidUpdateVisibleViews(_ collectionView: ListCollectionView) {}
}
