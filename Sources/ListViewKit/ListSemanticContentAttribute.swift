/// UIKit's `UISemanticContentAttribute`: whether a view flips in a right-to-left layout.
///
/// ```swift
/// playbackControls.semanticContentAttribute = .playback   // never flips
/// ```
public enum ListSemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the layout direction.
    case unspecified
    /// Playback controls: follows the direction (recorded).
    case playback
    /// Spatial controls: follows the direction (recorded).
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// UIKit's name for ``ListSemanticContentAttribute``.
public typealias UISemanticContentAttribute = ListSemanticContentAttribute
