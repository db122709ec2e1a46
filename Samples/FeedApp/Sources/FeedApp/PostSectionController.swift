import Foundation
import ListPreview

/// A post: an author header (supplementary view), then its body, a likes line and one line per comment, diffed
/// inside the section when the post changes.
@MainActor
final class PostSectionController: ListBindingSectionController<Post>, ListBindingSectionControllerDataSource,
    ListSupplementaryViewSource
{
    override init() {
        super.init()
        dataSource = self
        supplementaryViewSource = self
        inset = ListEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
    ) -> [ListDiffable] {
        guard let post = object as? Post else { return [] }
        let body = PostLine(kind: .body, key: "body", text: post.text)
        let likes = PostLine(kind: .likes, key: "likes", text: "♥ \(post.likes) likes")
        let comments = post.comments.map { PostLine(kind: .comment, key: "comment:\($0)", text: $0) }
        return [body, likes] + comments
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, cellForViewModel viewModel: Any, at index: Int
    ) -> ListCell & ListBindable {
        collectionContext!.dequeueReusableCell(of: PostLineCell.self, for: self, at: index)
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, sizeForViewModel viewModel: Any, at index: Int
    ) -> CGSize {
        let width = collectionContext?.containerSize(for: self).width ?? 0
        // Lines grow with the user's text size, as an app's self-sizing text does (the context's trait collection).
        let scale = CGFloat(collectionContext?.traitCollection.preferredContentSizeCategory.bodyScale ?? 1)
        switch (viewModel as? PostLine)?.kind {
        case .body: return CGSize(width: width, height: (88 * scale).rounded(.up))
        case .likes: return CGSize(width: width, height: (36 * scale).rounded(.up))
        default: return CGSize(width: width, height: (32 * scale).rounded(.up))
        }
    }

    func supportedElementKinds() -> [String] { [ListCollectionView.elementKindSectionHeader] }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        let view = collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: ListReusableView.self, at: index)
        view.content = ListCellContent(text: object?.author, detailText: "2h", fontSize: 15)
        return view
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        let scale = CGFloat(collectionContext?.traitCollection.preferredContentSizeCategory.bodyScale ?? 1)
        return CGSize(width: collectionContext?.containerSize.width ?? 0, height: (48 * scale).rounded(.up))
    }

    override func didSelectItem(at index: Int) {
        print("  tapped \((viewModels[index] as? PostLine)?.text ?? "?") in post \(object?.id ?? -1)")
    }
}

/// A line of a post, bound to its view model.
final class PostLineCell: ListCell, ListBindable {
    func bindViewModel(_ viewModel: Any) {
        guard let line = viewModel as? PostLine else { return }
        switch line.kind {
        case .body: content = ListCellContent(text: line.text)
        case .likes: content = ListCellContent(text: line.text, textColor: try? ListColor(hex: "#FF2D55"), fontSize: 13)
        case .comment: content = ListCellContent(text: line.text, textColor: try? ListColor(hex: "#3C3C43"), fontSize: 13)
        }
    }
}
