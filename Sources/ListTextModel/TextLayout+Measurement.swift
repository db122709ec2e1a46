extension TextLayout {
    /// Whether text in this process is measured with estimated metrics rather than by a text engine: `true` only
    /// when ListTextKit (Pango) is not linked, as in an app that depends on the headless `ListAdapterKit` product
    /// alone. Estimated layouts are deterministic and wrap as the engine does (at spaces, a word wider than the line
    /// between characters), with nominal advances: 0.55 of the font size a character (0.28 a space, 1 a
    /// Chinese/Japanese/Korean character or emoji) and lines 1.21 of the size, the system font's; their lines hold
    /// no glyphs. Link the `ListPreview` product for the sizes it draws.
    public static var usesEstimatedMetrics: Bool { TextMeasurement.installed is EstimatedTextMeasurer }
}
