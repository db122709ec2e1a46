import Foundation
import ListRenderKit
import ListSpecKit

/// Renders spec files for ``SnapshotSuite`` with a ``SpecRenderer``: the still at the spec's content offset, and
/// (when an animation renderer is given) the frames of its `updates`.
public struct SpecSnapshotRenderer: SnapshotRendering {
    /// Draws the stills.
    public var renderer: SpecRenderer
    /// Renders a spec's update animation, or returns `nil` when it has none; `nil` skips animations.
    public var animation: (@Sendable (ListSpecDocument, SpecRenderer) throws -> RenderedAnimation?)?

    /// Creates a snapshot renderer.
    public init(
        renderer: SpecRenderer,
        animation: (@Sendable (ListSpecDocument, SpecRenderer) throws -> RenderedAnimation?)? = nil
    ) {
        self.renderer = renderer
        self.animation = animation
    }

    /// Loads, lays out and renders the spec at `url`.
    ///
    /// - Throws: ``ListSpecError`` naming the file and JSON paths, or ``RenderError``.
    public func renderStill(specAt url: URL) throws -> RenderedSnapshot {
        let image = try renderer.render(try Self.load(url))
        return RenderedSnapshot(png: try PNGEncoder().encode(image), image: image.rgbaImage())
    }

    /// Loads a spec under its name relative to the current folder, so messages name it as the user does.
    private static func load(_ url: URL) throws -> ListSpecDocument {
        try ListSpec.load(contentsOf: URL(fileURLWithPath: SnapshotSuite.displayName(of: url)))
    }

    /// The animation of the spec's updates, if it has any and an animation renderer was given.
    public func renderAnimation(specAt url: URL) throws -> RenderedAnimation? {
        guard let animation else { return nil }
        let document = try Self.load(url)
        guard !document.spec.updates.isEmpty else { return nil }
        return try animation(document, renderer)
    }
}
