import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// `listpreview animate SPEC -o PATH`: renders the transitions of a spec's `updates` as numbered PNG frames, a strip,
/// an APNG or an animated WebP.
struct AnimateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render the batch-update transitions of a spec's updates as frames, a strip or an animated image.",
        discussion: """
            Each consecutive pair of states (the spec's "sections", then each of its "updates") is diffed by id \
            and animated as UIKit's performBatchUpdates shows it: moved and shifted cells slide, inserted cells \
            fade in, deleted cells fade out, reloaded cells cross-fade, sticky headers stay pinned. Several \
            updates play one after the other with a pause. See docs/ANIMATION.md.

            What is written depends on PATH:
              a folder (no extension)   frame-0000.png … and manifest.json (fps, duration, frame times)
              FILE.png --strip          a few captioned frames per update side by side, changes outlined
              FILE.png --apng           an animated PNG
              FILE.webp                 a lossless animated WebP
            GIF is not offered (256 colours band the fades; use WebP or APNG).

            Examples:
              listpreview animate Samples/animations.json -o Output/animations-frames
              listpreview animate Samples/animations.json -o Output/animations-strip.png --strip
              listpreview animate Samples/animations.json -o Output/animations.png --apng --fps 60
              listpreview animate Samples/animations.json -o Output/animations.webp --curve spring:0.6 --duration 0.5

            Frames render in parallel on every core (--jobs) and stream to disk in order. Output is written to a \
            temporary file or folder and renamed into place: never half-written. A symbolic link is written \
            through to its target; a FIFO or device is streamed into. An existing folder is written into only if \
            animate wrote it (its manifest.json lists the frames); otherwise animate refuses (status 2) unless \
            --force, which adds the frames beside the folder's files and never replaces a file animate did not \
            write. An interrupted run (^C, SIGTERM) removes its temporary output. Bad input exits with status 2.
            """
    )

    @Argument(help: "The spec file (.json, or .yaml/.yml) with \"updates\".")
    var spec: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write: a folder, .png or .webp.", valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("Frames per second (1...240).", valueName: "n"))
    var fps: Double = 30

    @Option(help: ArgumentHelp("Seconds per transition (0 < d ≤ 10).", valueName: "seconds"))
    var duration: Double = 0.3

    @Option(help: ArgumentHelp(
        "Timing curve: linear, ease-in-out, ease-in, ease-out, spring, spring:D, bezier:X1,Y1,X2,Y2.", valueName: "name"))
    var curve = "ease-in-out"

    @Option(help: ArgumentHelp("Seconds the first and each final state are held (0...10).", valueName: "seconds"))
    var pause: Double = 0.6

    @Flag(help: "Write a strip: captioned frames side by side with the changes outlined (PATH ends in .png).")
    var strip = false

    @Option(help: ArgumentHelp("Frames per update in a strip (2...60).", valueName: "n"))
    var stripFrames = 6

    @Flag(help: "Write an animated PNG (PATH ends in .png).")
    var apng = false

    @Flag(help: "Outline the changed elements in frames and animated images too (strips always do).")
    var highlight = false

    @Flag(help: "Apply the updates without animation: one frame per update, its final state.")
    var instant = false

    @OptionGroup(title: "Drawing")
    var drawing: DrawingOptions

    @OptionGroup var parallel: JobsOption

    @Flag(help: ArgumentHelp(
        "Write frames into an existing folder that animate did not write, beside its files (a file animate did not "
            + "write is never replaced)."))
    var force = false

    @Flag(name: [.short, .long], help: "No progress bar.")
    var quiet = false

    func run() async throws {
        let options = try AnimateOptions(command: self)
        let document = try SpecLoading.load(spec)
        let pipeline = try drawing.pipeline()
        // Counted before the sequence is built: thousands of updates at 240 fps would take memory and time first.
        let frameCount = ListAnimationTimeline.frameCount(
            animated: document.spec.updates.map { !instant && $0.animated }, timing: options.timing)
        guard frameCount <= Self.maximumFrames else {
            throw InputError(
                "\(document.file): updates: the animation would have \(frameCount) frames, more than the limit of "
                    + "\(Self.maximumFrames): lower --fps, --duration or --pause, or animate fewer updates")
        }
        let prepared = pipeline.prepare(document, theme: options.theme)
        let sequence = try Self.sequence(of: prepared, timing: options.timing, animated: !instant)
        let bar = ProgressBar(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let renderer = AnimationRenderer(
            sequence: sequence,
            pipeline: prepared.framePipeline(overlays: .none, workers: try parallel.workers()),
            highlights: highlight, curveName: curve, progress: { bar.update(done: $0, total: $1) })
        let url = URL(fileURLWithPath: output)
        let started = Date()
        do {
            // Sizes first: an image too large is refused before any output is started.
            _ = try renderer.pixelSize
            if options.kind == .strip { _ = try AnimationStrip(framesPerUpdate: stripFrames).pixelSize(of: sequence) }
            if options.kind == .frames {
                let names = sequence.timeline.frames.indices.map(AnimationManifest.fileName) + ["manifest.json"]
                try await AtomicOutput.writeFolder(to: url, names: names, force: force) { temporary in
                    try await renderer.writeFrames(to: temporary)
                    try prepared.checkDrawnImages()  // before the folder is moved into place
                }
            } else {
                try await AtomicOutput.writeFile(to: url) { temporary in
                    switch options.kind {
                    case .frames: break
                    case .strip: try await AnimationStrip(framesPerUpdate: stripFrames).write(renderer, to: temporary)
                    case .apng: try await renderer.writeAPNG(to: temporary)
                    case .webp: try await renderer.writeWebP(to: temporary)
                    }
                    try prepared.checkDrawnImages()  // before the file is moved into place
                }
            }
        } catch let error as RenderError {
            guard case .imageSize = error else { throw error }
            throw InputError("\(document.file): \(options.kind == .strip ? "--strip" : "frames"): \(error)")
        }
        bar.finish()
        let seconds = Date().timeIntervalSince(started)
        let size = try renderer.pixelSize
        let count = options.kind == .strip ? sequence.transitions.count * max(2, stripFrames) : sequence.timeline.frames.count
        try StandardOutput.write(
            "\(output): \(options.kind.label), \(count) frames of \(size.width)×\(size.height) pixels, "
                + String(format: "%.2f s", seconds) + "\n")
    }

    /// The most frames one run writes.
    static let maximumFrames = 10_000

    /// The sequence of a prepared spec's updates (the road `render` takes), with spec errors naming the file.
    static func sequence(
        of prepared: PreparedSpec, timing: ListAnimationTiming, animated: Bool
    ) throws -> AnimationSequence {
        do {
            return try prepared.animation(timing: timing, animated: animated)
        } catch let error as ListSpecError {
            throw InputError(error.lines.joined(separator: "\nerror: "))
        } catch let error as AnimationError {
            guard case .noUpdates = error else { throw error }
            throw InputError("\(prepared.file): updates: \(error)")
        }
    }
}
