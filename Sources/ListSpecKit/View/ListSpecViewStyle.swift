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
    /// `layer.shadow…` (`"shadow"`).
    public var shadow: ListSpecShadow?
    /// `setContentHuggingPriority(_:for:)` per axis (`"contentHuggingPriority"`): how strongly the view keeps from
    /// growing past its intrinsic size, in a stack or against constraints.
    public var contentHuggingPriority: ListSpecAxisPriorities?
    /// `setContentCompressionResistancePriority(_:for:)` per axis (`"contentCompressionResistancePriority"`): how
    /// strongly the view keeps from shrinking below its intrinsic size.
    public var contentCompressionResistancePriority: ListSpecAxisPriorities?

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

/// A layer's drop shadow (`"shadow"`), as `layer.shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`
/// set it; drawn under a view with a background colour, not under one that clips to its bounds.
///
/// ```json
/// "shadow": { "color": "black", "opacity": 0.2, "offset": [0, 2], "radius": 6 }
/// ```
public struct ListSpecShadow: Hashable, Sendable {
    /// `shadowColor` (black when `nil`).
    public var color: ListColor?
    /// `shadowOpacity`, 0…1 (required: Core Animation's default 0 draws nothing).
    public var opacity: Double
    /// `shadowOffset` in points (`[x, y]`; `[0, -3]` when `nil`, Core Animation's).
    public var offset: CGSize?
    /// `shadowRadius` in points, 0…500 (3 when `nil`).
    public var radius: CGFloat?

    /// Creates a shadow.
    public init(color: ListColor? = nil, opacity: Double, offset: CGSize? = nil, radius: CGFloat? = nil) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}

/// `UIActivityIndicatorView.Style`, as far as a spec sizes an indicator (`"indicatorStyle"`).
public enum ListSpecIndicatorStyle: String, Hashable, Sendable, CaseIterable {
    /// 20 points.
    case medium
    /// 37 points.
    case large
}
