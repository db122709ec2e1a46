import Foundation
import ListCore

/// A layer's drop shadow in a view snapshot: the shape (the layer's bounds with its rounded corners, or its
/// `shadowPath`) offset and softened, in the node's frame coordinates.
///
/// ```swift
/// card.layer.shadowColor = UIColor.black.cgColor
/// card.layer.shadowOpacity = 0.2
/// card.layer.shadowOffset = CGSize(width: 0, height: 2)
/// card.layer.shadowRadius = 4
/// card.snapshot().shadow?.rect    // the card's bounds moved 2 pt down
/// ```
public struct ListViewShadow: Sendable, Hashable {
    /// The shape's rectangle, offset, in the coordinates the node's frame is in.
    public var rect: CGRect
    /// The shape's corner radius in points.
    public var cornerRadius: Double
    /// The colour with the shadow's opacity applied, resolved for the appearance.
    public var color: ListColor
    /// How far the edge is softened, in points (Core Animation's `shadowRadius`): the shadow fades from the shape's
    /// edge moved in by it to the edge moved out by it.
    public var radius: Double

    /// Creates a shadow.
    public init(rect: CGRect, cornerRadius: Double, color: ListColor, radius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.color = color
        self.radius = radius
    }
}

/// UIKit's `UIBezierPath` as far as a layer's `shadowPath` needs it: a rectangle or a rounded rectangle.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
public struct ListBezierPath: Sendable, Hashable {
    /// The rectangle.
    public var bounds: CGRect
    /// The corner radius (0: square).
    public var cornerRadius: CGFloat

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
        cornerRadius = 0
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        self.cornerRadius = cornerRadius
    }

    /// The path a layer takes (`layer.shadowPath = path.cgPath`): the same value.
    public var cgPath: ListBezierPath { self }
}
