import Foundation
import ListCore

/// UIKit's `UICollectionViewFlowLayout`, headless: the properties apps configure, laid out with UIKit's flow
/// rules, so a collection view created with a flow layout ports without a rewrite.
///
/// The properties are the defaults of every section; a collection view delegate that answers the flow-layout
/// methods (`sizeForItemAt`, `insetForSectionAt`, spacings, reference sizes) overrides them per section, as in
/// UIKit. A ``ListAdapter`` answers them from its section controllers, so under an adapter only
/// ``scrollDirection`` matters (as in IGListKit).
///
/// Flow rules (vertical; horizontal swaps the axes), as UIKit documents them:
///
/// ```
/// |[ header, full width          ]|
/// |  sectionInset.top             |
/// |  [0,0]   [0,1]   [0,2]        |   a line takes items while they fit the width less the section inset,
/// |  minimumLineSpacing           |   at least minimumInteritemSpacing apart; the space left over is spread
/// |  [0,3]           [0,4]        |   between them (a line of one item is centred), and each item is centred
/// |  sectionInset.bottom          |   vertically in its line
/// |[ footer, full width          ]|
/// ```
///
/// ```swift
/// let layout = ListCollectionViewFlowLayout()        // was: UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumLineSpacing = 10
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// let collectionView = ListCollectionView(frame: frame, collectionViewLayout: layout)
/// ```
///
/// A class, as UIKit's, so `let layout = …; layout.itemSize = …` reads as in UIKit; a change applies on the
/// collection view's next layout (`invalidateLayout()`, an update, a reload or a bounds change).
public final class ListCollectionViewFlowLayout: ListCollectionLayout {
    /// The size of items the delegate gives no size for. Default 50×50 (UIKit's).
    public var itemSize = CGSize(width: 50, height: 50)
    /// UIKit sizes cells to their content from this estimate; headless cells have no intrinsic size, so a
    /// non-zero estimate is the size of items the delegate gives no size for (instead of ``itemSize``).
    /// Default zero (no self-sizing).
    public var estimatedItemSize = CGSize.zero
    /// The smallest space between lines (rows when vertical). Default 10 (UIKit's).
    public var minimumLineSpacing: CGFloat = 10
    /// The smallest space between items of a line. Default 10 (UIKit's).
    public var minimumInteritemSpacing: CGFloat = 10
    /// Room around each section's items. Default zero.
    public var sectionInset = ListEdgeInsets.zero
    /// The scroll axis. Default `.vertical`.
    public var scrollDirection = ListScrollDirection.vertical
    /// The header's size: its height when vertical, its width when horizontal (the other side spans the
    /// collection view). Default zero (no header).
    public var headerReferenceSize = CGSize.zero
    /// The footer's size, as ``headerReferenceSize``. Default zero (no footer).
    public var footerReferenceSize = CGSize.zero

    /// Whether a collection view in a right-to-left environment mirrors the frames left to right, as UIKit's flow
    /// layout does (default `true`).
    public var flipsHorizontallyInOppositeLayoutDirection = true

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    /// The size an item gets when the delegate gives none: ``estimatedItemSize`` when set, else ``itemSize``.
    public var defaultItemSize: CGSize { estimatedItemSize == .zero ? itemSize : estimatedItemSize }

    /// The section metrics the delegate starts from (the collection view asks the delegate for each).
    public var defaultSection: ListLayoutSection {
        ListLayoutSection(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, headerSize: headerReferenceSize,
            footerSize: footerReferenceSize)
    }

    /// False: nothing pins to the viewport.
    public var invalidatesOnContentOffsetChange: Bool { false }

    /// Lays the input's sections out with the flow rules, in content coordinates (the content inset shifts them on
    /// screen through the content offset).
    ///
    /// - Parameter input: the bounds, content inset and every section's metrics.
    /// - Returns: the frames and the content size.
    /// - Complexity: O(*n*) in the number of items.
    public func layout(_ input: ListLayoutInput) -> ListLayoutResult {
        var flow = ListFlowLineBuilder(input: input, vertical: scrollDirection == .vertical)
        for section in input.sections { flow.add(section) }
        return flow.result()
    }
}
