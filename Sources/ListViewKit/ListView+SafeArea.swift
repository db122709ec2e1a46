import Foundation
import ListCore

extension ListView {
    /// UIKit's `safeAreaInsets`: how far from each edge the view is covered by what sits above it (bars, a notch).
    /// A view that was given insets (set here, as the screen or a view controller feeding bars does) has those;
    /// another has the part of its superview's unsafe area it overlaps (UIKit: "the insets reflect only the portion
    /// of the view covered by its ancestors"); a root view given none — a cell, a header — has zero, as a preview
    /// draws no status bar, home indicator or notch. Setting it marks the view and its subviews for layout (their
    /// ``safeAreaLayoutGuide`` and layout margins follow) and calls ``safeAreaInsetsDidChange()``.
    ///
    /// ```swift
    /// screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// child.frame = CGRect(x: 0, y: 20, width: 390, height: 100)   // a subview under the status bar
    /// child.safeAreaInsets.top                                     // 27
    /// ```
    ///
    /// On a screen (a ``ListViewController`` shown whole by `ListSnapshot.image(of: viewController)`), the screen's
    /// root view is given the device's insets (``ListDeviceChrome``), and a view controller's root view adds what
    /// its container's bars cover (a navigation bar, a tab bar) and its
    /// ``ListViewController/additionalSafeAreaInsets``, as in UIKit.
    public var safeAreaInsets: ListEdgeInsets {
        get {
            let insets = constraintState.safeAreaInsets ?? inheritedSafeAreaInsets
            guard let controller = owningViewController else { return insets }
            let bars = controller.barSafeAreaInsets, extra = controller.additionalSafeAreaInsets
            return ListEdgeInsets(
                top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
                bottom: max(insets.bottom, bars.bottom) + extra.bottom,
                right: max(insets.right, bars.right) + extra.right)
        }
        set {
            guard constraintState.safeAreaInsets != newValue else { return }
            constraintState.safeAreaInsets = newValue
            setNeedsLayoutForSafeAreaChange()
            safeAreaInsetsDidChange()
        }
    }

    /// The part of the superview's unsafe area the view's frame overlaps (UIKit: "the insets reflect only the
    /// portion of the view covered by its ancestors").
    private var inheritedSafeAreaInsets: ListEdgeInsets {
        guard let parent = superview else { return .zero }
        let covering = parent.safeAreaInsets
        guard covering != .zero else { return .zero }
        let safe = parent.bounds.inset(by: covering)
        let frame = untransformedFrame
        func clamp(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(0, value), max(0, length)) }
        return ListEdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// Marks the view and its subtree for layout and their constraint systems for solving (their safe areas,
    /// margins and guides may have moved).
    package func setNeedsLayoutForSafeAreaChange() {
        var pending = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            if view.constraintState.subtreeCount > 0 || view.superview?.constraintState.subtreeCount ?? 0 > 0 {
                view.setNeedsConstraintSolve()
            }
            pending += view.subviews
        }
    }
}
