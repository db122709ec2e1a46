import Foundation
import ListDiffKit

extension ListCollectionViewLayout: ListCollectionLayout {
    /// True with sticky headers: they move with the content offset.
    public var invalidatesOnContentOffsetChange: Bool { stickyHeaders }

    /// Lays out the input's sections with IGListKit's rules (see ListLayoutKit), at the input's bounds, inset and
    /// offset. The layout's own settings (direction, sticky headers, scale…) are kept. The computed layout comes
    /// with the frames (``ListLayoutResult/layout``), so the renderer reuses it instead of laying out again.
    public func layout(_ input: ListLayoutInput) -> ListLayoutResult {
        var layout = self
        layout.bounds = CGRect(origin: input.contentOffset, size: input.boundsSize)
        layout.contentInset = input.contentInset
        layout.setSections(input.sections)
        let sections = 0..<layout.numberOfSections
        return ListLayoutResult(
            contentSize: layout.contentSize,
            itemFrames: sections.map { section in
                (0..<layout.numberOfItems(inSection: section)).map {
                    layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: $0))?.frame ?? .zero
                }
            },
            headerFrames: sections.map {
                layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: $0, item: 0))?.frame
            },
            footerFrames: sections.map {
                layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: ListIndexPath(section: $0, item: 0))?.frame
            },
            layout: layout)
    }
}
