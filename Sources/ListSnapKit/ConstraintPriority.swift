import ListViewKit

/// SnapKit's `ConstraintPriority`: a constraint's priority on UIKit's scale, with SnapKit's named levels.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)     // 750
/// make.width.equalTo(200).priority(999)       // any number in (0, 1000]
/// ```
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Sendable, Strideable {
    /// The priority, on UIKit's scale (1000 required).
    public let value: Float

    /// A priority written as a literal, such as `999.5`.
    public init(floatLiteral value: Float) { self.value = value }
    /// Creates a priority.
    public init(_ value: Float) { self.value = value }

    /// 1000: the constraint must hold.
    public static var required: ConstraintPriority { 1000.0 }
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static var high: ConstraintPriority { 750.0 }
    /// 500 (SnapKit's iOS value).
    public static var medium: ConstraintPriority { 500.0 }
    /// 250 (`UILayoutPriority.defaultLow`).
    public static var low: ConstraintPriority { 250.0 }

    /// The distance to another priority.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
    /// This priority moved by `n`.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
}
