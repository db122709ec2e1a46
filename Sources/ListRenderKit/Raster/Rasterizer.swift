import CCairo
import Foundation
import ListCore

/// Draws ``RenderScene``s into ``RasterImage``s with Cairo, text through FreeType faces with grayscale antialiasing,
/// no hinting and unhinted metrics, so that the same scene gives the same pixels on every machine.
///
/// A rasteriser reuses the pixel memory of the last image it returned once nobody holds that image any more, so
/// render a stream of frames with one rasteriser (per thread: it is not `Sendable`).
///
/// ```swift
/// let rasterizer = Rasterizer(fonts: try FontSet.system(), theme: .dark, overlays: .none)
/// let image = try rasterizer.render(scene)
/// try PNGEncoder().write(image, to: URL(fileURLWithPath: "frame.png"))
/// ```
public final class Rasterizer {
    /// What it draws in: fonts, theme, environment and overlays (``DrawingContext``), the one value every road
    /// that draws hands over whole.
    package var context: DrawingContext

    /// The faces text is drawn with.
    public var fonts: FontSet {
        get { context.fonts }
        set { context.fonts = newValue }
    }
    /// The colours.
    public var theme: RenderTheme {
        get { context.theme }
        set { context.theme = newValue }
    }
    /// The annotations drawn over the list.
    public var overlays: RenderOverlays {
        get { context.overlays }
        set { context.overlays = newValue }
    }
    /// The environment text is set in: Dynamic Type size, layout direction (the trailing edge of accessories,
    /// leading alignment), locale.
    public var environment: ListEnvironment {
        get { context.environment }
        set { context.environment = newValue }
    }

    /// What a new image's memory holds before it is drawn: `nil` (default), whatever the allocator gives, since
    /// every render paints each pixel first (a recycled image's too); a byte, that byte everywhere, so a test can
    /// show that nothing drawn depends on it.
    package var freshImageFilling: UInt8?

    private let fontOptions: OpaquePointer
    private var recycled: RasterImage?
    private let patterns = SolidColorPatterns()

    /// Creates a rasteriser.
    ///
    /// - Parameters:
    ///   - fonts: the faces (``FontSet/system()`` for the system font, ``FontSet/bundled()`` for DejaVu Sans).
    ///   - theme: the colours (default light).
    ///   - overlays: the annotations (default guides, spacing and index paths).
    ///   - environment: the Dynamic Type size, layout direction and locale text is set in (default UIKit's).
    public convenience init(
        fonts: FontSet, theme: RenderTheme = .light, overlays: RenderOverlays = .default,
        environment: ListEnvironment = .standard
    ) {
        self.init(context: DrawingContext(fonts: fonts, theme: theme, environment: environment, overlays: overlays))
    }

    /// Creates a rasteriser drawing in a context: where every rasteriser is assembled
    /// (``DrawingContext/makeRasterizer()``).
    ///
    /// - Parameter context: the fonts, theme, environment and overlays.
    package init(context: DrawingContext) {
        self.context = context
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
    }

    /// Draws one scene into an image of its pixel size.
    ///
    /// - Parameter scene: the scene.
    /// - Returns: the image (`scene.pixelSize`, at `scene.scale`).
    /// - Throws: ``RenderError/surface(width:height:reason:)`` when the image cannot be allocated.
    /// - Complexity: O(pixels + glyphs).
    public func render(_ scene: RenderScene) throws -> RasterImage {
        try render([ScenePlacement(scene: scene)], size: scene.size, scale: scene.scale, background: nil)
    }

    /// Composes several scenes into one image (a strip of animation frames, a before/after pair): each is drawn at
    /// its origin, clipped to its own size.
    ///
    /// - Parameters:
    ///   - placements: the scenes and where they go, in points.
    ///   - size: the size of the whole image in points.
    ///   - scale: pixels per point.
    ///   - background: the colour behind the scenes (`nil`: transparent).
    /// - Returns: the image.
    /// - Throws: ``RenderError/imageSize(width:height:scale:)`` when `size` at `scale` is too large for an image,
    ///   ``RenderError/surface(width:height:reason:)`` when the image cannot be allocated,
    ///   ``FontError/fontMismatch(file:reason:)`` when a pinned font that drew text is not the pinned version.
    public func render(
        _ placements: [ScenePlacement], size: CGSize, scale: Double, background: ListColor?
    ) throws -> RasterImage {
        try render(placements, size: size, scale: scale, background: background, recorder: nil, then: nil)
    }

    /// ``render(_:size:scale:background:)``, then `then` draws over the scenes (in points, unclipped); `recorder`
    /// records what an audit reads while they are drawn.
    func render(
        _ placements: [ScenePlacement], size: CGSize, scale: Double, background: ListColor?,
        recorder: AuditRecorder? = nil, then: ((SceneDrawer) -> Void)?
    ) throws -> RasterImage {
        let pixels = try RenderScene.pixelSize(of: size, scale: scale)
        let image = try makeImage(width: pixels.width, height: pixels.height, scale: scale)
        let context = cairo_create(image.surface)!
        defer { cairo_destroy(context) }
        cairo_set_font_options(context, fontOptions)
        let canvas0 = CairoCanvas(context: context, scale: 1, patterns: patterns)
        let single = placements.count == 1 && placements[0].origin == .zero && placements[0].scene.size == size
        if !single {
            // A composition starts transparent.
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            canvas0.setColor(ListColor(red: 0, green: 0, blue: 0, alpha: UInt8(0)))
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        } else if Double(pixels.width) != Double(size.width) * scale || Double(pixels.height) != Double(size.height) * scale {
            // A single scene paints every pixel with its background, but when its size times the scale is not a
            // whole number of pixels the image is rounded up and the background covers its last column or row only
            // in part (or, for a product that underflows to 0, not at all): that edge would be translucent (an
            // APNG, which is RGB, could not hold it) and would blend with what a recycled image held there. Paint
            // the whole image first.
            let scene = placements[0].scene
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            canvas0.setColor(scene.backgroundColor?.resolved(for: theme.style) ?? theme.background)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(context, scale, scale)
        let drawnFonts = DrawnFonts()
        let canvas = CairoCanvas(context: context, scale: scale, drawnFonts: drawnFonts, patterns: patterns)
        if let background { canvas.fill(CGRect(origin: .zero, size: size), background) }
        let drawer = SceneDrawer(canvas: canvas, drawing: self.context, recorder: recorder)
        for placement in placements {
            cairo_save(context)
            cairo_translate(context, placement.origin.x, placement.origin.y)
            cairo_rectangle(context, 0, 0, placement.scene.size.width, placement.scene.size.height)
            cairo_clip(context)
            drawer.draw(placement.scene)
            cairo_restore(context)
        }
        then?(drawer)
        cairo_surface_flush(image.surface)
        // A pinned font of another version (or missing fallback fonts) would make this image differ from its
        // golden for a reason that is not the list's: say so instead.
        if let problem = TextEngine.shared.fontProblems.first { throw problem }
        image.fonts = drawnFonts.records
        return image
    }

    /// A blank image, reusing the last one's memory when it has the same size and nobody else holds it.
    private func makeImage(width: Int, height: Int, scale: Double) throws -> RasterImage {
        if var candidate = recycled {
            recycled = nil
            if isKnownUniquelyReferenced(&candidate), candidate.width == width, candidate.height == height {
                candidate.scale = scale
                cairo_surface_mark_dirty(candidate.surface)
                recycled = candidate
                return candidate
            }
        }
        let image = try RasterImage(width: width, height: height, scale: scale, filling: freshImageFilling)
        recycled = image
        return image
    }
}

/// A scene and where it goes in a composed image.
public struct ScenePlacement: Sendable, Equatable {
    /// The scene.
    public var scene: RenderScene
    /// Its top-left corner in the composed image, in points.
    public var origin: CGPoint

    /// Places a scene.
    ///
    /// - Parameters:
    ///   - scene: the scene.
    ///   - origin: its top-left corner in points (default: the image's origin).
    public init(scene: RenderScene, origin: CGPoint = .zero) {
        self.scene = scene
        self.origin = origin
    }
}
