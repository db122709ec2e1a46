import CCairo
import Foundation
import ListCore

/// Draws one scene on a canvas, in layers: background, section-inset guides, elements, spacing markers, pinned
/// headers, the screen's chrome, the content-inset guide, scroll indicator.
struct SceneDrawer {
    let canvas: CairoCanvas
    /// The fonts, theme, overlays and environment of the rasteriser.
    let drawing: DrawingContext
    /// Records what an accessibility audit reads while the scene is drawn (`nil`: a plain render).
    var recorder: AuditRecorder? = nil

    /// The corner radius of cells.
    static let cellCornerRadius = 10.0

    func draw(_ scene: RenderScene) {
        let context = canvas.context
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        canvas.fill(CGRect(origin: .zero, size: scene.size), scene.backgroundColor?.resolved(for: theme.style) ?? theme.background)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        if let backgroundView = scene.backgroundView {
            recorder?.beginElement(
                "background", frame: backgroundView.frame, alpha: backgroundView.alpha,
                isOpaque: backgroundView.content.backgroundColor?.resolved(for: theme.style).alpha == 255)
            _ = drawElement(backgroundView, isBackgroundView: true)
        }
        let guides = overlays.contains(.guides) ? scene.guides : []
        // Section insets lie behind the cells; the content inset (where system bars cover the list) over them.
        for guide in guides where guide.kind == .sectionInset { drawGuide(guide) }
        for element in scene.elements where !element.isPinned { drawWithEffects(element) }
        if overlays.contains(.spacing) {
            for marker in scene.spacingMarkers { drawSpacingMarker(marker) }
        }
        for element in scene.elements where element.isPinned { drawWithEffects(element) }
        if let chrome = scene.chrome {
            recorder?.beginElement("chrome", frame: chrome.frame, alpha: 1, isOpaque: false)
            drawView(chrome, at: .zero)
        }
        for guide in guides where guide.kind == .contentInset { drawGuide(guide) }
        if let thumb = scene.scrollIndicator {
            canvas.fillRoundedRect(thumb, radius: Double(min(thumb.width, thumb.height)) / 2, theme.scrollIndicator)
        }
    }

    /// Draws an element, faded through a group when its alpha is below 1, with its outline and annotations.
    func drawWithEffects(_ element: SceneElement) {
        guard element.alpha > 0 else { return }
        recorder?.beginElement(
            element.accessibilityName(isBackground: false), frame: element.frame, alpha: element.alpha,
            isOpaque: element.view == nil ? backgroundColor(of: element)?.alpha == 255
                : element.content.backgroundColor?.resolved(for: theme.style).alpha == 255)
        let context = canvas.context
        let faded = element.alpha < 1
        if faded {
            cairo_save(context)
            let bounds = element.frame.insetBy(dx: -4, dy: -4)
            cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(context)
            cairo_push_group(context)
        }
        let textBoxes = drawElement(element)
        if let outline = element.outline {
            noteOverlay(Self.ring(element.frame.insetBy(dx: -2, dy: -2), width: 2))
            canvas.strokeRoundedRect(
                element.frame.insetBy(dx: -1, dy: -1), radius: cornerRadius(of: element) + 1, width: 2,
                theme.color(of: outline))
        }
        drawAnnotations(of: element, avoiding: textBoxes)
        if faded {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, element.alpha)
            cairo_restore(context)
        }
    }

    var fonts: FontSet { drawing.fonts }
    var theme: RenderTheme { drawing.theme }
    var overlays: RenderOverlays { drawing.overlays }
    var environment: ListEnvironment { drawing.environment }

    func cornerRadius(of element: SceneElement) -> Double {
        element.kind == .cell ? Self.cellCornerRadius : 0
    }
}
