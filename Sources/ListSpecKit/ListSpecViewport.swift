import Foundation
import ListCore

/// The screen a spec is laid out and rendered for.
///
/// ```json
/// "viewport": { "device": "iPhone 16", "contentInset": { "top": 0, "left": 0, "bottom": 34, "right": 0 } }
/// ```
///
/// Defaults: 390×844 points at scale 2, no content inset. A ``device`` preset sets width, height and scale; explicit
/// `width`, `height` or `scale` override the preset's.
public struct ListSpecViewport: Hashable, Sendable {
    /// The width in points.
    public var width: CGFloat
    /// The height in points.
    public var height: CGFloat
    /// The screen scale: the pixel density of renders and the scale at which frames are rounded.
    public var scale: CGFloat
    /// The collection view's content inset.
    public var contentInset: ListEdgeInsets
    /// The preset the size came from, if any.
    public var device: String?

    /// Creates a viewport; the defaults are those of a spec without one.
    public init(
        width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 2, contentInset: ListEdgeInsets = .zero,
        device: String? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.contentInset = contentInset
        self.device = device
    }

    /// The viewport's size.
    public var size: CGSize { CGSize(width: width, height: height) }
}
