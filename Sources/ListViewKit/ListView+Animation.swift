import Foundation

extension ListView {
    /// UIKit's `UIView.AnimationOptions`: accepted, and without effect (a preview draws the end state).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public var rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets touches reach the views while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current on-screen state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`, headless: the changes apply at
    /// once and the completion runs right after them with `true`. A preview is a still of the end state; list
    /// transitions (inserts, deletes, moves) are animated by `ListAnimation` recordings, not by this.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.2) { self.badge.alpha = self.isHighlighted ? 0.5 : 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: ignored.
    ///   - delay: ignored.
    ///   - options: ignored.
    ///   - animations: the changes, applied now.
    ///   - completion: run after them with `true` (finished).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// UIKit's spring animation, headless as ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// UIKit's `UIView.performWithoutAnimation(_:)`: runs the changes (there is no animation to suppress).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// UIKit's `setNeedsDisplay()`: nothing to do — every snapshot draws the view as it is now.
    public func setNeedsDisplay() {}
}
