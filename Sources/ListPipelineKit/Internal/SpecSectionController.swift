import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// The section controller of a spec section: its items are the spec's items, diffed by `id` when the section
/// changes (deleted, inserted and moved in one batch; a changed item keeps its cell, which is re-bound, as
/// IGListKit's binding section controller does), its header and footer are re-bound in place, and every size,
/// inset and spacing is the one the ``SpecPipeline`` resolved.
@MainActor
final class SpecSectionController: ListSectionController, ListSupplementaryViewSource {
    private var model: SpecSectionModel?
    private weak var host: SpecAdapter?

    init(host: SpecAdapter) {
        self.host = host
        super.init()
        supplementaryViewSource = self
    }

    override func numberOfItems() -> Int { model?.section.items.count ?? 0 }

    override func sizeForItem(at index: Int) -> CGSize { model?.layout.itemSizes[index] ?? .zero }

    override func cellForItem(at index: Int) -> ListCell {
        guard let context = collectionContext else { fatalError("SpecSectionController is not in a list") }
        let cell = context.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        cell.content = model?.section.items[index].content ?? ListCellContent()
        return cell
    }

    override func didUpdate(to object: Any) {
        guard let next = object as? SpecSectionModel else { return }
        let previous = model
        model = next
        apply(next.layout)
        guard let previous, let context = collectionContext else { return }
        for kind in [ListElementKind.header, .footer] {
            host?.shownSupplementaryView(kind, sectionID: next.section.id)?.content =
                supplementary(kind, of: next.section)?.content ?? ListCellContent()
        }
        let old = previous.section.items.map(SpecItemModel.init)
        let new = next.section.items.map(SpecItemModel.init)
        // A batch even when only sizes, insets or spacings changed: the collection view lays out again inside it.
        guard old != new || previous.layout != next.layout else { return }
        context.performBatch(animated: true, updates: { [weak self] batch in
            guard let self else { return }
            let diff = ListDiff(oldArray: old, newArray: new, option: .equality)
            for oldIndex in diff.updates {
                guard let newIndex = diff.newIndex(for: old[oldIndex].diffIdentity) else { continue }
                self.collectionContext?.cellForItem(at: oldIndex, sectionController: self)?.content = new[newIndex].item.content
            }
            batch.delete(in: self, at: diff.deletes)
            batch.insert(in: self, at: diff.inserts)
            for move in diff.moves { batch.move(in: self, from: move.from, to: move.to) }
        }, completion: nil)
    }

    private func apply(_ layout: ListLayoutSection) {
        inset = layout.inset
        minimumLineSpacing = layout.minimumLineSpacing
        minimumInteritemSpacing = layout.minimumInteritemSpacing
    }

    private func supplementary(_ kind: ListElementKind, of section: ListSpecSection) -> ListSpecSupplementary? {
        kind == .header ? section.header : kind == .footer ? section.footer : nil
    }

    // MARK: ListSupplementaryViewSource

    func supportedElementKinds() -> [String] {
        guard let section = model?.section else { return [] }
        return [section.header.map { _ in ListElementKind.header }, section.footer.map { _ in .footer }]
            .compactMap { $0?.elementKind }
    }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        guard let context = collectionContext else { fatalError("SpecSectionController is not in a list") }
        let view = context.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: ListReusableView.self, at: index)
        let kind = ListElementKind(elementKind: elementKind)
        view.content = model.flatMap { model in kind.flatMap { supplementary($0, of: model.section) } }?.content
            ?? ListCellContent()
        return view
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        guard let layout = model?.layout else { return .zero }
        switch ListElementKind(elementKind: elementKind) {
        case .header?: return layout.headerSize
        case .footer?: return layout.footerSize
        default: return .zero
        }
    }
}

/// An item as the section's diff sees it: its `id`, and its size and content.
private struct SpecItemModel: ListDiffableValue, Equatable {
    var item: ListSpecItem

    init(_ item: ListSpecItem) {
        self.item = item
    }

    var diffIdentity: String { item.id }
}
