import Foundation
import ListPreview

/// A repository's notifications: one row per notification under a header with the repository's name. Rows and
/// header are sized from their constraints at the list's width, in the list's environment, so they grow with
/// Dynamic Type.
@MainActor
final class RepositorySectionController: ListSectionController, ListSupplementaryViewSource {
    private var group: RepositoryGroup?

    override init() {
        super.init()
        supplementaryViewSource = self
        inset = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
    }

    override func didUpdate(to object: Any) {
        group = object as? RepositoryGroup
    }

    override func numberOfItems() -> Int {
        group?.notifications.count ?? 0
    }

    override func sizeForItem(at index: Int) -> CGSize {
        let width = collectionContext?.containerSize(for: self).width ?? 0
        guard let notification = group?.notifications[index] else { return .zero }
        return CGSize(width: width, height: NotificationCell.height(for: notification, width: width))
    }

    override func cellForItem(at index: Int) -> UICollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: NotificationCell.self, for: self, at: index)
        if let notification = group?.notifications[index] {
            cell.configure(with: notification)
        }
        return cell
    }

    func supportedElementKinds() -> [String] { [UICollectionView.elementKindSectionHeader] }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> UICollectionReusableView {
        let header = collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: RepositoryHeaderView.self, at: index)
        if let group { header.configure(with: group) }
        return header
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        let width = collectionContext?.containerSize(for: self).width ?? 0
        guard let group else { return .zero }
        return CGSize(width: width, height: RepositoryHeaderView.height(for: group, width: width))
    }
}
