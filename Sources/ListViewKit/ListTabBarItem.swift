import Foundation
import ListCore

/// UIKit's `UITabBarItem`: a screen's tab in a tab bar — its title, its image (an SF Symbol draws as its icon) and
/// the image it shows while selected, and a badge. Every view controller has one
/// (``ListViewController/tabBarItem``), titled by the screen's title until set.
///
/// ```swift
/// feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"),
///                                selectedImage: UIImage(systemName: "house.fill"))
/// ```
@MainActor
open class ListTabBarItem {
    /// The title under the icon (`nil`: the screen's title).
    open var title: String?
    /// The icon.
    open var image: ListViewImage?
    /// The icon while selected (`nil`: ``image``).
    open var selectedImage: ListViewImage?
    /// A badge's text at the icon's top trailing corner (`nil`: none).
    open var badgeValue: String?
    /// The badge's colour (`nil`: system red).
    open var badgeColor: ListColor?
    /// A number to tell items apart.
    open var tag = 0
    /// Whether the item is enabled (recorded).
    open var isEnabled = true

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: ListViewImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public init(title: String?, image: ListViewImage?, selectedImage: ListViewImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
