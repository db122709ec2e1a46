import Foundation

/// A view's content hugging or compression resistance priority along each axis, as `setContentHuggingPriority(_:for:)`
/// and `setContentCompressionResistancePriority(_:for:)` set them (`nil`: the view's own, UIKit's default for its kind).
///
/// ```json
/// { "type": "button", "id": "follow", "title": "Following",
///   "contentCompressionResistancePriority": { "horizontal": 1000 } }
/// ```
public struct ListSpecAxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis, in (0, 1000].
    public var horizontal: Float?
    /// The priority along the vertical axis, in (0, 1000].
    public var vertical: Float?

    /// Creates priorities; `nil` keeps the view's own on that axis.
    public init(horizontal: Float? = nil, vertical: Float? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
