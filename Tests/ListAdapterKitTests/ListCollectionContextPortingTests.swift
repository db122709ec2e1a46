import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

final class BannerCell: ListCell {}
final class CaptionHeader: ListReusableView {}

/// Written as IGListKit's examples are: the cell and header classes are picked at run time (`AnyClass`), the
/// context is used without unwrapping (IGListKit bridges it implicitly unwrapped), and the completions are left out.
@MainActor
final class RunTimeClassSection: ListSectionController, ListSupplementaryViewSource {
    var rows = 2

    override init() {
        super.init()
        supplementaryViewSource = self
    }

    override func numberOfItems() -> Int { rows }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext.containerSize.width, height: 10)
    }

    override func cellForItem(at index: Int) -> ListCell {
        let cellClass: AnyClass = index == 0 ? BannerCell.self : LineCell.self
        let cell = collectionContext.dequeueReusableCell(of: cellClass, for: self, at: index)
        cell.content.text = "row \(index)"
        return cell
    }

    func supportedElementKinds() -> [String] { [ListCollectionView.elementKindSectionHeader] }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        let viewClass: AnyClass = CaptionHeader.self
        return collectionContext.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: viewClass, at: index)
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        CGSize(width: collectionContext.containerSize.width, height: 5)
    }

    /// Adds a row in a batch without a completion, as IGListKit's Swift code may.
    func addRow() {
        collectionContext.performBatch(animated: true, updates: { batch in
            self.rows += 1
            batch.insert(in: self, at: [self.rows - 1])
        })
    }
}

/// Dequeues by the type the caller asks for (IGListSwiftKit's `dequeueReusableCell(for:at:)`).
@MainActor
final class InferredCellSection: ListSectionController {
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell: BannerCell = collectionContext.dequeueReusableCell(for: self, at: index)
        return cell
    }
}

@MainActor
@Suite struct ListCollectionContextPortingTests {
    @Test func test_whenClassesArePickedAtRunTime_thatEachCellAndHeaderIsOfThatClass() throws {
        let list = ArticleList(["a" as ListDiffable]) { _ in RunTimeClassSection() }
        let cells = list.collectionView.visibleCells
        #expect(cells.map { String(describing: type(of: $0)) } == ["BannerCell", "LineCell"])
        #expect(cells.map(\.content.text) == ["row 0", "row 1"])
        let header = list.collectionView.supplementaryView(forElementKind: .header, at: ListIndexPath(section: 0, item: 0))
        #expect(header.map { String(describing: type(of: $0)) } == "CaptionHeader")
        #expect(list.frames() == [CGRect(x: 0, y: 5, width: 100, height: 10), CGRect(x: 0, y: 15, width: 100, height: 10)])
    }

    @Test func test_whenABatchHasNoCompletion_thatItIsStillApplied() throws {
        let list = ArticleList(["a" as ListDiffable]) { _ in RunTimeClassSection() }
        let section = try #require(list.adapter.sectionController(forSection: 0) as? RunTimeClassSection)
        section.addRow()
        list.updater.flush()
        #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(list.collectionView.visibleCells.map(\.content.text) == ["row 0", "row 1", "row 2"])
    }

    @Test func test_whenTheCellTypeIsInferred_thatTheDequeuedCellIsOfIt() throws {
        let list = ArticleList(["a" as ListDiffable]) { _ in InferredCellSection() }
        #expect(list.collectionView.visibleCells.map { String(describing: type(of: $0)) } == ["BannerCell"])
    }

    @Test func test_whenNotInAList_thatTheImplicitlyUnwrappedContextIsNil() {
        let section = RunTimeClassSection()
        #expect(section.collectionContext == nil)
    }

    @Test func test_whenTheFrameIsSet_thatItsSizeIsTheViewport() {
        let collectionView = ListCollectionView(frame: .zero, collectionViewLayout: ListCollectionViewLayout())
        collectionView.frame = CGRect(x: 10, y: 20, width: 320, height: 480)
        #expect(collectionView.boundsSize == CGSize(width: 320, height: 480))
        // A view, as UIKit's: the origin places it in a superview; its bounds start at the content offset.
        #expect(collectionView.frame == CGRect(x: 10, y: 20, width: 320, height: 480))
        #expect(collectionView.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func test_whenSingleSectionBlocksAreKeptInConstants_thatTheyConfigureAndSizeTheCell() {
        let configureBlock = { (item: Any, cell: ListCell) in cell.content.text = "item \(item)" }
        let sizeBlock = { (_: Any, context: ListCollectionContext?) -> CGSize in
            CGSize(width: context?.containerSize.width ?? 0, height: 44)
        }
        let list = ArticleList(["a" as ListDiffable]) { _ in
            ListSingleSectionController(cellClass: LineCell.self, configureBlock: configureBlock, sizeBlock: sizeBlock)
        }
        #expect(list.collectionView.visibleCells.map(\.content.text) == ["item a"])
        #expect(list.frames() == [CGRect(x: 0, y: 0, width: 100, height: 44)])
    }
}
