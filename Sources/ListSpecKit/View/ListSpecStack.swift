import Foundation

/// How a stack view arranges its children, with UIStackView's names.
///
/// ```json
/// { "type": "stack", "axis": "vertical", "spacing": 4, "distribution": "fill", "alignment": "leading",
///   "isLayoutMarginsRelativeArrangement": true, "layoutMargins": { "top": 8, "left": 8, "bottom": 8, "right": 8 } }
/// ```
public struct ListSpecStack: Hashable, Sendable {
    /// `axis` (`horizontal` by default, as UIStackView).
    public var axis: Axis = .horizontal
    /// `spacing`.
    public var spacing: CGFloat = 0
    /// `distribution`.
    public var distribution: Distribution = .fill
    /// `alignment`.
    public var alignment: Alignment = .fill
    /// `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement = false

    /// Creates UIStackView's defaults.
    public init() {}

    /// `NSLayoutConstraint.Axis`.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        case horizontal, vertical
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment` (`top`/`bottom` are `leading`/`trailing` of a horizontal stack).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
}
