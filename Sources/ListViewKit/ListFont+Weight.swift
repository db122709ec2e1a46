import Foundation

extension ListFont {
    /// UIKit's `UIFont.Weight`, with UIKit's values. The bundled faces have two weights: from `semibold` up text is
    /// drawn bold.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 15, weight: .medium)   // drawn regular
    /// UIFont.systemFont(ofSize: 15, weight: .semibold) // drawn bold
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
        /// 0.3: the lightest weight drawn bold.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
