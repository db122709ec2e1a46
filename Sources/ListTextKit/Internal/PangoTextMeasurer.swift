import Foundation
import ListCore
import ListTextModel

/// The text engine as the view tree sees it (``TextMeasuring``): Pango over HarfBuzz with the pinned fonts, the
/// same layouts the renderer draws. Found by ``TextMeasurement/installed`` whenever this module is linked.
package struct PangoTextMeasurer: TextMeasuring {
    /// The measurer.
    package init() {}

    package func layout(
        text: String, font: TextFont, runs: [TextFontRun], width: Double, maxLines: Int?, maxHeight: Double?,
        language: String, rightToLeft: Bool, lineBreakMode: NSLineBreakMode, paragraphStyle: TextParagraphStyle
    ) -> TextLayout {
        let engine = TextEngine.shared
        // With one font among the runs and no kern the request is exactly the one-font request (the same cache
        // entry); a run's kern is part of its span, so of the cache's key.
        let spans = !runs.contains(where: { $0.font != font || $0.usableKern != 0 }) ? [] : runs.map {
            TextSpan(
                range: $0.range, families: engine.families(primary: $0.font.family, language: language),
                style: TextStyleKey($0.font), size: $0.font.size, kern: $0.usableKern)
        }
        return engine.layout(
            TextRequest(
                text: text, families: engine.families(primary: font.family, language: language), style: TextStyleKey(font),
                size: font.size, width: width, maxLines: maxHeight == nil ? maxLines : nil,
                maxHeight: maxHeight.map { max(0, $0) }, language: language, rightToLeft: rightToLeft, spans: spans,
                lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle))
    }

    package func lineMetrics(of font: TextFont) -> (height: Double, ascent: Double) {
        TextEngine.shared.nominalLine(
            families: TextEngine.shared.families(primary: font.family, language: "en"), style: TextStyleKey(font),
            size: font.size)
    }

    package func loadFace(path: String) throws -> FontFace {
        try FontLoader.load(path: path)
    }

    package func systemFonts() throws -> FontSet {
        try Self.systemResult.get()
    }

    package func bundledFonts() throws -> FontSet {
        let folder = Self.bundledFontFolder
        return FontSet(
            regular: try FontLoader.load(path: folder.appendingPathComponent("DejaVuSans.ttf").path),
            bold: try FontLoader.load(path: folder.appendingPathComponent("DejaVuSans-Bold.ttf").path))
    }

    /// The system font's eighteen faces, each checked against its SHA-256: loaded once per process.
    private static let systemResult: Result<FontSet, FontError> = Result {
        () throws(FontError) -> FontSet in
        var faces: [FontFace] = []
        for pinned in PinnedFont.systemFaces {
            faces.append(try PinnedFont.loadVerified(pinned))
        }
        return FontSet(family: PinnedFont.systemFamily, faces: faces)
    }

    /// The folder of the bundled fonts.
    static var bundledFontFolder: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fonts")
    }
}
