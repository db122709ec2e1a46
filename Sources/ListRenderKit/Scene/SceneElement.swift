import Foundation
import ListCore
import ListLayoutKit
import ListViewKit

/// One drawable element of a ``RenderScene``: a cell, header or footer with its content, its frame in scene
/// coordinates, and how to show it (pinned, faded, outlined).
///
/// Spec items and the adapter's cells both become elements: what they show is a `ListCellContent`, where it goes
/// is a frame.
///
/// ```swift
/// let cell = SceneElement(
///     kind: .cell, frame: CGRect(x: 16, y: 60, width: 358, height: 44),
///     content: ListCellContent(text: "Wi-Fi", detailText: "Home"), section: 0, item: 0)
/// ```
public struct SceneElement: Sendable, Equatable {
    /// What the element is.
    public var kind: ListElementKind
    /// Where it is drawn, in scene points (origin at the scene's top-left).
    public var frame: CGRect
    /// What it shows.
    public var content: ListCellContent
    /// The section index.
    public var section: Int
    /// The item index (cells only).
    public var item: Int?
    /// The frame in the list's content coordinates, shown by the frame overlay (`nil`: the scene frame).
    public var contentFrame: CGRect?
    /// Whether it is a sticky header pinned at the top (drawn above cells, with a bar background and a hairline).
    public var isPinned: Bool
    /// Opacity, 0...1 (for animation frames).
    public var alpha: Double
    /// A coloured outline (for animation frames: inserted, deleted, moved).
    public var outline: ElementOutline?
    /// The view tree inside the element (a cell's content view, a spec's `"view"`), its root frame relative to the
    /// element's origin; drawn instead of `content`'s text when given (`content.backgroundColor` still fills).
    public var view: ListViewSnapshot?

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - frame: where it is drawn, in scene points.
    ///   - content: what it shows.
    ///   - section: its section index.
    ///   - item: its item index (cells).
    ///   - contentFrame: its frame in content coordinates, for the frame overlay.
    ///   - isPinned: whether it is a pinned sticky header.
    ///   - alpha: opacity 0...1.
    ///   - outline: an optional coloured outline.
    ///   - view: the view tree drawn inside it.
    public init(
        kind: ListElementKind, frame: CGRect, content: ListCellContent, section: Int, item: Int? = nil,
        contentFrame: CGRect? = nil, isPinned: Bool = false, alpha: Double = 1, outline: ElementOutline? = nil,
        view: ListViewSnapshot? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.content = content
        self.section = section
        self.item = item
        self.contentFrame = contentFrame
        self.isPinned = isPinned
        self.alpha = alpha
        self.outline = outline
        self.view = view
    }
}

/// A coloured outline drawn around an element, as animation frames mark what a batch update did.
public enum ElementOutline: Sendable, Equatable {
    /// Inserted: green.
    case inserted
    /// Deleted: red.
    case deleted
    /// Moved: blue.
    case moved
    /// Any colour.
    case color(ListColor)
}
