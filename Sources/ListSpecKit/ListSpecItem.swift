import ListCore

/// An item (a cell) of a spec section.
///
/// ```json
/// { "id": "wifi", "height": 44, "text": "Wi-Fi", "detailText": "Home", "accessory": "disclosureIndicator" }
/// ```
public struct ListSpecItem: Hashable, Sendable {
    /// The identity used for diffing; defaults to the item's position (`"0"`, `"1"`, …).
    public var id: String
    /// The size the item asks for.
    public var size: ListSpecSize
    /// What the cell shows.
    public var content: ListCellContent
    /// A view tree drawn inside the cell (`"view"`), in place of `content`'s text when given.
    public var view: ListSpecView?

    /// Creates an item.
    public init(id: String, size: ListSpecSize = ListSpecSize(), content: ListCellContent = ListCellContent()) {
        self.id = id
        self.size = size
        self.content = content
    }
}
