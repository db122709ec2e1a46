import Foundation

extension ListView {
    /// Adds `view` on top of the subviews (removing it from its old superview first), as UIKit's `addSubview(_:)`.
    ///
    /// - Parameter view: the new subview.
    public func addSubview(_ view: ListView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (UIKit's `insertSubview(_:at:)`).
    ///
    /// - Parameters:
    ///   - view: the new subview.
    ///   - index: its position, back (0) to front.
    public func insertSubview(_ view: ListView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot be added inside itself")
        let traits = view.traitCollection
        // A view moving among its superview's subviews keeps its constraints (UIKit's `bringSubviewToFront(_:)`).
        view.constraintState.isReordering = view.superview === self
        view.leaveSuperview()
        view.constraintState.isReordering = false
        replaceSubviews { $0.insert(view, at: min(max(0, index), $0.count)) }
        view.attach(to: self)
        setNeedsLayout()
        // One change for a move from one superview to another, none when their traits are the same.
        view.traitsMayHaveChanged(from: traits)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: ListView, aboveSubview sibling: ListView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }.map { $0 + 1 }) ?? subviews.count)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: ListView, belowSubview sibling: ListView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: ListView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: ListView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (UIKit's `removeFromSuperview()`).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let traits = traitCollection
        leaveSuperview()
        traitsMayHaveChanged(from: traits)
    }

    /// Takes the view out of its superview's subviews, without telling it of a trait change.
    private func leaveSuperview() {
        guard let parent = superview else { return }
        detach()
        parent.replaceSubviews { $0.removeAll { $0 === self } }
        parent.setNeedsLayout()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: ListView) -> Bool {
        var current: ListView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view or the first of its descendants (depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> ListView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// A rectangle of this view's coordinates in `view`'s (an ancestor or any view of the same tree).
    ///
    /// - Parameters:
    ///   - rect: a rectangle in this view's bounds coordinates.
    ///   - view: the target view (`nil`: the root of the tree).
    /// - Returns: the rectangle in `view`'s bounds coordinates.
    public func convert(_ rect: CGRect, to view: ListView?) -> CGRect {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
    }

    /// Where this view's bounds origin lies in the root's bounds coordinates.
    private var originInRoot: CGPoint {
        guard let superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        let parent = superview.originInRoot
        return CGPoint(x: parent.x + frame.minX - bounds.minX, y: parent.y + frame.minY - bounds.minY)
    }
}
