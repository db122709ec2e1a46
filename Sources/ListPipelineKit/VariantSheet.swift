import Foundation
import ListCore
import ListRenderKit
import ListSpecKit

/// A contact sheet of a spec's variants: the spec as written and each of its `variants`, side by side in rows,
/// each under a caption naming it and its environment (`listpreview render --variants`).
///
/// ```
///   ┌───────────────┬───────────────┬───────────────┐
///   │ as written    │ dark          │ ax5 · AX5     │   captions
///   │ ┌───────────┐ │ ┌───────────┐ │ ┌───────────┐ │
///   │ │  render   │ │ │  render   │ │ │  render   │ │
/// ```
///
/// ```swift
/// let sheet = VariantSheet(renderer: SpecRenderer(fonts: try .bundled(), overlays: .none))
/// let image = try sheet.render(try ListSpec.load(contentsOf: URL(fileURLWithPath: "Samples/variants.json")))
/// ```
public struct VariantSheet: Sendable {
    /// Renders each variant (its pipeline's overrides apply to every one).
    public var renderer: SpecRenderer
    /// The most renders in a row.
    public var columns: Int
    /// The space around and between the renders, in points.
    public var gap: Double = 16
    /// The height of a caption, in points.
    public var captionHeight: Double = 28

    /// Creates a sheet renderer.
    ///
    /// - Parameters:
    ///   - renderer: draws each variant.
    ///   - columns: the most renders in a row (default 4).
    public init(renderer: SpecRenderer, columns: Int = 4) {
        self.renderer = renderer
        self.columns = max(1, columns)
    }

    /// The caption of a variant: its name, then what it sets (`ax5 — AX5, rightToLeft, ar`).
    public static func caption(of variant: ListSpecVariant?, in environment: ListEnvironment) -> String {
        let name = variant?.name ?? "as written"
        var parts = [environment.theme.rawValue]
        let category = environment.contentSizeCategory
        if category != .large {
            parts.append(
                category.isAccessibilityCategory
                    ? "AX\(category.ordinal - ListContentSizeCategory.accessibilityMedium.ordinal + 1)" : category.rawValue)
        }
        if environment.isRightToLeft { parts.append("RTL") }
        if environment.locale != "en" { parts.append(environment.locale) }
        return "\(name) — \(parts.joined(separator: ", "))"
    }

    /// Renders the sheet of a spec document.
    ///
    /// - Throws: ``ListSpecError`` naming the file, or ``RenderError``.
    public func render(_ document: ListSpecDocument) throws -> RasterImage {
        let images = try renderer.prepare(document).variants.map { variant in
            (caption: Self.caption(of: variant.variant, in: variant.environment),
             image: try renderer.still(of: variant).image)
        }
        let scale = images[0].image.scale
        let columnCount = min(columns, images.count)
        let rows = stride(from: 0, to: images.count, by: columnCount).map {
            Array(images[$0..<min($0 + columnCount, images.count)])
        }
        func points(_ pixels: Int) -> Double { Double(pixels) / scale }
        let tileWidth = images.map { points($0.image.width) }.max() ?? 0
        let rowHeights = rows.map { row in captionHeight + (row.map { points($0.image.height) }.max() ?? 0) }
        let width = gap + Double(columnCount) * (tileWidth + gap)
        let height = gap + rowHeights.reduce(0) { $0 + $1 + gap }
        let pixels = try RenderScene.pixelSize(of: CGSize(width: width, height: height), scale: scale)
        let sheet = try RasterImage(width: pixels.width, height: pixels.height, scale: scale)
        let theme = RenderTheme.light
        sheet.fill(AnimationStrip.background(of: theme))
        // The sheet's own captions: light, in the standard environment, whatever the variants show.
        let captions = DrawingContext(fonts: renderer.fonts, theme: theme, scale: scale).makeRasterizer()
        var top = gap
        for (row, height) in zip(rows, rowHeights) {
            for (column, tile) in row.enumerated() {
                let left = gap + Double(column) * (tileWidth + gap)
                let caption = AnimationStrip.captionScene(
                    tile.caption, width: tileWidth, height: captionHeight, theme: theme)
                let captionImage = try captions.render(
                    [ScenePlacement(scene: caption)], size: caption.size, scale: scale, background: nil)
                sheet.paint(captionImage, at: CGPoint(x: left, y: top))
                sheet.paint(tile.image, at: CGPoint(x: left, y: top + captionHeight))
            }
            top += height + gap
        }
        return sheet
    }
}
