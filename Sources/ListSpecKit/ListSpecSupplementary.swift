import ListCore

/// A section header or footer in a spec.
///
/// ```json
/// "header": { "height": 44, "text": "News", "backgroundColor": "#F2F2F7" }
/// ```
///
/// Only its scroll-axis length counts for the layout: IGListKit stretches it across the section.
public struct ListSpecSupplementary: Hashable, Sendable {
    /// The size it asks for.
    public var size: ListSpecSize
    /// What it shows.
    public var content: ListCellContent
    /// A view tree drawn inside it (`"view"`), in place of `content`'s text when given.
    public var view: ListSpecView?

    /// Creates a header or footer.
    public init(size: ListSpecSize = ListSpecSize(), content: ListCellContent = ListCellContent()) {
        self.size = size
        self.content = content
    }
}
