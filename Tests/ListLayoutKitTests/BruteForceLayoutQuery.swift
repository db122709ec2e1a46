import Foundation
import ListDiffKit
@testable import ListLayoutKit

/// IGListKit's rect query written literally: scan every section for the range, then every element.
enum BruteForceLayoutQuery {
    static func elements(of layout: ListCollectionViewLayout, in rect: CGRect) -> [ListLayoutAttributes] {
        var first: Int?
        var last: Int?
        for section in 0..<layout.numberOfSections {
            let entry = layout.entries[section]
            if entry.bounds.size != .zero && entry.bounds.listIntersects(rect) {
                if first == nil { first = section }
                last = section
            }
        }
        guard let first, let last else { return [] }
        let vertical = layout.scrollDirection == .vertical
        var result: [ListLayoutAttributes] = []
        for section in first...last {
            let count = layout.numberOfItems(inSection: section)
            if count > 0 || layout.showHeaderWhenEmpty {
                for kind in [ListElementKind.header, .footer] {
                    guard let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ListIndexPath(section: section, item: 0)) else { continue }
                    let intersection = attributes.frame.intersection(rect)
                    let length = vertical ? attributes.frame.height : attributes.frame.width
                    if !intersection.isNull && intersection.width > 0 && intersection.height > 0 && length > 0 {
                        result.append(attributes)
                    }
                }
            }
            for item in 0..<count {
                let attributes = layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: item))!
                if attributes.frame.listIntersects(rect) { result.append(attributes) }
            }
        }
        return result
    }
}
