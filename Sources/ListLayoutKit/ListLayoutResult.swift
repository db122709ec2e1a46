import Foundation
import ListDiffKit

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
    /// The computed layout these frames come from, when a ``ListCollectionViewLayout`` made them (`nil` for other
    /// layouts): what the renderer and the animation reuse (resting and pinned headers, section boxes, insets)
    /// instead of laying out again. Not part of equality: it holds the same frames.
    public var layout: ListCollectionViewLayout?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - contentSize: the scrollable size.
    ///   - itemFrames: item frames per section.
    ///   - headerFrames: header frames per section.
    ///   - footerFrames: footer frames per section.
    ///   - layout: the computed layout the frames come from, if any.
    public init(
        contentSize: CGSize, itemFrames: [[CGRect]], headerFrames: [CGRect?], footerFrames: [CGRect?],
        layout: ListCollectionViewLayout? = nil
    ) {
        self.contentSize = contentSize
        self.itemFrames = itemFrames
        self.headerFrames = headerFrames
        self.footerFrames = footerFrames
        self.layout = layout
    }

    /// Equal frames and content size (the computed ``layout`` is a cache of them and is not compared).
    public static func == (lhs: ListLayoutResult, rhs: ListLayoutResult) -> Bool {
        lhs.contentSize == rhs.contentSize && lhs.itemFrames == rhs.itemFrames && lhs.headerFrames == rhs.headerFrames
            && lhs.footerFrames == rhs.footerFrames
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
