import Foundation
import ListCore
import ListViewKit

/// Everything a picture is drawn in besides its scene: the faces text is set in, the colours, the environment
/// (Dynamic Type size, layout direction, locale), the annotations and the screen scale — one value, so that a still,
/// an animation frame and a snapshot of the same state are drawn alike.
///
/// It is made in one of two places and taken by every road that draws: a spec's comes from its `PreparedSpec`
/// (`drawingContext(overlays:)`: the pipeline's fonts, the resolved theme and environment, the viewport's scale),
/// a view's or collection view's from its trait collection (``init(traitCollection:fonts:theme:overlays:scale:)``).
/// The rasteriser (``Rasterizer/init(context:)``), the frame pipeline
/// (``FramePipeline/init(context:workers:window:)``), `ListAnimation` and `ListSnapshot` take it whole; a rasteriser
/// is assembled from it in ``makeRasterizer()`` and nowhere else.
///
/// ```
///   PreparedSpec ──drawingContext(overlays:)──┐
///                                             ├─► DrawingContext ──► Rasterizer, FramePipeline, ListAnimation
///   ListTraitCollection (+ theme, scale) ─────┘
/// ```
///
/// ```swift
/// let context = try DrawingContext(traitCollection: cell.traitCollection, scale: 3)
/// let image = try context.makeRasterizer().render(RenderScene(view: cell, scale: context.scale))
/// ```
///
/// `package`, not `public`: users name the parts where they draw (`Rasterizer(fonts:theme:overlays:environment:)`,
/// `ListSnapshot.image(of:scale:theme:environment:)`, a view's trait collection) as UIKit's API does, and each of
/// those entrances makes this value; the one value is how the modules agree, not another thing to learn.
package struct DrawingContext: Sendable {
    /// The faces text is set and measured in.
    package var fonts: FontSet
    /// The colours of the list, its cells and overlays.
    package var theme: RenderTheme
    /// The environment text is set in: Dynamic Type size, layout direction (the trailing edge of accessories,
    /// leading alignment), locale.
    package var environment: ListEnvironment
    /// The annotations drawn over the list.
    package var overlays: RenderOverlays
    /// Pixels per point of the scenes made in this context (a spec's viewport scale, a snapshot's `scale`, the
    /// scale an animation was recorded at). A rasteriser draws each scene at the scene's own ``RenderScene/scale``,
    /// which is this one for every scene a road makes from its context; a rasteriser made from the parts alone
    /// (its public initialiser) keeps 1 here and never reads it.
    package var scale: Double

    /// A context of these parts.
    ///
    /// - Parameters:
    ///   - fonts: the faces.
    ///   - theme: the colours (default light).
    ///   - environment: the Dynamic Type size, layout direction and locale (default UIKit's).
    ///   - overlays: the annotations (default none).
    ///   - scale: pixels per point of the scenes made in this context (default 1).
    package init(
        fonts: FontSet, theme: RenderTheme = .light, environment: ListEnvironment = .standard,
        overlays: RenderOverlays = .none, scale: Double = 1
    ) {
        self.fonts = fonts
        self.theme = theme
        self.environment = environment
        self.overlays = overlays
        self.scale = scale
    }

    /// The context of a view shown in a trait collection: its environment, `fonts` or else its fonts (else the
    /// system font), and the colours of its theme unless `theme` says otherwise.
    ///
    /// - Parameters:
    ///   - traitCollection: the view's trait collection (inside `withEnvironment`, the environment it is shown in).
    ///   - fonts: the faces, over the trait collection's (default: the trait collection's, else the system font).
    ///   - theme: the colours (default: those of the trait collection's ``ListTraitCollection/userInterfaceStyle``).
    ///   - overlays: the annotations (default none).
    ///   - scale: pixels per point.
    /// - Throws: ``FontError`` when the system font's pinned files are missing or of another version.
    package init(
        traitCollection: ListTraitCollection, fonts: FontSet? = nil, theme: RenderTheme? = nil,
        overlays: RenderOverlays = .none, scale: Double
    ) throws {
        let environment = traitCollection.environment
        self.init(
            fonts: try fonts ?? traitCollection.fonts ?? FontSet.system(),
            theme: theme ?? RenderTheme(style: environment.theme), environment: environment, overlays: overlays,
            scale: scale)
    }

    /// A rasteriser drawing in this context (one per thread: it is not `Sendable`).
    package func makeRasterizer() -> Rasterizer {
        Rasterizer(context: self)
    }
}
