/// UIKit's `NSLayoutYAxisAnchor`: a vertical position (top, bottom, centre Y, first and last baseline).
public struct ListLayoutYAxisAnchor: ListLayoutAnchor {
    /// The item (a view) the anchor belongs to.
    public let item: AnyObject
    /// The attribute it stands for.
    public let attribute: ListLayoutConstraint.Attribute

    @usableFromInline @MainActor init(_ item: AnyObject, _ attribute: ListLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }
}
