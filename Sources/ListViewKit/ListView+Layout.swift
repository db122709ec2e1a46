import Foundation
import ListCore

extension ListView {
    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size in an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size (a target for
    /// ``systemLayoutSizeFitting(_:)``).
    public static let layoutFittingCompressedSize = CGSize.zero

    /// UIKit's `UIView.layoutFittingExpandedSize`: the largest size.
    public static let layoutFittingExpandedSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Marks the view for layout at the next ``layoutIfNeeded()`` (UIKit's `setNeedsLayout()`).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        ListMeasurementPass.invalidate(from: self)
        ListLayoutInputs.changed()
    }

    /// Marks the view for layout when only a constraint's constant changed (not counted in ``ListLayoutInputs``: a
    /// host's next pass may move the constant in its kept solver without gathering its region again).
    func setNeedsLayoutForConstant() {
        needsLayoutFlag = true
        ListMeasurementPass.invalidate(from: self)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's `sizeToFit()`).
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells the superview that ``intrinsicContentSize`` changed (UIKit's `invalidateIntrinsicContentSize()`).
    public func invalidateIntrinsicContentSize() {
        ListLayoutInputs.changed()
        superview?.setNeedsLayout()
        // The system the view's constraints belong to solves again (its host may be further up).
        if !translatesAutoresizingMaskIntoConstraints { superview?.setNeedsConstraintSolve() }
    }

    /// The size the view needs (UIKit's `systemLayoutSizeFitting(_:)`), each axis held to the target at UIKit's
    /// `fittingSizeLevel` (50). A view whose constraints decide its content (or whose content view, pinned to its
    /// edges, has them: a cell) is measured by its constraints, as UIKit's Auto Layout does; another view from
    /// ``sizeThatFits(_:)``: a target axis of 0 (``layoutFittingCompressedSize``) or of `greatestFiniteMagnitude` is
    /// left free, another is the room.
    ///
    /// - Parameter targetSize: the size to fit.
    /// - Returns: the fitting size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view needs with an axis held: a `.required` priority keeps the target's value in that axis (a
    /// self-sizing cell holds its width and asks for its height). With constraints (the view's, or its pinned content
    /// view's), each axis is held to the target by a constraint at its priority, weighed against the others as
    /// UIKit's engine does (`.fittingSizeLevel` gives way to content hugging and compression resistance); without,
    /// a lower priority lets ``sizeThatFits(_:)`` choose.
    ///
    /// ```swift
    /// cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
    ///                              verticalFittingPriority: .fittingSizeLevel)   // (375, height of the content)
    /// ```
    ///
    /// - Parameters:
    ///   - targetSize: the size to fit.
    ///   - horizontalFittingPriority: `.required` to keep the target width.
    ///   - verticalFittingPriority: `.required` to keep the target height.
    /// - Returns: the fitting size.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: ListLayoutPriority,
        verticalFittingPriority: ListLayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()   // as UIKit: the constraints measured are the updated ones
        if let fitted = constraintFittingSize(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        {
            return fitted
        }
        func room(_ value: CGFloat, _ priority: ListLayoutPriority) -> CGFloat {
            if priority >= .required { return value }
            return value <= 0 || value >= .greatestFiniteMagnitude ? .greatestFiniteMagnitude : value
        }
        let proposal = CGSize(
            width: room(targetSize.width, horizontalFittingPriority),
            height: room(targetSize.height, verticalFittingPriority))
        let fitted = ListMeasurementPass.run { sizeThatFits(proposal) }
        return CGSize(
            width: horizontalFittingPriority >= .required ? targetSize.width : fitted.width,
            height: verticalFittingPriority >= .required ? targetSize.height : fitted.height)
    }

    // MARK: Priorities (what a stack view arranges by)

    /// UIKit's `setContentHuggingPriority(_:for:)`: how strongly the view resists growing past its intrinsic size.
    public func setContentHuggingPriority(_ priority: ListLayoutPriority, for axis: ListLayoutAxis) {
        if axis == .horizontal {
            contentPriorities.hugging.horizontal = priority
        } else {
            contentPriorities.hugging.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// UIKit's `contentHuggingPriority(for:)`.
    public func contentHuggingPriority(for axis: ListLayoutAxis) -> ListLayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// UIKit's `setContentCompressionResistancePriority(_:for:)`: how strongly the view resists shrinking below its
    /// intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: ListLayoutPriority, for axis: ListLayoutAxis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// UIKit's `contentCompressionResistancePriority(for:)`.
    public func contentCompressionResistancePriority(for axis: ListLayoutAxis) -> ListLayoutPriority {
        axis == .horizontal
            ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    // MARK: Pinning (a constraint-based layout's common case)

    /// Pins the view to its superview's edges or layout margins: the superview lays it out over that rectangle and
    /// sizes itself from it (see ``ListViewPin``). `nil` unpins.
    ///
    /// - Parameter pin: the edges to pin to.
    public func pin(to pin: ListViewPin?) {
        self.pin = pin
        superview?.setNeedsLayout()
    }

    /// The insets of a pin in this (super)view.
    func insets(of pin: ListViewPin) -> ListEdgeInsets {
        switch pin {
        case .edges(let insets): return insets
        case .layoutMargins: return layoutMargins
        }
    }

    func layoutPinnedSubviews() {
        for subview in subviews {
            guard let pin = subview.pin else { continue }
            subview.frame = bounds.inset(by: insets(of: pin))
        }
    }

    func pinnedFittingSize(in size: CGSize) -> CGSize? {
        var fitted: CGSize?
        for subview in subviews where !subview.isHidden {
            guard let pin = subview.pin else { continue }
            let insets = insets(of: pin)
            let room = CGSize(
                width: size.width >= .greatestFiniteMagnitude ? size.width : max(0, size.width - insets.horizontal),
                height: size.height >= .greatestFiniteMagnitude ? size.height : max(0, size.height - insets.vertical))
            let inner = subview.sizeThatFits(room)
            let outer = CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
            fitted = CGSize(width: max(fitted?.width ?? 0, outer.width), height: max(fitted?.height ?? 0, outer.height))
        }
        return fitted
    }
}

extension CGRect {
    /// The rectangle less `insets` (UIKit's `inset(by:)`), never negative in size.
    public func inset(by insets: ListEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical))
    }
}
