import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport

// Fixtures for the ports of IGListKit's own test suites (Instagram/IGListKit `Tests/`), written from what those
// tests assert: a section per number whose item count is the number, items 100×10, in a 100×100 viewport.

/// A section controller for an `Int`: that many items of 100×10 (10 wide in a horizontal list), recording what
/// it is told.
@MainActor
final class NumberSection: ListSectionController, ListSupplementaryViewSource, ListDisplayDelegate {
    var number = 0
    var horizontal = false
    var items: Int?
    var wasSelected = false
    var wasDeselected = false
    var wasHighlighted = false
    var wasUnhighlighted = false
    var wasDisplayed = false
    var updates = 0
    var headerKinds: [ListElementKind] = []
    /// Overrides the item size (IGListKit's `IGListTestSection.size`).
    var size: CGSize?
    /// The size of every header and footer.
    var supplementarySize = CGSize(width: 100, height: 10)
    /// Keeps anything alive (IGListKit's tests attach a cell or the collection view to the controller).
    var retained: AnyObject?
    /// Runs inside `didUpdate(to:)`.
    var onUpdate: (() -> Void)?

    override init() {
        super.init()
        supplementaryViewSource = self
        displayDelegate = self
    }

    override func numberOfItems() -> Int { items ?? number }
    override func sizeForItem(at index: Int) -> CGSize {
        size ?? (horizontal ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10))
    }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        cell.content = ListCellContent(text: "\(number)-\(index)")
        return cell
    }
    override func didUpdate(to object: Any) {
        number = object as? Int ?? 0
        updates += 1
        onUpdate?()
    }
    override func didSelectItem(at index: Int) { wasSelected = true }
    override func didDeselectItem(at index: Int) { wasDeselected = true }
    override func didHighlightItem(at index: Int) { wasHighlighted = true }
    override func didUnhighlightItem(at index: Int) { wasUnhighlighted = true }

    func supportedElementKinds() -> [String] { headerKinds.map(\.elementKind) }
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: ListReusableView.self, at: index)
    }
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize { supplementarySize }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
        wasDisplayed = true
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {}
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController, cell: ListCell, at index: Int
    ) {}
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController, cell: ListCell,
        at index: Int
    ) {}
}

/// IGListKit's `IGListTestAdapterDataSource`: `Int` objects, one ``NumberSection`` each; 42 gets a 1-point inset.
@MainActor
final class NumberSource: ListAdapterDataSource {
    var objects: [any ListDiffable]
    var horizontal = false
    var backgroundView: ListReusableView?

    init(_ objects: [any ListDiffable] = []) {
        self.objects = objects
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        let section = NumberSection()
        section.horizontal = horizontal
        if object as? Int == 42 { section.inset = ListEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }
        return section
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { backgroundView }
}

/// IGListKit's `IGListTestCase` set-up for the adapter tests: a 100×100 collection view with a stacking layout,
/// an adapter with a synchronous ``ListReloadDataUpdater``, and a ``NumberSource``.
@MainActor
struct NumberList {
    let collectionView: ListCollectionView
    let adapter: ListAdapter
    let source: NumberSource

    init(_ objects: [any ListDiffable] = [], updater: any ListUpdatingDelegate = ListReloadDataUpdater(),
         layout: any ListCollectionLayout = StackLayout(), size: CGSize = CGSize(width: 100, height: 100))
    {
        collectionView = ListCollectionView(boundsSize: size, layout: layout)
        adapter = ListAdapter(updater: updater, viewController: nil)
        source = NumberSource(objects)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()  // IGListKit's set-up reloads through IGListReloadDataUpdater, which lays out
    }

    /// The section controller of a number.
    func section(_ number: Int) -> NumberSection? { adapter.sectionController(for: number) as? NumberSection }

    /// A horizontal IGListKit-style layout.
    static func horizontalLayout() -> ListCollectionViewLayout {
        var layout = ListCollectionViewLayout()
        layout.scrollDirection = .horizontal
        return layout
    }
}

extension ListAdapter {
    /// IGListKit's `IGListTestCase` set-up: the adapter takes the collection view and the data source, then the
    /// collection view lays out (its cells appear on that pass, as in UIKit).
    func setUpForTest(_ collectionView: ListCollectionView, _ dataSource: any ListAdapterDataSource) {
        self.collectionView = collectionView
        self.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }
}

/// An object of class type, to tell instances apart (IGListKit's `IGTestObject`).
final class TestObject: ListDiffableValue {
    let key: Int
    var value: Int

    init(_ key: Int, _ value: Int) {
        self.key = key
        self.value = value
    }

    var diffIdentity: Int { key }
    func isEqual(toDiffableObject object: TestObject) -> Bool { value == object.value }
}

/// A value sharing its identifiers with `Int` objects, to check that lookups need the same type.
struct OtherNumber: ListDiffableValue, Hashable {
    let value: Int
    var diffIdentity: Int { value }
}

/// UIKit's `UICollectionViewFlowLayout` scrolling horizontally, as IGListKit's tests use it: each section starts
/// a new column, and its items fill a column from the top, wrapping to the next column when the viewport's
/// height is full. Columns are as wide as their widest item.
struct HorizontalFlowLayout: ListCollectionLayout {
    var invalidatesOnContentOffsetChange: Bool { false }

    func layout(_ input: ListLayoutInput) -> ListLayoutResult {
        var x: CGFloat = 0
        var frames: [[CGRect]] = []
        for section in input.sections {
            var column: [CGRect] = []
            var sectionFrames: [CGRect] = []
            var y: CGFloat = 0
            func closeColumn() {
                let width = column.map(\.width).max() ?? 0
                sectionFrames += column
                x += width
                column = []
                y = 0
            }
            for size in section.itemSizes {
                if y > 0, y + size.height > input.boundsSize.height { closeColumn() }
                column.append(CGRect(x: x, y: y, width: size.width, height: size.height))
                y += size.height
            }
            closeColumn()
            frames.append(sectionFrames)
        }
        return ListLayoutResult(
            contentSize: CGSize(width: x, height: input.boundsSize.height), itemFrames: frames,
            headerFrames: frames.map { _ in nil }, footerFrames: frames.map { _ in nil })
    }
}

/// Records what the section controllers' scroll delegate is told.
@MainActor
final class ScrollLog: ListScrollDelegate {
    var events: [String] = []
    func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
        events.append("didScroll")
    }
    func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController) {
        events.append("willBeginDragging")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController, willDecelerate decelerate: Bool
    ) {
        events.append("didEndDragging")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDeceleratingSectionController sectionController: ListSectionController
    ) {
        events.append("didEndDecelerating")
    }
}
