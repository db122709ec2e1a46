// expect: with type '(ListBindingSectionControllerBase, Any) -> [any ListDiffable]'
// A binding data source that is not itself a binding section controller: outside one,
// `ListBindingSectionController<ListDiffable>` is one specialisation of the generic class, which the controllers
// of other types are not, so the protocol cannot take it. The diagnostic names the type to write instead.
import Foundation
import ListAdapterKit
import ListDiffKit

final class Lines: ListBindingSectionControllerDataSource {
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           viewModelsFor object: Any) -> [ListDiffable] {
        return []
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
        fatalError()
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        return .zero
    }
}
