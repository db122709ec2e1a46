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

    @Option(name: .customLong("image-budget"), help: ArgumentHelp(
        "The most memory decoded images keep for the whole run, in MiB (default: LISTPREVIEW_IMAGE_BUDGET, else "
            + "256); the least recently used are released and decoded again if drawn again.",
        valueName: "MiB"))
    var imageBudget: String?

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

    /// The pipeline these options ask for: the font (or the system one), the scale and `contentOffset`; sets the
    /// run's budget of decoded images first (``applyImageBudget()``).
    func pipeline(contentOffset: CGPoint? = nil) throws -> SpecPipeline {
        try applyImageBudget()
        return SpecPipeline(
            fonts: try Self.fonts(font), scale: try checkedScale(), contentOffset: contentOffset,
            environment: try environment.overrides())
    }

    /// Sets `ListImageStore.shared`'s budget from `--image-budget`, checking `LISTPREVIEW_IMAGE_BUDGET` too (the
    /// budget never changes the pictures, only memory and time, so it is not among ``arguments``).
    ///
    /// - Throws: ``InputError`` naming the option or the variable (exit status 2).
    func applyImageBudget() throws {
        if let imageBudget {
            guard let bytes = ListImageStore.budgetBytes(mebibytes: imageBudget) else {
                throw InputError("--image-budget: \(ListImageStore.invalidBudgetReason(imageBudget))")
            }
            ListImageStore.shared.budgetBytes = bytes
        } else if let text = ProcessInfo.processInfo.environment["LISTPREVIEW_IMAGE_BUDGET"],
                  ListImageStore.budgetBytes(mebibytes: text) == nil {
            throw InputError("LISTPREVIEW_IMAGE_BUDGET: \(ListImageStore.invalidBudgetReason(text))")
        }
    }

    /// The faces of `--font PATH`, or the system font (Inter Display).
    ///
    /// - Throws: ``FontError/font(path:reason:)`` naming a missing or invalid file (exit status 2).
    static func fonts(_ path: String?) throws -> FontSet {
        try path.map { try FontSet(path: $0) } ?? FontSet.system()
    }
}
