import Foundation

/// The tab bar of a spec's `"chrome"`: its items, one per tab, and the selected one, as a `UITabBarController`
/// draws them (``ListSpecChrome``).
///
/// ```swift
/// let tabs = ListSpecTabBar(items: [
///     ListSpecTabBar.Item(title: "Home", systemName: "house", selectedSystemName: "house.fill"),
///     ListSpecTabBar.Item(title: "Inbox", systemName: "tray", badge: "3"),
/// ], selectedIndex: 0)
/// ```
public struct ListSpecTabBar: Equatable, Sendable {
    /// One tab's item (UIKit's `UITabBarItem`).
    public struct Item: Equatable, Sendable {
        /// The title under the icon.
        public var title: String?
        /// The SF Symbol of the icon.
        public var systemName: String?
        /// The SF Symbol shown while the tab is selected (`selectedImage`; `nil`: ``systemName``'s).
        public var selectedSystemName: String?
        /// The badge (`badgeValue`; an empty string draws a dot).
        public var badge: String?

        /// Creates an item.
        public init(title: String? = nil, systemName: String? = nil, selectedSystemName: String? = nil, badge: String? = nil) {
            self.title = title
            self.systemName = systemName
            self.selectedSystemName = selectedSystemName
            self.badge = badge
        }
    }

    /// The most items a spec's tab bar takes (an iPhone's tab bar shows five).
    public static let maximumItems = 5

    /// The items, leading first (1 to ``maximumItems``).
    public var items: [Item]
    /// The index of the selected tab: the one whose screen the list is.
    public var selectedIndex: Int

    /// Creates a tab bar.
    public init(items: [Item], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}
