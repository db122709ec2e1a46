import Foundation

/// The size an element of a spec asks for; `nil` lengths take the defaults of `docs/SPEC.md`.
///
/// Defaults: along the cross axis (width of a vertical list) the element fills the container minus the section's
/// insets; along the scroll axis it is 44 pt.
public struct ListSpecSize: Hashable, Sendable {
    /// The width, or `nil` for the default.
    public var width: ListSpecLength?
    /// The height, or `nil` for the default.
    public var height: ListSpecLength?

    /// Creates a size.
    public init(width: ListSpecLength? = nil, height: ListSpecLength? = nil) {
        self.width = width
        self.height = height
    }

    /// The scroll-axis length of an element whose size is not given: 44 pt, UIKit's default row height.
    public static let defaultLength: CGFloat = 44
}
