import Foundation
import ListConstraintKit

extension ListConstraintEngine {
    /// The intrinsic sizes (and a label's baselines) of the solved views. When `fitting`, a multi-line label without
    /// a ``ListLabel/preferredMaxLayoutWidth`` that a layout pass has already given a width wraps at that width, as
    /// UIKit's automatic preferred width does (`layoutIfNeeded()` then `systemLayoutSizeFitting(_:)` measures the
    /// text wrapped at the laid-out width: IGListKit's self-sizing cells rely on it).
    static func measure(_ items: inout [ListConstraintItem], fitting: Bool, labels: inout LabelMeasures) {
        for index in items.indices where items[index].isSolvedView {
            let view = items[index].view
            guard let label = view as? ListLabel else {
                items[index].intrinsicSize = view.intrinsicContentSize
                continue
            }
            let laidOut = label.bounds.width
            if fitting, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0, laidOut > 0, laidOut.isFinite {
                // Both from one text value where the label allows it (the same results: see sizeAndBaselines).
                let fused = labels.measure(label, item: index, fitting: laidOut, baselineWidth: laidOut)
                var size = fused?.size ?? label.sizeThatFits(CGSize(width: laidOut, height: .greatestFiniteMagnitude))
                size.width = min(size.width, laidOut)
                items[index].intrinsicSize = size
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: laidOut)
            } else {
                // `intrinsicContentSize` is `sizeThatFits` at this width (a subclass's own is asked: never fused).
                let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : .greatestFiniteMagnitude
                let fused = labels.measure(label, item: index, fitting: width, baselineWidth: label.firstPassWidth)
                items[index].intrinsicSize = fused?.size ?? label.intrinsicContentSize
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: label.firstPassWidth)
            }
        }
    }

    /// Re-measures each multi-line label without a ``ListLabel/preferredMaxLayoutWidth``, and each stack view that
    /// arranges one, at its solved width (its intrinsic size is then the text wrapped there, as UIKit's second
    /// pass); true when one changed.
    static func remeasureLabels(
        _ items: inout [ListConstraintItem], solver: ConstraintSolver, variables: [SolverVariable],
        labels: inout LabelMeasures
    ) -> Bool {
        var changed = false
        for index in items.indices.dropFirst() {   // not the host (solved only when fitted)
            guard let first = remeasuredFirstVariable(items[index]) else { continue }
            let view = items[index].view
            let width = CGFloat(solver.value(of: variables[first + 2]))
            guard width > 0 else { continue }
            let fused = (view as? ListLabel).flatMap {
                labels.measure($0, item: index, fitting: width, baselineWidth: width)
            }
            var size = fused?.size ?? view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            size.width = min(size.width, width)
            guard size != items[index].intrinsicSize else { continue }
            items[index].intrinsicSize = size
            if let label = view as? ListLabel {
                items[index].baselines = fused?.baselines ?? label.baselineOffsets(width: width)
            }
            changed = true
        }
        return changed
    }

    /// The width variables ``remeasureLabels(_:solver:variables:labels:)`` reads, in its order.
    static func remeasuredWidths(_ items: [ListConstraintItem], variables: [SolverVariable]) -> [SolverVariable] {
        var widths: [SolverVariable] = []
        for item in items.dropFirst() {
            if let first = remeasuredFirstVariable(item) { widths.append(variables[first + 2]) }
        }
        return widths
    }

    /// The first variable of an item re-measured at its solved width (a solved multi-line label without a
    /// ``ListLabel/preferredMaxLayoutWidth``, a stack view arranging one), `nil` for any other.
    private static func remeasuredFirstVariable(_ item: ListConstraintItem) -> Int? {
        guard item.isSolvedView, let first = item.firstVariable else { return nil }
        if let label = item.view as? ListLabel {
            return label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0 ? first : nil
        }
        if let stack = item.view as? ListStackView { return wraps(stack) ? first : nil }
        return nil
    }

    /// Whether a stack view's height depends on its width: it arranges a multi-line label without a
    /// ``ListLabel/preferredMaxLayoutWidth`` (directly or in a nested stack), which wraps at the width the stack
    /// gives it, as UIKit's stack view (constraints to its arranged views) lets it.
    private static func wraps(_ stack: ListStackView, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        return stack.arrangedSubviews.contains { view in
            if let label = view as? ListLabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0 }
            if let nested = view as? ListStackView { return wraps(nested, depth: depth + 1) }
            return false
        }
    }
}
