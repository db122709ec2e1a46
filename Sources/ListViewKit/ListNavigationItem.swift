import Foundation
import ListCore

/// UIKit's `UINavigationItem`: what a navigation bar shows for a screen — its title (or a title view), its bar
/// button items, its back button's title for the next screen, whether it shows a large title, and its own bar
/// appearances. Every view controller has one (``ListViewController/navigationItem``).
///
/// ```swift
/// navigationItem.title = "Inbox"
/// navigationItem.largeTitleDisplayMode = .always
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: nil)
/// ```
@MainActor
open class ListNavigationItem {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable, CaseIterable {
        /// As the screen below (the root screen: large when the bar prefers large titles).
        case automatic
        /// A large title whenever the bar prefers large titles.
        case always
        /// Never a large title.
        case never
    }

    /// The title (`nil`: the view controller's ``ListViewController/title``).
    open var title: String?
    /// A view shown in the middle of the bar instead of the title (at its own size, centred).
    open var titleView: ListView?
    /// The items at the leading edge, leading first.
    open var leftBarButtonItems: [ListBarButtonItem]?
    /// The items at the trailing edge, trailing first (as UIKit orders them).
    open var rightBarButtonItems: [ListBarButtonItem]?
    /// Whether the left items are shown beside the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The title the next screen's back button shows for this one (`nil`: this screen's title).
    open var backButtonTitle: String?
    /// An item whose title the next screen's back button shows.
    open var backBarButtonItem: ListBarButtonItem?
    /// Whether this screen shows a large title when the bar prefers them.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The bar's appearance while this screen is shown with content scrolled under the bar (`nil`: the bar's).
    open var standardAppearance: ListNavigationBarAppearance?
    /// The bar's appearance while this screen is shown at the top of its content (`nil`: the bar's).
    open var scrollEdgeAppearance: ListNavigationBarAppearance?

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The first left item (setting it replaces them all).
    open var leftBarButtonItem: ListBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item, at the trailing edge (setting it replaces them all).
    open var rightBarButtonItem: ListBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// UIKit's `setLeftBarButtonItems(_:animated:)`.
    public func setLeftBarButtonItems(_ items: [ListBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// UIKit's `setRightBarButtonItems(_:animated:)`.
    public func setRightBarButtonItems(_ items: [ListBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// UIKit's `setHidesBackButton(_:animated:)`.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
