/// Horizontal or vertical: a stack view's direction and the axis of a content priority (UIKit's
/// `NSLayoutConstraint.Axis`, the same case names).
///
/// ```swift
/// stack.axis = .vertical
/// label.setContentHuggingPriority(.required, for: .horizontal)
/// ```
public enum ListLayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (or leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical
}
