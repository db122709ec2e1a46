import Foundation
import ListPreview

/// A post: a sticky author header (``PostHeaderView``), then its photo, the action row with the likes, the caption
/// and one cell per comment — one view model per cell, diffed inside the section when the post changes (a new like
/// re-binds the action row, a new comment inserts a cell). Each cell's height comes from its content, measured in
/// the collection view's environment: the fonts follow Dynamic Type, so the section grows at AX5.
@MainActor
final class PostSectionController: ListBindingSectionController<Post>, ListBindingSectionControllerDataSource,
    ListSupplementaryViewSource
{
    override init() {
        super.init()
        dataSource = self
        supplementaryViewSource = self
        inset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
    ) -> [ListDiffable] {
        guard let post = object as? Post else { return [] }
        var models: [ListDiffable] = []
        if let photo = post.photo { models.append(PhotoViewModel(name: photo)) }
        models.append(ActionsViewModel(likes: post.likes, comments: post.comments.count))
        models.append(CommentViewModel(caption: post.text, author: post.author))
        models += post.comments.map { CommentViewModel(comment: $0) }
        return models
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, cellForViewModel viewModel: Any, at index: Int
    ) -> UICollectionViewCell & ListBindable {
        let cellClass: AnyClass
        switch viewModel {
        case is PhotoViewModel: cellClass = PhotoCell.self
        case is ActionsViewModel: cellClass = ActionsCell.self
        default: cellClass = CommentCell.self
        }
        return collectionContext!.dequeueReusableCell(of: cellClass, for: self, at: index) as! UICollectionViewCell & ListBindable
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, sizeForViewModel viewModel: Any, at index: Int
    ) -> CGSize {
        let width = collectionContext?.containerSize(for: self).width ?? 0
        switch viewModel {
        case let photo as PhotoViewModel:
            return CGSize(width: width, height: PhotoCell.height(of: UIImage(named: photo.name), width: width))
        case let actions as ActionsViewModel:
            return CGSize(width: width, height: ActionsCell.height(for: actions, width: width))
        case let comment as CommentViewModel:
            return CGSize(width: width, height: CommentCell.height(for: comment, width: width))
        default:
            return CGSize(width: width, height: 44)
        }
    }

    func supportedElementKinds() -> [String] { [UICollectionView.elementKindSectionHeader] }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> UICollectionReusableView {
        let header = collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: PostHeaderView.self, at: index)
        header.name.text = object?.author
        let hours = max(1, 6 - (object?.id ?? 1))   // the newest post (the highest id) is the youngest
        header.age.text = "\(hours)h"
        // VoiceOver reads the header as one button ("Ana, 5 hours ago. Button. Double-tap to open profile."), not
        // "Ana" then "5h": the abbreviation is for the eye.
        header.accessibilityLabel = "\(object?.author ?? ""), \(hours == 1 ? "1 hour" : "\(hours) hours") ago"
        return header
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        let width = collectionContext?.containerSize.width ?? 0
        return CGSize(width: width, height: PostHeaderView.height(width: width))
    }

    override func didSelectItem(at index: Int) {
        print("  tapped \(type(of: viewModels[index])) in post \(object?.id ?? -1)")
    }
}
