import Foundation

extension ListFont {
    /// UIKit's `UIFont.Weight`, with UIKit's values. Each of UIKit's nine weights draws in a real face of the system
    /// font (Inter Display Thin … Black); a value between them draws in the nearest one.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 15, weight: .medium)   // Inter Display Medium
    /// UIFont.systemFont(ofSize: 15, weight: .semibold) // Inter Display SemiBold
    /// ```
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// UIKit's value, -1...1.
        public var rawValue: CGFloat

        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight (UIKit's `UIFont.Weight(_:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The OpenType weight of the face that draws it: the nearest of UIKit's nine weights (ultraLight 100,
        /// thin 200, light 300, regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900; a NaN
        /// weight is regular).
        public var openTypeWeight: Int {
            guard rawValue.isFinite else { return 400 }
            let table: [(CGFloat, Int)] = [
                (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
                (0.62, 900),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }
}
