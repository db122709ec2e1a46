/// The fonts that drew text on a canvas during one render (what the rendered image records as drawn with).
final class DrawnFonts {
    private(set) var fonts: Set<ShapedFont> = []

    /// Notes a font that drew a run.
    func insert(_ font: ShapedFont) {
        fonts.insert(font)
    }

    /// The font files, each once, by file name.
    var records: [FontRecord] {
        Set(fonts.map(\.record)).sorted()
    }
}
