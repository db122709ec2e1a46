import Foundation

/// An inset shown as a guide: the band between an outer and an inner rectangle is tinted, and the inner rectangle
/// is outlined with a dashed line. Used for the content inset and for section insets.
///
/// ```
///   outer ┌──────────────────┐
///         │ ░░░░░░░░░░░░░░░░ │  ← tinted band (the inset)
///         │ ░┌ ─ ─ ─ ─ ─ ─┐░ │
///         │ ░│   inner    │░ │  ← dashed
///         │ ░└ ─ ─ ─ ─ ─ ─┘░ │
///         └──────────────────┘
/// ```
public struct SceneGuide: Sendable, Equatable {
    /// Which inset the guide shows.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The collection view's content inset.
        case contentInset
        /// A section's inset.
        case sectionInset
    }

    /// Which inset the guide shows.
    public var kind: Kind
    /// The rectangle before the inset, in scene points.
    public var outer: CGRect
    /// The rectangle inside the inset, in scene points.
    public var inner: CGRect

    /// Creates a guide.
    ///
    /// - Parameters:
    ///   - kind: content or section inset.
    ///   - outer: the rectangle before the inset.
    ///   - inner: the rectangle inside the inset.
    public init(kind: Kind, outer: CGRect, inner: CGRect) {
        self.kind = kind
        self.outer = outer
        self.inner = inner
    }
}
