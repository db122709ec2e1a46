import Foundation
import ListCore
import ListDiffKit
@testable import ListLayoutKit

/// Builds layouts for the tests in a line.
enum LayoutFixture {
    static func layout(
        width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1, direction: ListScrollDirection = .vertical,
        sticky: Bool = false, topContentInset: CGFloat = 0, stretchToEdge: Bool = false,
        showHeaderWhenEmpty: Bool = false, contentInset: ListEdgeInsets = .zero, _ sections: [ListLayoutSection]
    ) -> ListCollectionViewLayout {
        var layout = ListCollectionViewLayout(
            stickyHeaders: sticky, scrollDirection: direction, topContentInset: topContentInset,
            stretchToEdge: stretchToEdge)
        layout.performBatchUpdates { layout in
            layout.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            layout.scale = scale
            layout.showHeaderWhenEmpty = showHeaderWhenEmpty
            layout.contentInset = contentInset
            layout.setSections(sections)
        }
        return layout
    }

    static func section(
        _ sizes: [(CGFloat, CGFloat)], inset: ListEdgeInsets = .zero, line: CGFloat = 0, interitem: CGFloat = 0,
        header: CGFloat = 0, footer: CGFloat = 0, direction: ListScrollDirection = .vertical
    ) -> ListLayoutSection {
        let vertical = direction == .vertical
        return ListLayoutSection(
            inset: inset, minimumLineSpacing: line, minimumInteritemSpacing: interitem,
            headerSize: vertical ? CGSize(width: 0, height: header) : CGSize(width: header, height: 0),
            footerSize: vertical ? CGSize(width: 0, height: footer) : CGSize(width: footer, height: 0),
            itemSizes: sizes.map { CGSize(width: $0.0, height: $0.1) })
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }
}

extension ListCollectionViewLayout {
    func cell(_ section: Int, _ item: Int) -> CGRect? {
        layoutAttributesForItem(at: ListIndexPath(section: section, item: item))?.frame
    }

    func header(_ section: Int) -> CGRect? {
        layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: section, item: 0))?.frame
    }

    func footer(_ section: Int) -> CGRect? {
        layoutAttributesForSupplementaryView(ofKind: .footer, at: ListIndexPath(section: section, item: 0))?.frame
    }

    /// Every cell frame, section by section.
    var allCellFrames: [[CGRect]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { cell(section, $0)! }
        }
    }
}
