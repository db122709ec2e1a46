/// Core Animation's `CACornerMask`: which corners `layer.cornerRadius` rounds (all four by default).
///
/// ```
///   layerMinXMinYCorner ┌────┐ layerMaxXMinYCorner
///   layerMinXMaxYCorner └────┘ layerMaxXMaxYCorner
/// ```
///
/// ```swift
/// card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // round the top only
/// ```
public struct ListCornerMask: OptionSet, Sendable, Hashable {
    /// The corners, one bit each (Core Animation's values).
    public var rawValue: UInt

    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Top left.
    public static let layerMinXMinYCorner = ListCornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = ListCornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = ListCornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = ListCornerMask(rawValue: 8)
    /// Every corner.
    public static let all: ListCornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
