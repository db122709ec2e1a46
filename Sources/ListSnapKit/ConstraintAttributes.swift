import ListViewKit

/// SnapKit's `ConstraintAttributes`: the set of attributes a `make.…` chain names. Compound attributes are unions:
/// ``edges`` is left, top, right and bottom (four constraints), ``size`` width and height, ``center`` centre X and
/// centre Y, ``margins`` the four `…Margin` attributes, ``directionalEdges`` top, leading, bottom and trailing.
///
/// ```swift
/// make.top.leading.equalToSuperview()   // attributes [.top, .leading]: two constraints
/// ```
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No attribute (a target given as a view: each attribute relates to the same attribute of that view).
    public static let none = ConstraintAttributes([])
    /// The left edge.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The top edge.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The right edge.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The bottom edge.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The leading edge.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The trailing edge.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The width.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The height.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The horizontal centre.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The vertical centre.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The last baseline.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    /// The first baseline.
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The left margin.
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    /// The right margin.
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    /// The top margin.
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    /// The bottom margin.
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    /// The leading margin.
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    /// The trailing margin.
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    /// The horizontal centre within the margins.
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    /// The vertical centre within the margins.
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    /// Left and right.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// Top and bottom.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Left, top, right and bottom.
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    /// Leading and trailing.
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    /// Top and bottom (as ``verticalEdges``).
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Top, leading, bottom and trailing.
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    /// Width and height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// Centre X and centre Y.
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    /// The four margins by left and right.
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The four margins by leading and trailing.
    public static let directionalMargins: ConstraintAttributes = [
        .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
    ]
    /// Centre X and centre Y within the margins.
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// UIKit's attributes of the set, in SnapKit's order (the order its constraints are made and activated).
    public var layoutAttributes: [NSLayoutConstraint.Attribute] {
        Self.order.compactMap { contains($0.0) ? $0.1 : nil }
    }

    private static let order: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]
}
