extension ListView {
    /// UIKit's `UIView.ContentMode`: how an image fills its view's bounds.
    ///
    /// ```
    ///   scaleToFill        scaleAspectFit      scaleAspectFill     center
    ///   ┌──────────┐       ┌──────────┐        ┌──────────┐       ┌──────────┐
    ///   │▓▓▓▓▓▓▓▓▓▓│       │   ▓▓▓▓   │       ▓│▓▓▓▓▓▓▓▓▓▓│▓      │    ▓▓    │
    ///   │▓▓▓▓▓▓▓▓▓▓│       │   ▓▓▓▓   │       ▓│▓▓▓▓▓▓▓▓▓▓│▓      │    ▓▓    │
    ///   └──────────┘       └──────────┘        └──────────┘       └──────────┘
    ///   stretched          whole, letterboxed  covers, cropped    natural size
    /// ```
    public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit inside the bounds, aspect kept, centred.
        case scaleAspectFit
        /// Scaled to cover the bounds, aspect kept, centred (cropped when clipped).
        case scaleAspectFill
        /// Redrawn on resize (drawn as `scaleToFill`).
        case redraw
        /// Natural size, centred.
        case center
        /// Natural size, at the top edge.
        case top
        /// Natural size, at the bottom edge.
        case bottom
        /// Natural size, at the left edge.
        case left
        /// Natural size, at the right edge.
        case right
        /// Natural size, top left.
        case topLeft
        /// Natural size, top right.
        case topRight
        /// Natural size, bottom left.
        case bottomLeft
        /// Natural size, bottom right.
        case bottomRight
    }
}
