import Foundation
import ListCore

/// An axial gradient as a snapshot records it (a ``ListGradientLayer``'s): colours resolved for the appearance, at
/// their locations along the line from ``start`` to ``end``, points in the unit square of the node's frame.
public struct ListViewGradient: Sendable, Hashable {
    /// The colours, in order.
    public var colors: [ListColor]
    /// Where each colour is, 0...1 along the line (as many as ``colors``).
    public var locations: [Double]
    /// The line's start, in unit coordinates of the frame (0, 0: top left).
    public var start: CGPoint
    /// The line's end, in unit coordinates of the frame.
    public var end: CGPoint

    /// A gradient from its parts.
    public init(colors: [ListColor], locations: [Double], start: CGPoint, end: CGPoint) {
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }
}
