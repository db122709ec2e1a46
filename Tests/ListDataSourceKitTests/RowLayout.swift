import Foundation
import ListAdapterKit

/// A layout for tests whose frames are obvious: one item per row at its own size, sections stacked, no headers.
struct RowLayout: ListCollectionLayout {
    var invalidatesOnContentOffsetChange: Bool { false }

    func layout(_ input: ListLayoutInput) -> ListLayoutResult {
        var y: CGFloat = 0
        let items = input.sections.map { section in
            section.itemSizes.map { size in
                defer { y += size.height }
                return CGRect(x: 0, y: y, width: size.width, height: size.height)
            }
        }
        let none = [CGRect?](repeating: nil, count: input.sections.count)
        return ListLayoutResult(
            contentSize: CGSize(width: input.boundsSize.width, height: y), itemFrames: items, headerFrames: none,
            footerFrames: none)
    }
}
