import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// `listpreview render SPEC -o OUT.png`: rasterises the viewport of a spec at its content offset (or the whole
/// content) to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a spec's viewport (or whole content) to a PNG.",
        discussion: """
            Draws the cells, headers and footers visible at the content offset, at the spec's scale, with text \
            set in the system font (Inter Display, pinned, so renders are identical on every machine) or the \
            --font you give. \
            Overlays show the content and section insets (tinted bands, dashed outlines), the spacing between \
            cells, and each element's index path; --frames adds each frame's values. --clean turns every overlay \
            off. The PNG is written to a temporary file and renamed: never half-written.

            Examples:
              listpreview render Samples/settings.json -o Output/settings.png
              listpreview render Samples/feed.json -o feed.png --offset 0,600 --theme dark
              listpreview render Samples/feed.json -o feed-full.png --full --scale 1 --clean
              listpreview render Samples/feed.json -o feed.png --no-index-paths --frames --font Fonts/Inter.ttf
              listpreview render Samples/variants.json -o variants.png --variants --clean
              listpreview render Samples/feed.json -o feed-ax5.png --content-size-category accessibilityExtraExtraExtraLarge
              listpreview render Samples/settings.json -o settings-voiceover.png --accessibility --clean

            Bad input (spec errors name the file and JSON path; a missing or invalid font; an output that cannot \
            be written) exits with status 2 and leaves no file behind.
            """
    )

    @Argument(help: "The spec file (.json, or .yaml/.yml).")
    var spec: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG to write.", valueName: "file.png"))
    var output: String

    @Option(help: ArgumentHelp("The content offset, overriding the spec's.", valueName: "x,y"))
    var offset: String?

    @Flag(help: "Render the whole content (with the content inset) instead of the viewport.")
    var full = false

    @OptionGroup(title: "Drawing")
    var drawing: DrawingOptions

    @Flag(inversion: .prefixedNo, help: "Show the content-inset and section-inset guides.")
    var guides = true

    @Flag(inversion: .prefixedNo, help: "Show the line and interitem spacing markers.")
    var spacing = true

    @Flag(inversion: .prefixedNo, help: "Show each element's index path.")
    var indexPaths = true

    @Flag(inversion: .prefixedNo, help: "Show each element's frame (x,y w×h).")
    var frames = false

    @Flag(help: "No overlays at all: a clean preview (overrides the options above).")
    var clean = false

    @Flag(help: "Write one contact sheet: the spec as written and each of its variants side by side, labelled.")
    var variants = false

    @Flag(help: ArgumentHelp(
        "Write the accessibility snapshot: each element VoiceOver reads outlined and numbered in reading order, "
            + "with a legend of what it says beside the screen."))
    var accessibility = false

    func run() throws {
        let options = try RenderOptions(command: self)
        let document = try SpecLoading.load(spec)
        let renderer = SpecRenderer(
            pipeline: try drawing.pipeline(contentOffset: options.offset), theme: options.theme,
            overlays: options.overlays, region: full ? .fullContent : .viewport)
        if accessibility, variants {
            throw InputError("--accessibility and --variants: give one (render a variant's snapshot with its options)")
        }
        let image: RasterImage
        do {
            image = accessibility
                ? try renderer.prepare(document).accessibilityStill(region: renderer.region, overlays: options.overlays)
                    .still.image
                : variants ? try VariantSheet(renderer: renderer).render(document) : try renderer.render(document)
        } catch let error as ListSpecError {
            throw InputError(error.lines.joined(separator: "\nerror: "))
        } catch let error as RenderError {
            guard case .imageSize = error else { throw error }
            let what = variants ? "--variants" : full ? "--full" : "viewport"
            throw InputError("\(document.file): \(what): \(error)")
        }
        try PNGEncoder().write(image, to: URL(fileURLWithPath: output))
        try StandardOutput.write("\(output): \(image.width)×\(image.height) pixels\n")
    }
}

/// The render command's options, checked.
struct RenderOptions {
    var offset: CGPoint?
    var theme: RenderTheme
    var overlays: RenderOverlays

    init(command: RenderCommand) throws {
        offset = try command.offset.map { text in
            let values = try LayoutCommand.numbers(text, count: 2, option: "--offset")
            return CGPoint(x: values[0], y: values[1])
        }
        _ = try command.drawing.checkedScale()
        theme = try command.drawing.renderTheme()
        overlays = []
        guard !command.clean else { return }
        if command.guides { overlays.insert(.guides) }
        if command.spacing { overlays.insert(.spacing) }
        if command.indexPaths { overlays.insert(.indexPaths) }
        if command.frames { overlays.insert(.frames) }
    }
}
