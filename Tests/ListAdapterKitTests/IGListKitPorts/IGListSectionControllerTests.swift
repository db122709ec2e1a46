import Foundation
import ListAdapterKit
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListSectionControllerTests.m`, keeping their names.
@MainActor @Suite struct IGListSectionControllerTests {
    @Test func test_withBaseSectionContoller_thatDefaultValuesAreCorrect() {
        let sectionController = ListSectionController()
        #expect(sectionController.numberOfItems() == 1)
        #expect(sectionController.sizeForItem(at: 0) == .zero)
        #expect(sectionController.shouldSelectItem(at: 0))
        #expect(sectionController.shouldDeselectItem(at: 0))
        #expect(!sectionController.canMoveItem(at: 0))
        // The rest are no-ops on the base class: nothing changes.
        sectionController.didUpdate(to: NSObject())
        sectionController.didSelectItem(at: 0)
        sectionController.didDeselectItem(at: 0)
        sectionController.didHighlightItem(at: 0)
        sectionController.didUnhighlightItem(at: 0)
        sectionController.moveObject(from: 0, to: 1)
        #expect(sectionController.numberOfItems() == 1)
        #expect(sectionController.section == NSNotFound)
    }

    @Test func test_whenCreatedOutsideDataSource_thatCollectionContextIsNil() {
        let sectionController = ListSectionController()
        #expect(sectionController.collectionContext == nil)
        #expect(sectionController.viewController == nil)
    }
}
