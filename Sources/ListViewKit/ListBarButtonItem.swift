import Foundation
import ListCore

/// UIKit's `UIBarButtonItem`: a button of a navigation bar, with a title, an image (an SF Symbol draws as its icon),
/// a system item, or a custom view. A navigation bar draws it in its tint colour: a title at 17 points (semibold for
/// `.done`), an image at the size of 17-point text with the large symbol scale.
///
/// ```swift
/// navigationItem.rightBarButtonItems = [
///     UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: nil),
///     UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil),
/// ]
/// navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
/// ```
@MainActor
open class ListBarButtonItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// A regular-weight title.
        case plain
        /// A bordered item (drawn as `.plain`, as iOS 7 and later do).
        case bordered
        /// A semibold title: the item that completes a task.
        case done
    }

    /// UIKit's `UIBarButtonItem.SystemItem`: the standard items, drawn with their title or symbol.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title a system item shows (`nil` when it shows a symbol or nothing).
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol a system item shows (`nil` when it shows a title or nothing).
        public var systemName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark.circle.fill"
            default: nil
            }
        }
    }

    /// The title shown (when there is no image).
    open var title: String?
    /// The image shown (a template: drawn in the tint colour).
    open var image: ListViewImage?
    /// The style.
    open var style: Style
    /// A view shown instead of the title or image, at its own size.
    open var customView: ListView?
    /// The colour of the title or image (`nil`: the bar's tint colour).
    open var tintColor: ListColor?
    /// Whether the item is enabled (a disabled one is drawn in `tertiaryLabel`).
    open var isEnabled = true
    /// The width of a `.fixedSpace` item (0: 8 points).
    open var width: CGFloat = 0
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The target of the action (recorded; not retained).
    public weak var target: AnyObject?
    /// The action's name (recorded: Linux has no selectors, so ported code passes `nil` or a name).
    public var action: String?
    /// What VoiceOver reads (default: the title).
    open var accessibilityLabel: String?

    /// Creates an item with a title.
    public init(title: String?, style: Style, target: AnyObject?, action: String?) {
        self.title = title
        self.style = style
        self.systemItem = nil
        self.target = target
        self.action = action
    }

    /// Creates an item with an image.
    public init(image: ListViewImage?, style: Style, target: AnyObject?, action: String?) {
        self.image = image
        self.style = style
        self.systemItem = nil
        self.target = target
        self.action = action
    }

    /// Creates a system item: its standard title (`.done` and `.save` in the semibold `.done` style) or symbol.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: String?) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = systemItem.systemName.flatMap { ListViewImage(systemName: $0) }
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target
        self.action = action
    }

    /// Creates an item showing a custom view.
    public init(customView: ListView) {
        self.customView = customView
        self.style = .plain
        self.systemItem = nil
    }

    /// Creates an item with an image and no action (UIKit's `UIBarButtonItem(image:)` of iOS 14).
    public convenience init(image: ListViewImage?) {
        self.init(image: image, style: .plain, target: nil, action: nil)
    }

    /// Creates an item with a title and no action (UIKit's `UIBarButtonItem(title:)` of iOS 14).
    public convenience init(title: String?) {
        self.init(title: title, style: .plain, target: nil, action: nil)
    }
}
