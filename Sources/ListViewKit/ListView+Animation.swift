import Foundation

extension ListView {
    /// UIKit's `UIView.AnimationOptions`: accepted, and without effect (a preview draws the end state).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public var rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays subviews out while animating.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
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
        /// Repeats without end.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Redraws the view's content while animating.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A transition hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A transition flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
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

    /// UIKit's `UIView.transition(with:duration:options:animations:completion:)`, headless: the changes apply at
    /// once and the completion runs with `true` (a still shows the end of the cross-dissolve or flip).
    ///
    /// ```swift
    /// UIView.transition(with: imageView, duration: 0.2, options: .transitionCrossDissolve) { imageView.image = photo }
    /// ```
    public static func transition(
        with view: ListView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// UIKit's `UIView.transition(from:to:duration:options:completion:)`, headless: as UIKit documents, `toView`
    /// takes `fromView`'s place in its superview and `fromView` is removed — or, with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown — then the completion runs with `true`.
    public static func transition(
        from fromView: ListView, to toView: ListView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// UIKit's `setNeedsDisplay()`: nothing to do — every snapshot draws the view as it is now.
    public func setNeedsDisplay() {}
}
