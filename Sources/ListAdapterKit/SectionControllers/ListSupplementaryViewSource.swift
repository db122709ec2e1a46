import Foundation
import ListLayoutKit

/// Supplies a section controller's headers and footers (IGListKit's `IGListSupplementaryViewSource`).
///
/// ```swift
/// final class NewsSection: ListSectionController, ListSupplementaryViewSource {
///     override init() { super.init(); supplementaryViewSource = self }
///     func supportedElementKinds() -> [String] { [ListCollectionView.elementKindSectionHeader] }
///     func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
///         let view = collectionContext!.dequeueReusableSupplementaryView(
///             ofKind: elementKind, for: self, class: ListReusableView.self, at: index)
///         view.content.text = "News"
///         return view
///     }
///     func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
///         CGSize(width: collectionContext!.containerSize.width, height: 44)
///     }
/// }
/// ```
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds this source supplies, as UIKit names them: ``ListCollectionView/elementKindSectionHeader`` and
    /// ``ListCollectionView/elementKindSectionFooter``.
    func supportedElementKinds() -> [String]
    /// A configured view of a kind.
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView
    /// The size of a view of a kind.
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}
