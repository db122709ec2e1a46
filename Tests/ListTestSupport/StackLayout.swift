import Foundation
import ListAdapterKit
import ListLayoutKit

/// A minimal layout for tests: sections stacked vertically, items one per row at their own size, headers and
/// footers full width. Frames are easy to compute by hand.
public struct StackLayout: ListCollectionLayout {
    /// Creates the layout.
    public init() {}

    /// False: nothing here depends on the offset.
    public var invalidatesOnContentOffsetChange: Bool { false }

    /// Stacks headers, items and footers from the top.
    public func layout(_ input: ListLayoutInput) -> ListLayoutResult {
        var y: CGFloat = 0
        var items: [[CGRect]] = []
        var headers: [CGRect?] = []
        var footers: [CGRect?] = []
        for section in input.sections {
            headers.append(section.headerSize.height > 0 ? CGRect(x: 0, y: y, width: input.boundsSize.width, height: section.headerSize.height) : nil)
            y += section.headerSize.height
            items.append(section.itemSizes.map { size in
                defer { y += size.height }
                return CGRect(x: 0, y: y, width: size.width, height: size.height)
            })
            footers.append(section.footerSize.height > 0 ? CGRect(x: 0, y: y, width: input.boundsSize.width, height: section.footerSize.height) : nil)
            y += section.footerSize.height
        }
        return ListLayoutResult(
            contentSize: CGSize(width: input.boundsSize.width, height: y), itemFrames: items, headerFrames: headers,
            footerFrames: footers)
    }
}
