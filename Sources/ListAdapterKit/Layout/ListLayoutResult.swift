import Foundation
import ListDiffKit
import ListLayoutKit

/// The frames a ``ListCollectionLayout`` computed, in content coordinates. Header frames are at the input's
/// content offset (a sticky header is already displaced).
///
/// ```swift
/// let result = layout.layout(input)
/// result.itemFrames[0][2]                         // the frame of item 2 of section 0
/// result.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
/// ```
public struct ListLayoutResult: Sendable, Equatable {
    /// The scrollable size.
    public var contentSize: CGSize
    /// `itemFrames[section][item]`.
    public var itemFrames: [[CGRect]]
    /// One entry per section: the header's frame, or `nil` when the section shows no header.
    public var headerFrames: [CGRect?]
    /// One entry per section: the footer's frame, or `nil` when the section shows no footer.
    public var footerFrames: [CGRect?]

    /// Creates a result.
    public init(contentSize: CGSize, itemFrames: [[CGRect]], headerFrames: [CGRect?], footerFrames: [CGRect?]) {
        self.contentSize = contentSize
        self.itemFrames = itemFrames
        self.headerFrames = headerFrames
        self.footerFrames = footerFrames
    }

    /// An empty layout.
    public static let empty = ListLayoutResult(contentSize: .zero, itemFrames: [], headerFrames: [], footerFrames: [])

    /// The elements whose frames intersect `rect` (edges that only touch do not intersect), section by section:
    /// the header, the items, then the footer.
    ///
    /// - Parameter rect: a rectangle in content coordinates, such as the visible bounds.
    /// - Returns: the intersecting elements.
    /// - Complexity: O(*n*) in the number of elements.
    public func elements(in rect: CGRect) -> [ListLayoutAttributes] {
        var found: [ListLayoutAttributes] = []
        for section in itemFrames.indices {
            append(.header, headerFrames[section], section: section, item: 0, in: rect, to: &found)
            for (item, frame) in itemFrames[section].enumerated() {
                append(.cell, frame, section: section, item: item, in: rect, to: &found)
            }
            append(.footer, footerFrames[section], section: section, item: 0, in: rect, to: &found)
        }
        return found
    }

    private func append(
        _ kind: ListElementKind, _ frame: CGRect?, section: Int, item: Int, in rect: CGRect,
        to found: inout [ListLayoutAttributes]
    ) {
        guard let frame, ListLayoutResult.intersects(frame, rect) else { return }
        let path = ListIndexPath(section: section, item: item)
        found.append(
            ListLayoutAttributes(
                kind: kind, indexPath: path, frame: frame, zIndex: ListLayoutAttributes.zIndex(kind: kind, indexPath: path)))
    }

    /// Whether two rectangles overlap with a non-empty area (touching edges do not count).
    static func intersects(_ a: CGRect, _ b: CGRect) -> Bool {
        a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
            && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
