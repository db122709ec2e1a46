import Foundation
import ListCore

/// The nodes of the `"view"` tree being read, for ``ListViewTreeLimits/views``.
struct ViewTreeCount {
    /// Nodes read so far.
    var views = 0
    /// Whether a limit was passed (reported once; the rest of the tree is not read).
    var isOverLimit = false
}

extension SpecReader {
    /// Counts a node at `depth` (the root is 1); `false`, with one error naming the node and the limit, when it is
    /// deeper than the limit or one node too many for its tree, so a hostile tree is never built past its limits:
    ///
    /// ```
    /// sections[0].items[0].view.children[0]…children[0]: more than 64 levels of nested views (the limit of a view tree; see docs/SPEC.md, "Large specs")
    /// ```
    mutating func admitView(at path: String, depth: Int) -> Bool {
        guard !viewTreeCount.isOverLimit else { return false }
        viewTreeCount.views += 1
        if depth > viewTreeLimits.depth { return refuse(.depth(viewTreeLimits.depth), at: path) }
        if viewTreeCount.views > viewTreeLimits.views { return refuse(.views(viewTreeLimits.views), at: path) }
        return true
    }

    /// Whether a node may have `count` children (`children` at `path`); `false`, with one error, past the limit.
    mutating func admitChildren(_ count: Int, at path: String) -> Bool {
        guard count > viewTreeLimits.children else { return true }
        return refuse(.children(viewTreeLimits.children), at: path)
    }

    private mutating func refuse(_ violation: ListViewTreeLimits.Violation, at path: String) -> Bool {
        viewTreeCount.isOverLimit = true
        fail(path, String(violation.message.dropLast()) + "; see docs/SPEC.md, \"Large specs\")")
        return false
    }
}
