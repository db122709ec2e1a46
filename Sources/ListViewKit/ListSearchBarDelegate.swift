import Foundation

/// UIKit's `UISearchBarDelegate`. Every method has UIKit's default, so a delegate implements only what it needs; a
/// preview never edits, so ListPreview calls none of them — they compile and can be called by tests.
///
/// ```swift
/// extension SearchSectionController: UISearchBarDelegate {
///     func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
///         filterString = searchText
///         adapter?.performUpdates(animated: true)
///     }
/// }
/// ```
@MainActor
public protocol ListSearchBarDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func searchBarShouldBeginEditing(_ searchBar: ListSearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: ListSearchBar)
    /// Whether editing may end (default `true`).
    func searchBarShouldEndEditing(_ searchBar: ListSearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: ListSearchBar)
    /// The text changed.
    func searchBar(_ searchBar: ListSearchBar, textDidChange searchText: String)
    /// Whether `text` may replace the characters in `range` (default `true`).
    func searchBar(_ searchBar: ListSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: ListSearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: ListSearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: ListSearchBar)
    /// Another scope was selected.
    func searchBar(_ searchBar: ListSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension ListSearchBarDelegate {
    /// `true`.
    public func searchBarShouldBeginEditing(_ searchBar: ListSearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: ListSearchBar) {}
    /// `true`.
    public func searchBarShouldEndEditing(_ searchBar: ListSearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: ListSearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: ListSearchBar, textDidChange searchText: String) {}
    /// `true`.
    public func searchBar(_ searchBar: ListSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool { true }
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: ListSearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: ListSearchBar) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: ListSearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: ListSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
