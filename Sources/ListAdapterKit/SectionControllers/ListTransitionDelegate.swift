/// Customises where an appearing item starts and a disappearing item ends during a batch-update animation
/// (IGListKit's `IGListTransitionDelegate`). The animation renderer reads these through
/// ``ListAdapter/initialAttributes(forAppearingItemAt:)`` and ``ListAdapter/finalAttributes(forDisappearingItemAt:)``.
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, customizedInitialLayoutAttributes attributes: ListTransitionAttributes,
///                  sectionController: ListSectionController, at index: Int) -> ListTransitionAttributes {
///     var attributes = attributes
///     attributes.frame.origin.x -= attributes.frame.width  // slide in from the left
///     return attributes
/// }
/// ```
@MainActor
public protocol ListTransitionDelegate: AnyObject {
    /// The start of an appearing item (default: its final frame at alpha 0).
    func listAdapter(
        _ listAdapter: ListAdapter, customizedInitialLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int) -> ListTransitionAttributes
    /// The end of a disappearing item (default: its old frame at alpha 0).
    func listAdapter(
        _ listAdapter: ListAdapter, customizedFinalLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int) -> ListTransitionAttributes
}
