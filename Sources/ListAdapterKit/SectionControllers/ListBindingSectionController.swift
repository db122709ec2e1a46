import Foundation
import ListDiffKit

/// A section whose items are view models derived from its object and diffed inside the section: when the
/// object changes, the view models are diffed and the items inserted, deleted and moved in one animated batch,
/// while items whose view model changed in place are re-bound in their visible cells
/// (IGListKit's `ListBindingSectionController<ObjectType>`).
///
/// Written as in IGListKit's Swift API: subclass `ListBindingSectionController<Post>` (or
/// `ListBindingSectionController<ListDiffable>`), read the typed ``object``, and implement the data source, whose
/// methods take `ListBindingSectionController<ListDiffable>`:
///
/// ```swift
/// final class PostSectionController: ListBindingSectionController<Post>, ListBindingSectionControllerDataSource {
///     override init() { super.init(); dataSource = self }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            viewModelsFor object: Any) -> [ListDiffable] {
///         guard let post = object as? Post else { return [] }
///         return [post.title]
///     }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
///         collectionContext!.dequeueReusableCell(of: TitleCell.self, for: self, at: index)
///     }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
///         CGSize(width: collectionContext!.containerSize.width, height: object?.isPinned == true ? 64 : 44)
///     }
/// }
/// ```
///
/// Inside the subclass, `ListBindingSectionController<ListDiffable>` names ``ListBindingSectionControllerBase``,
/// the class every binding section controller shares, which is what the data source receives. A data source that
/// is another object writes `ListBindingSectionControllerBase` instead (see there why).
@MainActor
open class ListBindingSectionController<ObjectType>: ListBindingSectionControllerBase {
    /// The current object, typed (IGListKit's `object`): `nil` before the first update, and when the adapter
    /// handed an object that is not an `ObjectType` (its data source paired the object with the wrong controller).
    public var object: ObjectType? { untypedObject as? ObjectType }

    /// A section controller without a data source yet (set ``ListBindingSectionControllerBase/dataSource``
    /// before the adapter asks for cells).
    public override init() {
        super.init()
    }
}
