import Foundation
import ListCore

/// UIKit's layout guides on views: the guides an app adds (``ListLayoutGuide``) and each view's own margins, safe
/// area and readable content guides (docs/CONSTRAINTS.md).
extension ListView {
    /// The layout guides added to the view (UIKit's `layoutGuides`), in the order they were added.
    public var layoutGuides: [ListLayoutGuide] { constraintState.layoutGuides }

    /// Adds `guide` to the view (UIKit's `addLayoutGuide(_:)`): it becomes the guide's ``ListLayoutGuide/owningView``
    /// and the guide can take part in constraints with the view's hierarchy. A guide owned by another view moves
    /// (its constraints are deactivated, as removing it does); a view's own guides cannot be added (logged).
    public func addLayoutGuide(_ guide: ListLayoutGuide) {
        guard guide.kind == .custom else {
            ListConstraintLog.record(
                "\(guide.debugName) cannot be added to \(ListLayoutConstraint.name(of: self)): it is a view's own guide")
            return
        }
        guard guide.owningView !== self else { return }
        ListLayoutInputs.changed()
        guide.owningView?.removeLayoutGuide(guide)
        constraintState.layoutGuides.append(guide)
        guide.setOwner(self)
    }

    /// Removes `guide` from the view (UIKit's `removeLayoutGuide(_:)`): the constraints that name it are
    /// deactivated and its ``ListLayoutGuide/owningView`` becomes `nil`.
    public func removeLayoutGuide(_ guide: ListLayoutGuide) {
        guard guide.owningView === self, guide.kind == .custom else { return }
        ListLayoutInputs.changed()
        var ancestor: ListView? = self
        while let view = ancestor {
            for constraint in view.constraintState.installed
            where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.deactivateForRemoval()
            }
            ancestor = view.superview
        }
        constraintState.layoutGuides.removeAll { $0 === guide }
        guide.setOwner(nil)
        guide.solvedFrame = .zero
    }

    /// The guide of the view's bounds less its layout margins (UIKit's `layoutMarginsGuide`): its edges are the
    /// `…Margin` attributes. The margins are the view's ``layoutMargins`` (or ``directionalLayoutMargins``),
    /// measured from the safe area's edges while ``insetsLayoutMarginsFromSafeArea`` is true, and at least the
    /// superview's margins where the view reaches into them when ``preservesSuperviewLayoutMargins`` is true.
    public var layoutMarginsGuide: ListLayoutGuide { ownGuide(.layoutMargins) }

    /// The guide of the view's bounds less its ``safeAreaInsets`` (UIKit's `safeAreaLayoutGuide`): the whole view
    /// in a cell, which nothing covers.
    public var safeAreaLayoutGuide: ListLayoutGuide { ownGuide(.safeArea) }

    /// The guide of a column of readable width (UIKit's `readableContentGuide`), by Apple's three rules: it never
    /// extends beyond ``layoutMarginsGuide``, it is centred in it (its top and bottom are the margins guide's), and
    /// its width is at most the readable width of the view's Dynamic Type size (``readableContentWidth``).
    public var readableContentGuide: ListLayoutGuide { ownGuide(.readableContent) }

    /// UIKit's `insetsLayoutMarginsFromSafeArea` (true by default): the layout margins guide and the `…Margin`
    /// attributes measure the margins from the safe area's edges rather than the bounds'.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { constraintState.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != constraintState.insetsLayoutMarginsFromSafeArea else { return }
            constraintState.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
            setNeedsConstraintSolve()
        }
    }

    /// The readable width at the view's Dynamic Type size, the widest ``readableContentGuide`` gets. Apple documents
    /// the rule ("equal to or less than the readable width defined for the current dynamic text size") but not the
    /// figure: we take 672 points at the default size (`.large`, body text 17 pt, UIKit's width on an iPad) and
    /// scale it with the body text style's size, rounded to a point — 553 at `.extraSmall`, 757 at `.extraLarge`,
    /// 2,095 at `.accessibilityExtraExtraExtraLarge`. On a phone the margins guide is narrower at every size, so the
    /// readable guide is the margins guide there.
    public var readableContentWidth: CGFloat {
        let body = ListFont.TextStyle.body.size(for: traitCollection.preferredContentSizeCategory)
        return (672 * body / 17).rounded()
    }

    /// The margins constraints measure by (the `…Margin` attributes and ``layoutMarginsGuide``): ``layoutMargins``
    /// plus ``safeAreaInsets`` while ``insetsLayoutMarginsFromSafeArea``, and at least the part of the superview's
    /// margins the view reaches into while ``preservesSuperviewLayoutMargins``.
    package var constraintLayoutMargins: ListEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            if safe != .zero {
                margins = ListEdgeInsets(
                    top: margins.top + safe.top, left: margins.left + safe.left,
                    bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let inner = parent.bounds.inset(by: parent.constraintLayoutMargins)
            let frame = untransformedFrame
            margins = ListEdgeInsets(
                top: max(margins.top, inner.minY - frame.minY), left: max(margins.left, inner.minX - frame.minX),
                bottom: max(margins.bottom, frame.maxY - inner.maxY), right: max(margins.right, frame.maxX - inner.maxX))
        }
        return margins
    }

    private func ownGuide(_ kind: ListLayoutGuide.Kind) -> ListLayoutGuide {
        if let guide = constraintState.ownGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = ListLayoutGuide(kind: kind, owner: self)
        constraintState.ownGuides.append(guide)
        return guide
    }
}
