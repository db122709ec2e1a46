import Foundation
import ListCore

/// The axis-agnostic view of a rectangle, a size and insets that lets vertical and horizontal layouts share one
/// code path (IGListKit's `…InDirection` helpers).
///
/// *Scroll* is the axis the list scrolls along (y for vertical), *cross* the fixed one (x for vertical).
struct ListScrollAxis: Sendable, Equatable {
    /// Whether the scroll axis is y.
    let isVertical: Bool

    init(_ direction: ListScrollDirection) {
        isVertical = direction == .vertical
    }

    @inline(__always) func scroll(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    @inline(__always) func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    @inline(__always) func scroll(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    @inline(__always) func minScroll(_ rect: CGRect) -> CGFloat { isVertical ? rect.origin.y : rect.origin.x }
    @inline(__always) func maxScroll(_ rect: CGRect) -> CGFloat {
        isVertical ? rect.origin.y + rect.size.height : rect.origin.x + rect.size.width
    }
    @inline(__always) func scrollLength(_ rect: CGRect) -> CGFloat { isVertical ? rect.size.height : rect.size.width }

    @inline(__always) func leadingScroll(_ inset: ListEdgeInsets) -> CGFloat { isVertical ? inset.top : inset.left }
    @inline(__always) func trailingScroll(_ inset: ListEdgeInsets) -> CGFloat {
        isVertical ? inset.bottom : inset.right
    }
    @inline(__always) func leadingCross(_ inset: ListEdgeInsets) -> CGFloat { isVertical ? inset.left : inset.top }
    @inline(__always) func trailingCross(_ inset: ListEdgeInsets) -> CGFloat { isVertical ? inset.right : inset.bottom }

    /// A rectangle from its scroll-axis and cross-axis coordinates.
    @inline(__always)
    func rect(scroll: CGFloat, cross: CGFloat, scrollLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
            : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
    }

    /// `rect` moved so that its scroll-axis origin is `scroll`.
    @inline(__always) func settingMinScroll(_ rect: CGRect, _ scroll: CGFloat) -> CGRect {
        var moved = rect
        if isVertical { moved.origin.y = scroll } else { moved.origin.x = scroll }
        return moved
    }
}
