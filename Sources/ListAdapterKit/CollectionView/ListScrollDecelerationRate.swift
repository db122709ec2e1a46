import Foundation

/// UIKit's `UIScrollView.DecelerationRate`: how fast the content slows after a drag, per millisecond. Recorded: a
/// simulated drag comes to rest where it is told (``ListCollectionView/simulateDrag(to:velocity:decelerate:)``).
public struct ListScrollDecelerationRate: RawRepresentable, Sendable, Hashable {
    /// The rate, 0...1.
    public var rawValue: CGFloat

    /// A rate.
    ///
    /// - Parameter rawValue: the rate, 0...1.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// UIKit's default, 0.998.
    public static let normal = ListScrollDecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 (paging lists).
    public static let fast = ListScrollDecelerationRate(rawValue: 0.99)
}
