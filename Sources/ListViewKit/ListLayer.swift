import Foundation
import ListCore

/// Core Animation's `CALayer` as far as a cell's look needs it: rounded (and masked) corners, a border, clipping.
/// Every view has one (`view.layer`); it draws with the view.
///
/// ```swift
/// avatar.layer.cornerRadius = 20
/// avatar.layer.borderWidth = 1
/// avatar.layer.borderColor = UIColor.separator.cgColor
/// avatar.layer.masksToBounds = true
/// ```
@MainActor
public final class ListLayer {
    /// The radius of the rounded corners, in points (clipped to half the shorter side when drawn).
    public var cornerRadius: CGFloat = 0
    /// Which corners are rounded.
    public var maskedCorners: ListCornerMask = .all
    /// The width of the border drawn inside the bounds, in points.
    public var borderWidth: CGFloat = 0
    /// The border's colour (`UIColor(…).cgColor`); black when unset, as Core Animation's default.
    public var borderColor: ListColor? = .black
    /// The opacity, 0...1 (the view's `alpha`).
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    /// Whether sublayers (subviews) are clipped to the bounds (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    /// The layer's background colour (the view's `backgroundColor`).
    public var backgroundColor: ListColor? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }
    /// The layer's frame (the view's).
    public var frame: CGRect { view?.frame ?? .zero }
    /// The layer's bounds (the view's).
    public var bounds: CGRect { view?.bounds ?? .zero }

    /// The view the layer belongs to.
    public private(set) weak var view: ListView?

    init(view: ListView) {
        self.view = view
    }
}
