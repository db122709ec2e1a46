import Foundation
import ListCore

/// What the view tree measures text with: the one door between the views (ListViewKit, and the adapter above it) and
/// a text engine. ListTextKit's Pango engine implements it; the views never import the engine, so they, the layout
/// and the headless adapter build without Cairo and Pango. ``TextMeasurement/installed`` is the engine when it is
/// linked into the process, else estimated metrics (``TextLayout/usesEstimatedMetrics``).
package protocol TextMeasuring: Sendable {
    /// The measurer (made once per process, by ``TextMeasurement/installed``).
    init()

    /// Lays out `text` as ``TextLayout/init(text:font:runs:width:maxLines:maxHeight:language:rightToLeft:lineBreakMode:paragraphStyle:)``
    /// documents (every initializer of ``TextLayout`` comes here).
    func layout(
        text: String, font: TextFont, runs: [TextFontRun], width: Double, maxLines: Int?, maxHeight: Double?,
        language: String, rightToLeft: Bool, lineBreakMode: NSLineBreakMode, paragraphStyle: TextParagraphStyle
    ) -> TextLayout

    /// The height of one line of `font` and the distance from its top to the baseline.
    func lineMetrics(of font: TextFont) -> (height: Double, ascent: Double)

    /// The face of a font file (``FontFace/load(path:)``).
    func loadFace(path: String) throws -> FontFace

    /// The system font's faces (``FontSet/system()``).
    func systemFonts() throws -> FontSet

    /// The bundled DejaVu Sans faces (``FontSet/bundled()``).
    func bundledFonts() throws -> FontSet
}
