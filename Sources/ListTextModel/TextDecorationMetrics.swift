/// Where a font draws its underline and strikethrough, from the font's own tables as Pango reads them: the line
/// positions (distances of each line's top above the baseline; an underline's is negative, below the baseline)
/// and thicknesses, in points. Renderers draw UIKit's `.underlineStyle` and `.strikethroughStyle` with them.
///
/// ```
///   ─── strikethrough: top at baseline − strikethroughPosition, strikethroughThickness tall
///   Text
///   ─── baseline
///   ─── underline: top at baseline − underlinePosition (below), underlineThickness tall
/// ```
public struct TextDecorationMetrics: Sendable, Hashable {
    /// The distance of the underline's top above the baseline, in points (negative: below the baseline).
    public var underlinePosition: Double
    /// The underline's thickness, in points.
    public var underlineThickness: Double
    /// The distance of the strikethrough's top above the baseline, in points.
    public var strikethroughPosition: Double
    /// The strikethrough's thickness, in points.
    public var strikethroughThickness: Double

    /// Creates metrics.
    public init(
        underlinePosition: Double, underlineThickness: Double, strikethroughPosition: Double,
        strikethroughThickness: Double
    ) {
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikethroughPosition = strikethroughPosition
        self.strikethroughThickness = strikethroughThickness
    }
}
