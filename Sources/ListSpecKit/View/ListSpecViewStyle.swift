import Foundation
import ListCore

/// What every view node of a spec tree may set: UIView's and CALayer's look (`nil` = UIKit's default).
///
/// ```json
/// { "type": "view", "backgroundColor": "secondarySystemBackground", "cornerRadius": 12,
///   "maskedCorners": ["topLeft", "topRight"], "borderWidth": 1, "borderColor": "separator", "alpha": 0.9 }
/// ```
public struct ListSpecViewStyle: Hashable, Sendable {
    /// `backgroundColor`.
    public var backgroundColor: ListColor?
    /// `tintColor` (template images, button titles).
    public var tintColor: ListColor?
    /// `alpha`, 0…1.
    public var alpha: Double?
    /// `isHidden` (a hidden arranged subview collapses in its stack).
    public var isHidden: Bool?
    /// `clipsToBounds`.
    public var clipsToBounds: Bool?
    /// `layer.cornerRadius`.
    public var cornerRadius: CGFloat?
    /// `layer.maskedCorners` (all four when `nil`).
    public var maskedCorners: Set<ListSpecCorner>?
    /// `layer.borderWidth`.
    public var borderWidth: CGFloat?
    /// `layer.borderColor`.
    public var borderColor: ListColor?
    /// `contentMode` (image views).
    public var contentMode: ListSpecContentMode?
    /// `layoutMargins` (a stack's with `isLayoutMarginsRelativeArrangement`, a plain view's children ignore them).
    public var layoutMargins: ListEdgeInsets?

    /// Creates an empty style (every attribute UIKit's default).
    public init() {}
}

/// A corner of `layer.maskedCorners`, named as UIKit's `CACornerMask` members read.
public enum ListSpecCorner: String, Hashable, Sendable, CaseIterable {
    /// `layerMinXMinYCorner`.
    case topLeft
    /// `layerMaxXMinYCorner`.
    case topRight
    /// `layerMinXMaxYCorner`.
    case bottomLeft
    /// `layerMaxXMaxYCorner`.
    case bottomRight
}

/// `UIView.ContentMode`, as far as an image view draws it.
public enum ListSpecContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds.
    case scaleToFill
    /// Scaled to fit inside, centred, aspect kept.
    case scaleAspectFit
    /// Scaled to cover, centred, aspect kept (clipped when the view clips).
    case scaleAspectFill
    /// Unscaled, centred.
    case center
}
