import Foundation
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// Computes the layout if it is invalid, without touching the visible views (UIKit's `prepareLayout`).
    func computeLayoutIfNeeded() {
        loadIfNeeded()
        guard !layoutIsValid else { return }
        layoutResult = collectionViewLayout.layout(layoutInput())
        layoutIsValid = true
    }

    /// The input the layout gets: bounds, insets, offset, and every section's sizes from the delegate (UIKit's
    /// flow-layout spelling, whose defaults ask the shorter one).
    /// The sizes are asked with the collection view's ``traitCollection`` current, so section controllers that
    /// read ``ListTraitCollection/current`` (`UIFont.preferredFont(forTextStyle:)`) size in its environment.
    public func layoutInput() -> ListLayoutInput {
        traitCollection.performAsCurrent { layoutInputInEnvironment() }
    }

    private func layoutInputInEnvironment() -> ListLayoutInput {
        let layout = collectionViewLayout
        let fallback = defaultSection
        let sections = itemCounts.enumerated().map { section, count in
            ListLayoutSection(
                inset: delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? fallback.inset,
                minimumLineSpacing: delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section)
                    ?? fallback.minimumLineSpacing,
                minimumInteritemSpacing: delegate?.collectionView(
                    self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? fallback.minimumInteritemSpacing,
                headerSize: delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section)
                    ?? fallback.headerSize,
                footerSize: delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section)
                    ?? fallback.footerSize,
                itemSizes: (0..<count).map {
                    let path = IndexPath(section: section, item: $0)
                    if selfSizesCells, let fitted = fittedItemSizes[path] { return fitted }
                    return delegate?.collectionView(self, layout: layout, sizeForItemAt: path) ?? fallback.itemSizes[0]
                })
        }
        return ListLayoutInput(
            boundsSize: boundsSize, contentInset: adjustedContentInset, contentOffset: contentOffset, sections: sections)
    }

    /// What a section gets from a delegate that answers none of the flow-layout methods: the properties of a
    /// ``ListCollectionViewFlowLayout`` (UIKit's flow layout), else zero insets, spacings and reference sizes, and
    /// 50×50 items. `itemSizes` holds the one default item size.
    public var defaultSection: ListLayoutSection {
        guard let flow = collectionViewLayout as? ListCollectionViewFlowLayout else {
            return ListLayoutSection(itemSizes: [CGSize(width: 50, height: 50)])
        }
        var section = flow.defaultSection
        section.itemSizes = [flow.defaultItemSize]
        return section
    }
}
