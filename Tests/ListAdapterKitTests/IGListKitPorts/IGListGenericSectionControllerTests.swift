import Foundation
import ListAdapterKit
import ListDiffKit
import Testing

/// Port of IGListKit's `IGListGenericSectionControllerTests`.
@Suite @MainActor struct IGListGenericSectionControllerTests {
    @Test func test_whenUpdatingToObject_thatSameObjectIsStored() {
        let controller = ListGenericSectionController<NSString>()
        let foo: NSString = "foo"
        controller.didUpdate(to: foo)
        #expect(controller.object === foo)
    }

    @Test func test_whenUpdatingToObjectOfAnotherType_thatObjectIsNil() {
        let controller = ListGenericSectionController<NSString>()
        controller.didUpdate(to: "foo" as NSString)
        controller.didUpdate(to: 1 as NSNumber)
        #expect(controller.object == nil)
    }
}
