import Foundation

/// Supplies a section controller's headers and footers (IGListKit's `IGListSupplementaryViewSource`).
///
/// ```swift
/// final class NewsSection: ListSectionController, ListSupplementaryViewSource {
///     override init() { super.init(); supplementaryViewSource = self }
///     func supportedElementKinds() -> [String] { [ListElementKind.sectionHeader] }
///     func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> ListReusableView {
///         let view = collectionContext!.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: ListReusableView.self, at: index)
///         view.content.text = "News"
///         return view
///     }
///     func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 390, height: 44) }
/// }
/// ```
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds (``ListElementKind``) this source supplies.
    func supportedElementKinds() -> [String]
    /// A configured view of a kind.
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView
    /// The size of a view of a kind.
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}
