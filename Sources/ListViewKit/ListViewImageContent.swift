import Foundation
import ListCore
import ListImageKit

/// An image in a view snapshot: which image, and where it is drawn in the node's bounds (the content mode already
/// applied, so the renderer only scales it into ``rect`` with its one fixed filter, clipped to the node when the node
/// clips).
///
/// ```swift
/// let content = imageView.snapshot().image!
/// content.rect        // aspect fit of a 100×50 image in 80×80: (0, 20, 80, 40)
/// ```
public struct ListViewImageContent: Sendable, Hashable {
    /// The image's name or path (messages, sidecars).
    public var name: String
    /// The image's size in points.
    public var size: CGSize
    /// Where it is drawn, in the node's bounds coordinates.
    public var rect: CGRect
    /// The content mode it was placed with.
    public var contentMode: ListView.ContentMode
    /// The colour a template image is drawn in (`nil`: its own colours).
    public var tintColor: ListColor?
    /// Why the image is a placeholder (a missing file, a system symbol), `nil` for a real image.
    public var placeholderReason: String?
    /// The decoded pixels to draw (`nil`: a placeholder).
    public var image: ListImage?

    /// Creates image content.
    public init(
        name: String, size: CGSize, rect: CGRect, contentMode: ListView.ContentMode, tintColor: ListColor? = nil,
        placeholderReason: String? = nil, image: ListImage? = nil
    ) {
        self.name = name
        self.size = size
        self.rect = rect
        self.contentMode = contentMode
        self.tintColor = tintColor
        self.placeholderReason = placeholderReason
        self.image = image
    }
}

extension ListViewImageContent {
    /// The ``placeholderReason`` of content the renderer draws as a shape of its own rather than an image: an
    /// activity indicator's ticks, a quick text cell's accessory (named by ``name``).
    public static let drawnShapeReason = "cell content symbol"
    /// The ``name`` of an activity indicator's ticks (with ``drawnShapeReason``).
    public static let activityIndicatorName = "accessory.activityIndicator"
    /// The ``name`` of a search field's magnifying glass (with ``drawnShapeReason``).
    public static let magnifyingGlassName = "searchField.magnifyingGlass"
}
