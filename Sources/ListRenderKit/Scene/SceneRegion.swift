/// Which part of a list a scene shows.
///
/// ```swift
/// let scene = RenderScene(spec: spec, layout: layout, region: .fullContent)
/// ```
public enum SceneRegion: String, Sendable, Equatable, CaseIterable {
    /// The viewport at the layout's content offset, as the screen shows it (sticky headers pinned, a scroll
    /// indicator when the content is longer than the viewport).
    case viewport
    /// The whole content with the content inset around it (at least the viewport's size), sticky headers at rest.
    case fullContent
}
