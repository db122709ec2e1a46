import ListCore

/// How a subview is pinned to its superview's edges: what a constraint-based cell's
/// `stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8)` … becomes. The superview lays a pinned
/// subview out over its bounds (or its layout margins) less the insets, and sizes itself from it, so a cell with a
/// stack view pinned to its content view sizes itself from its content.
///
/// ```swift
/// contentView.addSubview(stack)
/// stack.pin(to: .edges(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)))
/// // or: stack.pin(to: .layoutMargins)
/// ```
public enum ListViewPin: Sendable, Hashable {
    /// The superview's bounds, inset.
    case edges(ListEdgeInsets)
    /// The superview's layout margins.
    case layoutMargins
}
