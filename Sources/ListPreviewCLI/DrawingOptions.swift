import ArgumentParser
import Foundation
import ListPreview

/// The options every command that draws or lays out a spec shares (`layout`, `render`, `animate`, `record`, `verify`,
/// `compare`): the scale, the environment (theme, Dynamic Type, direction, locale) and the font, declared once with
/// one help text and one validation message each (`DrawingOptionsTests` holds every command to that). They become
/// the command's ``SpecPipeline``.
///
/// ```swift
/// @OptionGroup(title: "Drawing") var drawing: DrawingOptions
/// let pipeline = try drawing.pipeline()   // --font, --scale and the environment options, checked
/// ```
struct DrawingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The screen scale (1, 2, 3…), overriding the spec's.", valueName: "scale"))
    var scale: Double?

    @OptionGroup(title: "Environment")
    var environment: EnvironmentOptions

    @Option(
        help: ArgumentHelp(
            "A TrueType/OpenType font file to use instead of the system font (Inter Display).", valueName: "path"))
    var font: String?

    /// The options as arguments, to repeat them (results.json keeps them; the report's commands repeat them).
    var arguments: [String] {
        var arguments = environment.arguments
        if let scale { arguments += ["--scale", ListJSONNumber.format(scale)] }
        if let font { arguments += ["--font", font] }
        return arguments
    }

    /// The theme, checked.
    func renderTheme() throws -> RenderTheme {
        try environment.renderTheme()
    }

    func checkedScale() throws -> CGFloat? {
        guard let scale else { return nil }
        // At least ListSpecLimits.minimumScale: frames are rounded to whole pixels, which must stay finite.
        guard scale >= ListSpecLimits.minimumScale && scale <= ListSpecLimits.scale else {
            throw InputError("--scale: expected a number from 0.000001 to 4, got \(scale)")
        }
        return CGFloat(scale)
    }

    /// The pipeline these options ask for: the font (or the system one), the scale and `contentOffset`.
    func pipeline(contentOffset: CGPoint? = nil) throws -> SpecPipeline {
        SpecPipeline(
            fonts: try Self.fonts(font), scale: try checkedScale(), contentOffset: contentOffset,
            environment: try environment.overrides())
    }

    /// The faces of `--font PATH`, or the system font (Inter Display).
    ///
    /// - Throws: ``FontError/font(path:reason:)`` naming a missing or invalid file (exit status 2).
    static func fonts(_ path: String?) throws -> FontSet {
        try path.map { try FontSet(path: $0) } ?? FontSet.system()
    }
}
