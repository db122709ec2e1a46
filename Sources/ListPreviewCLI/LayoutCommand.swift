import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// `listpreview layout SPEC [--offset X,Y] [--rect X,Y,W,H]`: prints the layout of a spec as JSON. It takes the
/// drawing options of `render` (``DrawingOptions``: `--font`, `--scale`, the environment), so that its frames are
/// those `render` draws with the same options.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Compute the layout of a spec and print it as JSON.",
        discussion: """
            Prints the content size, every item's frame, and the frame of every header and footer at the \
            content offset (sticky headers displaced, with "sticky": true). Frames are [x, y, width, height] in \
            content coordinates, rounded as IGListKit does at the viewport's scale. In a right-to-left \
            environment frames stay where IGListKit puts them, unless the spec's layout sets \
            flipsHorizontallyInOppositeLayoutDirection: then every x is mirrored about the viewport, as `render` \
            draws it.

            Examples:
              listpreview layout Samples/feed.json
              listpreview layout Samples/feed.json --offset 0,600
              listpreview layout Samples/feed.json --offset 0,600 --rect 0,600,393,852

            With --rect, prints instead the elements whose frames intersect the rectangle, as \
            layoutAttributesForElements(in:) returns them. "height": "auto" is measured with the fonts `render` \
            uses (the system font Inter Display, or --font), frames are rounded at the spec's scale or --scale, as \
            `render` draws them. Warnings (unknown keys, items wider than the container) go \
            to standard error; errors exit with status 2.
            """
    )

    @Argument(help: "The spec file (.json, or .yaml/.yml).")
    var spec: String

    @Option(help: ArgumentHelp("The content offset, overriding the spec's.", valueName: "x,y"))
    var offset: String?

    @Option(help: ArgumentHelp("Print only the elements intersecting this rectangle.", valueName: "x,y,w,h"))
    var rect: String?

    @OptionGroup(title: "Drawing")
    var drawing: DrawingOptions

    func run() throws {
        let offset = try offset.map { try LayoutCommand.numbers($0, count: 2, option: "--offset") }
        let rect = try rect.map { try LayoutCommand.numbers($0, count: 4, option: "--rect") }
        if let rect, rect[2] < 0 || rect[3] < 0 {
            throw InputError("--rect: the width and height must be ≥ 0, got \(self.rect ?? "")")
        }
        let document = try SpecLoading.load(spec)
        let pipeline = try drawing.pipeline(contentOffset: offset.map { CGPoint(x: $0[0], y: $0[1]) })
        let prepared = pipeline.prepare(document)
        let layout = try SpecLoading.layout(of: prepared)
        // With flipsHorizontallyInOppositeLayoutDirection in a right-to-left environment, the frames the picture
        // shows: mirrored about the viewport at the content offset.
        let axis = prepared.mirrorAxis(of: layout)
        let output: String
        do {
            if let rect {
                let area = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
                output = try LayoutJSON.elements(of: layout, in: area, mirroredAbout: axis)
            } else {
                output = try LayoutJSON.layout(layout, mirroredAbout: axis)
            }
        } catch {
            throw InputError("\(document.file): layout output: \(error)")
        }
        try StandardOutput.write(output)
    }

    /// Parses `count` comma-separated finite numbers.
    static func numbers(_ text: String, count: Int, option: String) throws -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard parts.count == count, values.count == count else {
            let shape = count == 2 ? "X,Y" : "X,Y,W,H"
            throw InputError("\(option): expected \(count) numbers \(shape), got \"\(text)\"")
        }
        return values.map { CGFloat($0) }
    }
}
