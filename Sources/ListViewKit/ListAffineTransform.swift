import Foundation

/// Core Graphics' `CGAffineTransform` (a view's ``ListView/transform``): the matrix
/// `[a b 0; c d 0; tx ty 1]`, which takes a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// chevron.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
/// ```
public struct ListAffineTransform: Sendable, Hashable {
    /// The matrix's entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The matrix from its entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = ListAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians (positive: clockwise on screen, where y grows downwards).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (Self.cosine(angle), Self.sine(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether it is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (Core Graphics' `concatenating(_:)`: the matrix product `self × other`).
    public func concatenating(_ other: ListAffineTransform) -> ListAffineTransform {
        ListAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation by `angle` applied before this transform.
    public func rotated(by angle: CGFloat) -> ListAffineTransform {
        ListAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> ListAffineTransform {
        ListAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> ListAffineTransform {
        ListAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse, or the transform itself when it has none (as Core Graphics returns it).
    public func inverted() -> ListAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return ListAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The point transformed.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest rectangle holding the four transformed corners of `rect` (Core Graphics' `CGRect.applying`).
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // Exact at multiples of a quarter turn, where `cos(.pi / 2)` would leave 6e-17 (a frame off by a hair).
    private static func cosine(_ angle: CGFloat) -> CGFloat {
        quarterTurns(angle).map { [1, 0, -1, 0][$0] } ?? cos(angle)
    }

    private static func sine(_ angle: CGFloat) -> CGFloat {
        quarterTurns(angle).map { [0, 1, 0, -1][$0] } ?? sin(angle)
    }

    private static func quarterTurns(_ angle: CGFloat) -> Int? {
        let turns = angle / (.pi / 2)
        guard turns.isFinite, abs(turns - turns.rounded()) < 1e-12 else { return nil }
        let whole = Int(turns.rounded()) % 4
        return whole < 0 ? whole + 4 : whole
    }
}

#if !canImport(CoreGraphics)
/// Core Graphics' `CGAffineTransform`: ``ListAffineTransform`` (on Linux there is no Core Graphics).
public typealias CGAffineTransform = ListAffineTransform

extension CGPoint {
    /// The point transformed (Core Graphics' `applying(_:)`).
    public func applying(_ transform: ListAffineTransform) -> CGPoint { transform.apply(to: self) }
}

extension CGSize {
    /// The size transformed, without the translation (Core Graphics' `applying(_:)`).
    public func applying(_ transform: ListAffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The bounding box of the transformed rectangle (Core Graphics' `applying(_:)`).
    public func applying(_ transform: ListAffineTransform) -> CGRect { transform.boundingBox(of: self) }
}
#endif
