import Foundation

/// UIKit's `UIView.AutoresizingMask`: which parts of a view grow or shrink when its superview's bounds change size
/// (see ``ListView/autoresizingMask``). The raw values are UIKit's.
///
/// ```swift
/// imageView.frame = contentView.bounds
/// imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // follows the content view's size
/// ```
public struct ListAutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt

    /// A mask from its bits.
    ///
    /// - Parameter rawValue: UIKit's bits (`flexibleLeftMargin` is `1 << 0`, … `flexibleBottomMargin` `1 << 5`).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance from the superview's left edge changes.
    public static let flexibleLeftMargin = ListAutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = ListAutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge changes.
    public static let flexibleRightMargin = ListAutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top edge changes.
    public static let flexibleTopMargin = ListAutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = ListAutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom edge changes.
    public static let flexibleBottomMargin = ListAutoresizingMask(rawValue: 1 << 5)

    /// The new origin and length along one axis when the superview's length goes from `oldLength` to `newLength`:
    /// the difference is shared among the flexible parts (leading margin, length, trailing margin) in proportion to
    /// their current lengths, as UIKit documents; evenly when all of them are zero. No flexible part: nothing moves.
    static func resize(
        origin: CGFloat, length: CGFloat, from oldLength: CGFloat, to newLength: CGFloat,
        leading: Bool, flexibleLength: Bool, trailing: Bool
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = newLength - oldLength
        guard delta != 0, leading || flexibleLength || trailing else { return (origin, length) }
        let parts = [
            leading ? max(0, origin) : nil, flexibleLength ? max(0, length) : nil,
            trailing ? max(0, oldLength - origin - length) : nil,
        ]
        let flexible = parts.compactMap { $0 }
        let total = flexible.reduce(0, +)
        func share(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}
