import CCairo
import Foundation
import ListAnimationKit
import ListCore

/// A picture of transitions for a code review: a few frames of each update side by side (wrapping into rows), each
/// captioned with its time, changed elements outlined (inserted green, deleted red, moved blue, reloaded orange),
/// and a legend underneath.
///
/// ```
/// ┌─ update 1 ────────────────────────────────────────────┐
/// │  0 ms · before   60 ms    120 ms   …   300 ms · after │
/// │ [frame]        [frame]  [frame]        [frame]        │
/// ├─ update 2 ────────────────────────────────────────────┤
/// │ …                                                     │
/// └─ ▢ inserted ▢ deleted ▢ moved ▢ reloaded ─────────────┘
/// ```
///
/// The frames of an update are taken at evenly spaced times from its start to its end (both included). Tiles are
/// rendered in parallel by the pipeline and painted into the strip in order.
///
/// ```swift
/// let strip = AnimationStrip(framesPerUpdate: 6)
/// try await strip.write(renderer, to: URL(fileURLWithPath: "strip.png"))
/// ```
public struct AnimationStrip: Sendable {
    /// Frames shown per update (at least 2: the start and the end).
    public var framesPerUpdate: Int
    /// The most tiles in one row; an update with more frames wraps.
    public var maxColumns: Int
    /// Points between tiles and around the strip.
    public var gap: Double = 14
    /// Height of a tile's caption, in points.
    public var captionHeight: Double = 30
    /// Height of the legend, in points.
    public var legendHeight: Double = 48

    /// One frame of the strip and where it goes.
    public struct Tile: Sendable, Equatable {
        /// The update it shows.
        public var update: Int
        /// Seconds since the update's transition started.
        public var time: Double
        /// The timing curve's output.
        public var progress: Double
        /// Its caption.
        public var caption: String
        /// Its top-left corner in the strip, in points.
        public var origin: CGPoint
    }

    /// Creates a strip layout.
    ///
    /// - Parameters:
    ///   - framesPerUpdate: frames per update (default 6).
    ///   - maxColumns: tiles per row at most (default 6).
    public init(framesPerUpdate: Int = 6, maxColumns: Int = 6) {
        self.framesPerUpdate = max(2, framesPerUpdate)
        self.maxColumns = max(1, maxColumns)
    }

    /// The tiles of a sequence and the strip's size in points.
    ///
    /// - Parameter sequence: the transitions and their timing.
    /// - Returns: the tiles in order and the size of the whole strip.
    public func layout(_ sequence: AnimationSequence) -> (tiles: [Tile], size: CGSize) {
        let frameSize = sequence.transitions[0].beforeScene.size
        let timing = sequence.timeline.timing
        let columns = min(framesPerUpdate, maxColumns)
        let tileWidth = Double(frameSize.width) + gap
        let tileHeight = Double(frameSize.height) + captionHeight + gap
        var tiles: [Tile] = []
        var row = 0
        for update in sequence.transitions.indices {
            for step in 0..<framesPerUpdate {
                let fraction = Double(step) / Double(framesPerUpdate - 1)
                let time = timing.duration * fraction
                let column = step % columns
                if step > 0 && column == 0 { row += 1 }
                tiles.append(
                    Tile(
                        update: update, time: time, progress: timing.curve.progress(at: fraction),
                        caption: caption(update: update, of: sequence.transitions.count, time: time, step: step),
                        origin: CGPoint(x: gap + Double(column) * tileWidth, y: gap + Double(row) * tileHeight)))
            }
            row += 1
        }
        let size = CGSize(
            width: gap + Double(columns) * tileWidth, height: gap + Double(row) * tileHeight + legendHeight)
        return (tiles, size)
    }

    /// The strip's size in pixels, checked before anything is rendered.
    ///
    /// - Parameter sequence: the transitions and their timing.
    /// - Returns: the width and height of the strip image.
    /// - Throws: ``RenderError/imageSize(width:height:scale:)`` when the strip is too large for one image.
    public func pixelSize(of sequence: AnimationSequence) throws(RenderError) -> (width: Int, height: Int) {
        try RenderScene.pixelSize(of: layout(sequence).size, scale: sequence.transitions[0].beforeScene.scale)
    }

    /// "120 ms", "0 ms · before", "300 ms · after", prefixed by "update 2 · " when there are several updates.
    func caption(update: Int, of count: Int, time: Double, step: Int) -> String {
        var text = "\(ListJSONNumber.format((time * 1000).rounded())) ms"
        if step == 0 { text += " · before" }
        if step == framesPerUpdate - 1 { text += " · after" }
        return count > 1 ? "update \(update + 1) · " + text : text
    }

    /// Renders the strip of `renderer`'s sequence (always highlighted) and writes it as a PNG.
    ///
    /// - Parameters:
    ///   - renderer: the sequence, pipeline and progress callback.
    ///   - url: the destination file.
    /// - Throws: rendering, encoding or file errors.
    public func write(_ renderer: AnimationRenderer, to url: URL) async throws {
        let image = try await render(renderer)
        try PNGEncoder().encode(image).write(to: url)
    }

    /// Renders the strip of `renderer`'s sequence (always highlighted).
    ///
    /// - Parameter renderer: the sequence, pipeline and progress callback.
    /// - Returns: the strip image.
    /// - Throws: rendering errors.
    public func render(_ renderer: AnimationRenderer) async throws -> RasterImage {
        let sequence = renderer.sequence
        let (tiles, size) = layout(sequence)
        let scale = sequence.transitions[0].beforeScene.scale
        let theme = renderer.pipeline.theme
        let pixels = try RenderScene.pixelSize(of: size, scale: scale)
        let strip = try RasterImage(width: pixels.width, height: pixels.height, scale: scale)
        strip.fill(Self.background(of: theme))
        let frameSize = sequence.transitions[0].beforeScene.size
        let captionHeight = self.captionHeight
        let legend = legendScene(width: Double(size.width), theme: theme)
        let progress = renderer.progress
        try await renderer.pipeline.run(count: tiles.count + 1) { index, worker in
            guard index < tiles.count else {
                return try worker.rasterizer.render(
                    [ScenePlacement(scene: legend)], size: legend.size, scale: scale, background: nil)
            }
            let tile = tiles[index]
            let frame = sequence.transitions[tile.update].scene(at: tile.progress, highlights: true)
            let caption = Self.captionScene(tile.caption, width: Double(frameSize.width), height: captionHeight, theme: theme)
            return try worker.rasterizer.render(
                [ScenePlacement(scene: caption), ScenePlacement(scene: frame, origin: CGPoint(x: 0, y: captionHeight))],
                size: CGSize(width: frameSize.width, height: frameSize.height + captionHeight), scale: scale,
                background: nil)
        } consume: { index, image in
            let origin = index < tiles.count ? tiles[index].origin : CGPoint(x: 0, y: size.height - legendHeight)
            strip.paint(image, at: origin)
            progress(index + 1, tiles.count + 1)
        }
        return strip
    }

    /// The strip's background: a neutral grey a little darker (light) or lighter (dark) than the frames.
    package static func background(of theme: RenderTheme) -> ListColor {
        theme.name == "dark" ? ListColor(red: 0x2C, green: 0x2C, blue: 0x2E) : ListColor(red: 0xD8, green: 0xD8, blue: 0xDE)
    }

    /// A caption: the time in bold-free secondary text, centred, on the strip's background.
    package static func captionScene(_ text: String, width: Double, height: Double, theme: RenderTheme) -> RenderScene {
        let element = SceneElement(
            kind: .header, frame: CGRect(x: 0, y: 0, width: width, height: height),
            content: ListCellContent(text: text, textAlignment: .center, textColor: theme.text, fontSize: 15),
            section: 0)
        return RenderScene(
            size: CGSize(width: width, height: height), scale: 1, elements: [element],
            backgroundColor: background(of: theme))
    }

    /// The legend: one outlined swatch per kind of change.
    func legendScene(width: Double, theme: RenderTheme) -> RenderScene {
        let entries: [(String, ElementOutline)] = [
            ("inserted", .inserted), ("deleted", .deleted), ("moved", .moved),
            ("reloaded", .color(TransitionSceneBuilder.reloadedColor)),
        ]
        let swatchWidth = 120.0
        let elements = entries.enumerated().map { index, entry in
            SceneElement(
                kind: .cell, frame: CGRect(x: gap + Double(index) * (swatchWidth + 12), y: 6, width: swatchWidth, height: 32),
                content: ListCellContent(text: entry.0, textAlignment: .center, fontSize: 15), section: 0, item: index,
                outline: entry.1)
        }
        return RenderScene(
            size: CGSize(width: width, height: legendHeight), scale: 1, elements: elements,
            backgroundColor: Self.background(of: theme))
    }
}

extension RasterImage {
    /// Paints every pixel with a colour.
    package func fill(_ color: ListColor) {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        CairoCanvas(context: context, scale: 1).fill(
            CGRect(x: 0, y: 0, width: width, height: height), color)
        cairo_surface_flush(surface)
    }

    /// Paints `image` with its top-left corner at `origin` (in points of this image's scale).
    package func paint(_ image: RasterImage, at origin: CGPoint) {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_set_source_surface(
            context, image.surface, (Double(origin.x) * scale).rounded(), (Double(origin.y) * scale).rounded())
        cairo_paint(context)
        cairo_surface_flush(surface)
    }
}
