import Foundation

/// How strongly a view resists growing past (content hugging) or shrinking below (compression resistance) its
/// intrinsic size in a constraint system, with a stack view's taken from its arranged views, as UIKit's stack view
/// behaves: UIKit's stack has no intrinsic size of its own but required constraints to its arranged views, so
///
/// - across the axis with `.fill` alignment every arranged view spans the stack: the stack grows (shrinks) only when
///   every arranged view does — the strongest of their priorities;
/// - along the axis (every distribution) the arranged views and the spacing fill it: the stack grows (shrinks) when
///   any arranged view does — the weakest of their priorities.
///
/// An arranged view whose own size constraints hold its length (``ListArrangedSize``: `width == 30`) resists at
/// `.required`; a nested stack by these rules. The stack's own priority is the floor, so a stack of views that
/// stretch freely keeps resisting as any view does. Other views: their own priorities.
@MainActor
enum ListStackPriorities {
    static func hugging(of view: ListView, _ axis: ListLayoutAxis) -> ListLayoutPriority {
        priority(of: view, axis, own: { $0.contentHuggingPriority(for: $1) })
    }

    static func compressionResistance(of view: ListView, _ axis: ListLayoutAxis) -> ListLayoutPriority {
        priority(of: view, axis, own: { $0.contentCompressionResistancePriority(for: $1) })
    }

    private static func priority(
        of view: ListView, _ axis: ListLayoutAxis, own: (ListView, ListLayoutAxis) -> ListLayoutPriority, depth: Int = 0
    ) -> ListLayoutPriority {
        let base = own(view, axis)
        guard let stack = view as? ListStackView, depth < 32 else { return base }
        let along = stack.axis == axis
        guard along || stack.alignment == .fill else { return base }
        let arranged = stack.arrangedSubviews.filter { !$0.isHidden }
        guard !arranged.isEmpty else { return base }
        let resistances = arranged.map { subview -> ListLayoutPriority in
            if ListArrangedSize.heldLength(of: subview, axis) != nil { return .required }
            return priority(of: subview, axis, own: own, depth: depth + 1)
        }
        let arrangedPriority = along ? resistances.min()! : resistances.max()!
        return max(base, arrangedPriority)
    }
}
