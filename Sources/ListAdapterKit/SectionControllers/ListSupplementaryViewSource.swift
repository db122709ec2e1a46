import Foundation
import ListLayoutKit

/// Supplies a section controller's headers and footers (IGListKit's `IGListSupplementaryViewSource`).
///
/// ```swift
/// final class NewsSection: ListSectionController, ListSupplementaryViewSource {
///     override init() { super.init(); supplementaryViewSource = self }
///     func supportedElementKinds() -> [ListElementKind] { [ListElementKind.header] }
///     func viewForSupplementaryElement(ofKind kind: ListElementKind, at index: Int) -> ListReusableView {
///         let view = collectionContext!.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: ListReusableView.self, at: index)
///         view.content.text = "News"
///         return view
///     }
///     func sizeForSupplementaryView(ofKind kind: ListElementKind, at index: Int) -> CGSize { CGSize(width: 390, height: 44) }
/// }
/// ```
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds (``ListElementKind``) this source supplies.
    func supportedElementKinds() -> [ListElementKind]
    /// A configured view of a kind.
    func viewForSupplementaryElement(ofKind elementKind: ListElementKind, at index: Int) -> ListReusableView
    /// The size of a view of a kind.
    func sizeForSupplementaryView(ofKind elementKind: ListElementKind, at index: Int) -> CGSize
}
