import Foundation

/// The reuse identifier the collection context registers a view class under (IGListKit's
/// `IGListReusableViewIdentifier`): the supplementary kind, then the caller's identifier, then the class's full
/// name, so one class dequeued for several kinds or identifiers gets one pool per use.
///
/// ```swift
/// listReusableViewIdentifier(ListCell.self, kind: nil, given: nil)        // "ListAdapterKit.ListCell"
/// listReusableViewIdentifier(ListCell.self, kind: nil, given: "Big")      // "BigListAdapterKit.ListCell"
/// listReusableViewIdentifier(ListReusableView.self, kind: "UICollectionElementKindSectionFooter", given: nil)
/// // "UICollectionElementKindSectionFooterListAdapterKit.ListReusableView"
/// ```
func listReusableViewIdentifier(_ viewClass: AnyClass, kind: String?, given identifier: String?) -> String {
    (kind ?? "") + (identifier ?? "") + String(reflecting: viewClass)
}
