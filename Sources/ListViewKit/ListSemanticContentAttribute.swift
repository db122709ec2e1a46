/// UIKit's `UISemanticContentAttribute`: whether a view flips in a right-to-left layout.
///
/// ```swift
/// playbackControls.semanticContentAttribute = .playback   // never flips
/// ```
public enum ListSemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the layout direction.
    case unspecified
    /// Playback controls (play, rewind, a scrubber): never flipped, left to right.
    case playback
    /// Directional controls (a text-alignment segmented control, a D-pad): never flipped, left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// UIKit's name for ``ListSemanticContentAttribute``.
public typealias UISemanticContentAttribute = ListSemanticContentAttribute
