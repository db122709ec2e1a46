import Foundation
import ListCore

/// A section of a spec: its layout inputs, header, footer and items.
///
/// ```json
/// { "id": "news", "inset": { "top": 8, "left": 16, "bottom": 8, "right": 16 },
///   "minimumLineSpacing": 8, "header": { "height": 44, "text": "News" },
///   "items": [ { "id": "n1", "height": 80, "text": "First story" } ] }
/// ```
public struct ListSpecSection: Hashable, Sendable {
    /// The identity used for diffing; defaults to the section's position.
    public var id: String
    /// The section inset.
    public var inset: ListEdgeInsets
    /// The spacing between rows of the section.
    public var minimumLineSpacing: CGFloat
    /// The spacing after every item along a row.
    public var minimumInteritemSpacing: CGFloat
    /// The header, if any.
    public var header: ListSpecSupplementary?
    /// The footer, if any.
    public var footer: ListSpecSupplementary?
    /// The items.
    public var items: [ListSpecItem]

    /// Creates a section.
    public init(
        id: String, inset: ListEdgeInsets = .zero, minimumLineSpacing: CGFloat = 0,
        minimumInteritemSpacing: CGFloat = 0, header: ListSpecSupplementary? = nil,
        footer: ListSpecSupplementary? = nil, items: [ListSpecItem] = []
    ) {
        self.id = id
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
        self.items = items
    }
}
