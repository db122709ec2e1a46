import Foundation
import ListCore

extension ListView {
    /// The first place where the tree below this view passes `limits` (``ListViewTreeLimits``), as a message naming
    /// the view by its path of subview indices from this one (`0/3/1`, and its `accessibilityIdentifier` when it has
    /// one), or `nil` when the tree stays within them. The walk is iterative and stops at the first violation, so a
    /// tree of any depth or size is checked without recursion and in at most `limits.views` steps.
    ///
    /// ```swift
    /// root.treeLimitViolation()   // "the view at 0/0/…/0 (level 65): more than 64 levels of nested views …"
    /// ```
    ///
    /// - Parameter limits: the limits (``ListViewTreeLimits/standard`` unless a test lowers them).
    /// - Returns: the message, or `nil`.
    package func treeLimitViolation(_ limits: ListViewTreeLimits = .standard) -> String? {
        var pending: [(view: ListView, path: String, depth: Int)] = [(self, "", 1)]
        var count = 0
        while let (view, path, depth) = pending.popLast() {
            count += 1
            func named(_ violation: ListViewTreeLimits.Violation) -> String {
                let place = path.isEmpty ? "the root view" : "the view at \(path)"
                let name = view.accessibilityIdentifier.map { " `\($0)`" } ?? ""
                return "\(place)\(name) (level \(depth)): " + violation.message.dropLast()
                    + "; see docs/SNAPSHOTS.md, \"Limits\")"
            }
            if depth > limits.depth { return named(.depth(limits.depth)) }
            if count > limits.views { return named(.views(limits.views)) }
            if view.subviews.count > limits.children { return named(.children(limits.children)) }
            for (index, subview) in view.subviews.enumerated().reversed() {
                pending.append((subview, path.isEmpty ? "\(index)" : "\(path)/\(index)", depth + 1))
            }
        }
        return nil
    }
}
