import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

/// The geometry of one side of a batch update, as a transition needs it: the viewport, every element's resting
/// frame, each section's box and how headers pin.
///
/// Frames are in content coordinates. Headers are stored at rest; a transition pins them itself on every frame
/// (from the interpolated section boxes), so both sides can be built from a ``ListCollectionViewLayout`` or from
/// the adapter's recorded layout.
///
/// ```swift
/// let before = ListTransitionLayout(try spec.makeLayout())
/// before.itemFrames[0][1]   // the second item's frame
/// ```
public struct ListTransitionLayout: Sendable, Equatable {
    /// The visible rectangle: its origin is the content offset, its size the viewport's.
    public var viewport: CGRect
    /// The scrollable content's size.
    public var contentSize: CGSize
    /// The collection view's content inset.
    public var contentInset: ListEdgeInsets
    /// The scroll axis.
    public var scrollDirection: ListScrollDirection
    /// Whether section headers pin to the top of the viewport (sticky headers).
    public var pinsHeaders: Bool
    /// How far below the content offset pinned headers sit (`topContentInset + stickyHeaderYOffset`).
    public var pinningInset: CGFloat
    /// The item frames, per section.
    public var itemFrames: [[CGRect]]
    /// The resting header frame of each section (`nil`: no header shown).
    public var headerFrames: [CGRect?]
    /// The footer frame of each section (`nil`: no footer shown).
    public var footerFrames: [CGRect?]
    /// The box of each section (items, header and footer): pinned headers stay inside it.
    public var sectionBounds: [CGRect]

    /// Creates the geometry from its parts.
    ///
    /// - Parameters:
    ///   - viewport: the visible rectangle (origin: the content offset).
    ///   - contentSize: the content size.
    ///   - contentInset: the content inset.
    ///   - scrollDirection: the scroll axis.
    ///   - pinsHeaders: whether headers are sticky.
    ///   - pinningInset: the distance of pinned headers below the content offset.
    ///   - itemFrames: item frames per section.
    ///   - headerFrames: resting header frames per section.
    ///   - footerFrames: footer frames per section.
    ///   - sectionBounds: section boxes; `nil` computes each as the union of its elements.
    public init(
        viewport: CGRect, contentSize: CGSize, contentInset: ListEdgeInsets = .zero,
        scrollDirection: ListScrollDirection = .vertical, pinsHeaders: Bool = false, pinningInset: CGFloat = 0,
        itemFrames: [[CGRect]], headerFrames: [CGRect?], footerFrames: [CGRect?], sectionBounds: [CGRect]? = nil
    ) {
        self.viewport = viewport
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.scrollDirection = scrollDirection
        self.pinsHeaders = pinsHeaders
        self.pinningInset = pinningInset
        self.itemFrames = itemFrames
        self.headerFrames = headerFrames
        self.footerFrames = footerFrames
        self.sectionBounds = sectionBounds ?? itemFrames.indices.map { section in
            let parts = itemFrames[section] + [headerFrames[section], footerFrames[section]].compactMap { $0 }
            return parts.dropFirst().reduce(parts.first ?? .zero) { $0.union($1) }
        }
    }

    /// Captures a computed layout: its bounds, inset, resting headers, footers, items and section boxes.
    ///
    /// - Parameter layout: the layout (its content offset is the viewport's origin).
    /// - Complexity: O(*n*) for *n* items.
    public init(_ layout: ListCollectionViewLayout) {
        let sections = 0..<layout.numberOfSections
        self.init(
            viewport: layout.bounds, contentSize: layout.contentSize, contentInset: layout.contentInset,
            scrollDirection: layout.scrollDirection, pinsHeaders: layout.stickyHeaders,
            pinningInset: layout.topContentInset + layout.stickyHeaderYOffset,
            itemFrames: sections.map { section in
                (0..<layout.numberOfItems(inSection: section)).map { item in
                    layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: item))?.frame ?? .zero
                }
            },
            headerFrames: sections.map { layout.restingHeaderFrame(ofSection: $0) },
            footerFrames: sections.map { layout.footerFrame(ofSection: $0) },
            sectionBounds: sections.map { layout.sectionBounds(ofSection: $0) ?? .zero })
    }

    /// The number of sections.
    public var numberOfSections: Int { itemFrames.count }

    /// `offset` moved into the range the content allows: from minus the leading inset to the end of the content
    /// (plus the trailing inset) less the viewport, on both axes. UIKit keeps the offset across a batch update
    /// unless the content became too short for it.
    ///
    /// ```swift
    /// layout.clampedOffset(CGPoint(x: 0, y: 5000))   // (0, contentHeight − viewportHeight)
    /// ```
    ///
    /// - Parameter offset: a content offset.
    /// - Returns: the nearest offset the content allows.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        func clamp(_ value: CGFloat, leading: CGFloat, trailing: CGFloat, content: CGFloat, viewport: CGFloat) -> CGFloat {
            let low = -leading
            let high = max(low, content + trailing - viewport)
            return min(max(value, low), high)
        }
        return CGPoint(
            x: clamp(offset.x, leading: contentInset.left, trailing: contentInset.right, content: contentSize.width,
                     viewport: viewport.width),
            y: clamp(offset.y, leading: contentInset.top, trailing: contentInset.bottom, content: contentSize.height,
                     viewport: viewport.height))
    }
}
