import Foundation

/// A measured gap between two elements (line or interitem spacing), drawn as a small dimension line with its value.
///
/// ```
///   ┌──────────┐
///   └────┬─────┘
///        │ 8       ← a vertical gap of 8 points
///   ┌────┴─────┐
/// ```
public struct SpacingMarker: Sendable, Equatable {
    /// Where the dimension line starts, in scene points.
    public var start: CGPoint
    /// Where it ends; start and end share an x (a vertical gap) or a y (a horizontal gap).
    public var end: CGPoint
    /// The value shown, in points.
    public var value: Double

    /// Creates a marker.
    ///
    /// - Parameters:
    ///   - start: one end of the gap.
    ///   - end: the other end.
    ///   - value: the gap in points (usually the distance between the ends).
    public init(start: CGPoint, end: CGPoint, value: Double) {
        self.start = start
        self.end = end
        self.value = value
    }

    /// Whether the gap is vertical (between rows).
    public var isVertical: Bool { start.x == end.x }
}
