import Foundation
import ListCore
import ListDiffKit

/// IGListKit's `IGListCollectionViewLayout` as a value: a flow of items that fills rows across sections,
/// with sticky headers, computed headlessly and queried in logarithmic time.
///
/// Items of consecutive sections share a row until one overflows it by more than 1 pt; a section with a header
/// always starts a new row. Line spacing separates rows *inside* a section only; interitem spacing follows every
/// item, across sections too:
///
/// ```
///  vertical, no headers                  vertical, section 1 has a header
/// |[ 0,0 ][ 0,1 ][ 1,0 ]|               |[ 0,0 ][ 0,1 ]       |
/// |[ 1,1 ][ 1,2 ]       |               |[ header 1          ]|
/// |[ 2,0 ][ 2,1 ][ 2,2 ]|               |[ 1,0 ][ 1,1 ][ 1,2 ]|
/// ```
///
/// Headers and footers are stretched across the container minus the section's cross-axis insets. The rules, and
/// IGListKit's quirks that are reproduced on purpose, are listed in `docs/LAYOUT.md`.
///
/// ```swift
/// var layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
/// layout.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
/// layout.scale = 3
/// layout.setSections([
///     ListLayoutSection(headerSize: CGSize(width: 390, height: 44),
///                       itemSizes: Array(repeating: CGSize(width: 390, height: 80), count: 20)),
/// ])
/// layout.contentOffset = CGPoint(x: 0, y: 300)
/// let visible = layout.layoutAttributesForElements(in: layout.bounds)
/// ```
///
/// Any change of an input that moves frames (the container size, the content inset, the scale, the scroll
/// direction, `showHeaderWhenEmpty`, the sections) lays the list out again at once, starting from the first section
/// it affects; group several changes in ``performBatchUpdates(_:)`` to lay out once. Changing the content offset
/// only moves sticky headers, which are placed when queried.
public struct ListCollectionViewLayout: Sendable {
    /// Whether headers stick to the top (leading edge) of the viewport while their section is visible.
    public let stickyHeaders: Bool
    /// Added to the content offset where sticky headers pin (IGListKit's `topContentInset`); it does not change
    /// ``contentInset``.
    public let topContentInset: CGFloat
    /// Whether an item that ends within 1 pt of the padded container's edge is stretched to it (quirk: see
    /// `docs/LAYOUT.md`).
    public let stretchToEdge: Bool

    /// The scroll axis. Changing it lays everything out again.
    public var scrollDirection: ListScrollDirection {
        didSet { if scrollDirection != oldValue { invalidate(from: 0) } }
    }

    /// Moves where sticky headers pin (IGListKit's `stickyHeaderYOffset`, along the scroll axis whatever the
    /// direction). It moves no resting frame, so it causes no relayout.
    public var stickyHeaderYOffset: CGFloat = 0

    /// Whether a collection view in a right-to-left environment mirrors the frames left to right (see
    /// ``ListCollectionLayout/flipsHorizontallyInOppositeLayoutDirection``). Default `true`, as
    /// `UICollectionViewFlowLayout`'s (IGListKit's `IGListCollectionViewLayout` inherits `UICollectionViewLayout`'s
    /// `false`: set it to `false` to show an app that uses that layout unchanged). It moves no frame.
    public var flipsHorizontallyInOppositeLayoutDirection = true

    /// Whether an empty section still shows its header and footer. Changing it lays everything out again.
    public var showHeaderWhenEmpty: Bool = false {
        didSet { if showHeaderWhenEmpty != oldValue { invalidate(from: 0) } }
    }

    /// The collection view's bounds: the origin is the content offset, the size the container size. A size change
    /// lays everything out again; an origin change only moves sticky headers. Default: 390×844 at (0, 0).
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844) {
        didSet { if bounds.size != oldValue.size { invalidate(from: 0) } }
    }

    /// The collection view's content inset. The container that items fill is ``bounds`` inset by it, while frames
    /// stay in content coordinates (x starts at 0). Changing it lays everything out again.
    public var contentInset: ListEdgeInsets = .zero {
        didSet { if contentInset != oldValue { invalidate(from: 0) } }
    }

    /// The screen scale at which item frames are rounded (origins floored, sizes ceiled to `1/scale`). Default 2.
    public var scale: CGFloat = 2 {
        didSet { if scale != oldValue { invalidate(from: 0) } }
    }

    /// The inputs of every section, as last set.
    public internal(set) var sections: [ListLayoutSection] = []

    /// The computed state of each section.
    var entries: [ListLayoutSectionEntry] = []
    /// Every item frame, section after section (flat: 32 bytes an item).
    var frames: [CGRect] = []
    /// For each item, the largest scroll-axis end of the items of its section up to it (8 bytes an item).
    var prefixMaxScroll: [CGFloat] = []
    /// The first section that breaks the order the section search relies on (`Int.max` when none does).
    var firstUnorderedSection = Int.max
    /// The first section to lay out again when deferred changes are applied.
    var pendingInvalidation: Int?
    /// Whether changes are being grouped by ``performBatchUpdates(_:)``.
    var isBatching = false
    /// The first section of the last layout pass, and how many passes ran (for the tests of invalidation).
    var lastRelayoutFirstSection = 0
    var relayoutCount = 0

    /// Creates a vertical layout, as IGListKit's `initWithStickyHeaders:topContentInset:stretchToEdge:`.
    ///
    /// - Parameters:
    ///   - stickyHeaders: whether headers stick to the viewport's leading edge.
    ///   - topContentInset: added to the content offset where sticky headers pin.
    ///   - stretchToEdge: whether items within 1 pt of the edge are stretched to it.
    public init(stickyHeaders: Bool = false, topContentInset: CGFloat = 0, stretchToEdge: Bool = false) {
        self.init(
            stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset,
            stretchToEdge: stretchToEdge)
    }

    /// Creates a layout with a scroll direction, as IGListKit's
    /// `initWithStickyHeaders:scrollDirection:topContentInset:stretchToEdge:`.
    ///
    /// - Parameters:
    ///   - stickyHeaders: whether headers stick to the viewport's leading edge.
    ///   - scrollDirection: the scroll axis.
    ///   - topContentInset: added to the content offset where sticky headers pin.
    ///   - stretchToEdge: whether items within 1 pt of the edge are stretched to it.
    public init(
        stickyHeaders: Bool, scrollDirection: ListScrollDirection, topContentInset: CGFloat, stretchToEdge: Bool
    ) {
        self.stickyHeaders = stickyHeaders
        self.scrollDirection = scrollDirection
        self.topContentInset = topContentInset
        self.stretchToEdge = stretchToEdge
    }

    /// The content offset: the origin of ``bounds``. Moving it only moves sticky headers.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The number of sections laid out.
    public var numberOfSections: Int { entries.count }

    /// The number of items of a section (0 for a section out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        entries.indices.contains(section) ? entries[section].itemCount : 0
    }

    /// The number of items of every section together.
    public var numberOfItems: Int { frames.count }

    /// The bytes the computed layout holds for its frames and query index, inputs excluded: 40 bytes an item
    /// (a frame and a running maximum) plus a small constant per section.
    public var storageByteCount: Int {
        frames.capacity * MemoryLayout<CGRect>.stride + prefixMaxScroll.capacity * MemoryLayout<CGFloat>.stride
            + entries.capacity * MemoryLayout<ListLayoutSectionEntry>.stride
    }
}
