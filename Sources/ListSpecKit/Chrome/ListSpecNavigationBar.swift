import Foundation

/// The navigation bar of a spec's `"chrome"`: the shown screen's navigation item, as a `UINavigationController`
/// draws it (``ListSpecChrome``).
///
/// ```swift
/// let bar = ListSpecNavigationBar(
///     title: "Inbox", titleDisplayMode: .large, backTitle: "Mailboxes",
///     rightItems: [ListSpecNavigationBar.Item(systemName: "square.and.pencil")])
/// ```
public struct ListSpecNavigationBar: Equatable, Sendable {
    /// How the title is shown.
    public enum TitleDisplayMode: String, Equatable, Sendable, CaseIterable {
        /// In the 44-point row (`largeTitleDisplayMode = .never`).
        case standard
        /// Large, below the row (`prefersLargeTitles` with `largeTitleDisplayMode = .always`).
        case large
    }

    /// A bar button item: a title or an SF Symbol.
    public struct Item: Equatable, Sendable {
        /// The item's style (UIKit's `UIBarButtonItem.Style`).
        public enum Style: String, Equatable, Sendable, CaseIterable {
            /// A regular-weight title.
            case plain
            /// A semibold title: the item that completes a task.
            case done
        }

        /// The title (`UIBarButtonItem(title:style:target:action:)`), or `nil` with a ``systemName``.
        public var title: String?
        /// The SF Symbol's name (`UIBarButtonItem(image: UIImage(systemName:))`), or `nil` with a ``title``.
        public var systemName: String?
        /// The style.
        public var style: Style
        /// What VoiceOver reads (`accessibilityLabel`; `nil`: the title, and nothing for a symbol).
        public var accessibilityLabel: String?

        /// Creates an item with a title.
        public init(title: String, style: Style = .plain, accessibilityLabel: String? = nil) {
            self.title = title
            self.systemName = nil
            self.style = style
            self.accessibilityLabel = accessibilityLabel
        }

        /// Creates an item with an SF Symbol.
        public init(systemName: String, style: Style = .plain, accessibilityLabel: String? = nil) {
            self.title = nil
            self.systemName = systemName
            self.style = style
            self.accessibilityLabel = accessibilityLabel
        }
    }

    /// The most items a spec's bar takes on each side.
    public static let maximumItemsPerSide = 8

    /// The title (`navigationItem.title`).
    public var title: String?
    /// How the title is shown.
    public var titleDisplayMode: TitleDisplayMode
    /// The previous screen's title, shown by the back button (`nil`: no back button: the shown screen is the root).
    public var backTitle: String?
    /// The leading items (`leftBarButtonItems`), leading first.
    public var leftItems: [Item]
    /// The trailing items (`rightBarButtonItems`), trailing first, as UIKit orders them.
    public var rightItems: [Item]

    /// Creates a navigation bar.
    public init(
        title: String? = nil, titleDisplayMode: TitleDisplayMode = .standard, backTitle: String? = nil,
        leftItems: [Item] = [], rightItems: [Item] = []
    ) {
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.backTitle = backTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}
