import Foundation
import ListCore

/// The per-section constants of a layout pass.
struct ListLayoutSectionMetrics {
    let axis: ListScrollAxis
    let inset: ListEdgeInsets
    /// The container's cross length minus the section's cross insets (may be negative).
    let padded: CGFloat
    /// The farthest an item may reach on the cross axis.
    let maxCross: CGFloat
    let leadingCross: CGFloat
    let leadingScroll: CGFloat
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let headerLength: CGFloat
    let footerLength: CGFloat
}
