/// UIKit's `UILayoutPriority`: how strongly a view keeps its intrinsic size in a stack view (content hugging: it
/// resists growing; compression resistance: it resists shrinking). Higher wins; 1000 is required.
///
/// ```swift
/// nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)   // truncates first
/// ```
public struct ListLayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority, 1...1000.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority (UIKit's `UILayoutPriority(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a literal, such as `999`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a literal, such as `999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000.
    public static let required = ListLayoutPriority(1000)
    /// 750: labels' and images' compression resistance.
    public static let defaultHigh = ListLayoutPriority(750)
    /// 250: a plain view's content hugging.
    public static let defaultLow = ListLayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = ListLayoutPriority(50)

    public static func < (lhs: ListLayoutPriority, rhs: ListLayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + 1`, as UIKit code writes `.defaultLow + 1`.
    public static func + (lhs: ListLayoutPriority, rhs: Float) -> ListLayoutPriority {
        ListLayoutPriority(lhs.rawValue + rhs)
    }

    /// `priority - 1`.
    public static func - (lhs: ListLayoutPriority, rhs: Float) -> ListLayoutPriority {
        ListLayoutPriority(lhs.rawValue - rhs)
    }
}
