import Foundation
import ListAnimationKit
import ListCore
import ListPlumbing

/// Renders an ``AnimationSequence`` to files: numbered PNG frames with a manifest, an APNG, an animated WebP, or a
/// strip. Frames are made in parallel by a ``FramePipeline`` and written in order as they are done.
///
/// Each method writes to the path it is given directly; make the result atomic by handing it a temporary path
/// (`AtomicFile.write(to:)`, `AtomicFolder.write(to:)`), as the `animate` command does.
///
/// ```swift
/// let renderer = AnimationRenderer(sequence: sequence, pipeline: FramePipeline(fonts: try .bundled()))
/// try await renderer.writeAPNG(to: URL(fileURLWithPath: "update.png"))
/// ```
public struct AnimationRenderer: Sendable {
    /// The frames to render.
    public var sequence: AnimationSequence
    /// How they are rendered.
    public var pipeline: FramePipeline
    /// Whether frames outline what changed (strips always do).
    public var highlights: Bool
    /// The curve's name, for the manifest.
    public var curveName: String
    /// Told `(frames done, total)` after each frame is written.
    public var progress: @Sendable (Int, Int) -> Void

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - sequence: the frames.
    ///   - pipeline: fonts, theme, overlays and parallelism.
    ///   - highlights: outline changes in frames and animated images (default off).
    ///   - curveName: the timing curve's name for the manifest.
    ///   - progress: called after each frame is written.
    public init(
        sequence: AnimationSequence, pipeline: FramePipeline, highlights: Bool = false,
        curveName: String = "ease-in-out", progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) {
        self.sequence = sequence
        self.pipeline = pipeline
        self.highlights = highlights
        self.curveName = curveName
        self.progress = progress
    }

    /// The frames' pixel size.
    ///
    /// - Throws: ``RenderError/imageSize(width:height:scale:)`` when the frames are too large for an image.
    public var pixelSize: (width: Int, height: Int) {
        get throws(RenderError) { try sequence.transitions[0].beforeScene.pixelSize }
    }

    /// Writes `frame-0000.png` … and `manifest.json` into `folder` (created if needed).
    ///
    /// - Parameter folder: the destination folder.
    /// - Returns: the manifest written.
    /// - Throws: rendering, encoding or file errors.
    @discardableResult
    public func writeFrames(to folder: URL) async throws -> AnimationManifest {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let frames = sequence.timeline.frames
        let sequence = self.sequence
        let highlights = self.highlights
        try await pipeline.run(count: frames.count) { index, worker in
            try worker.png.encode(try worker.rasterizer.render(sequence.scene(for: frames[index], highlights: highlights)))
        } consume: { index, png in
            try png.write(to: folder.appendingPathComponent(AnimationManifest.fileName(index)))
            progress(index + 1, frames.count)
        }
        let manifest = AnimationManifest(
            timeline: sequence.timeline, curveName: curveName, scale: sequence.transitions[0].beforeScene.scale,
            pixelSize: try pixelSize, updates: sequence.transitions.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(manifest).write(to: folder.appendingPathComponent("manifest.json"))
        return manifest
    }

    /// Writes an animated PNG (see ``APNGWriter``), streaming each frame to the file as it is done.
    ///
    /// - Parameter url: the destination file.
    /// - Throws: rendering, encoding or file errors.
    public func writeAPNG(to url: URL) async throws {
        let frames = sequence.timeline.frames
        let size = try pixelSize
        let output = try StreamingFile(url: url)
        defer { output.close() }
        var apng = APNGWriter(width: size.width, height: size.height, colorType: .rgb, frameCount: frames.count)
        try output.write(apng.header())
        let sequence = self.sequence
        let highlights = self.highlights
        try await pipeline.run(count: frames.count) { index, worker in
            let image = try worker.rasterizer.render(sequence.scene(for: frames[index], highlights: highlights))
            return try worker.png.compressedScanlines(of: image, colorType: .rgb).zlibStream
        } consume: { index, stream in
            try output.write(apng.frame(zlibStream: stream, delay: frames[index].displayDuration))
            progress(index + 1, frames.count)
        }
        try output.write(apng.end())
    }

    /// Writes a lossless animated WebP (see ``WebPAnimationWriter``).
    ///
    /// - Parameter url: the destination file.
    /// - Throws: rendering, encoding or file errors.
    public func writeWebP(to url: URL) async throws {
        let frames = sequence.timeline.frames
        let size = try pixelSize
        let webp = try WebPAnimationWriter(width: size.width, height: size.height)
        let sequence = self.sequence
        let highlights = self.highlights
        try await pipeline.run(count: frames.count) { index, worker in
            try worker.rasterizer.render(sequence.scene(for: frames[index], highlights: highlights))
        } consume: { index, image in
            try webp.add(image, duration: frames[index].displayDuration)
            progress(index + 1, frames.count)
        }
        try webp.finish().write(to: url)
    }
}

/// A file written piece by piece.
final class StreamingFile: @unchecked Sendable {
    // Unchecked: written only from the pipeline's consuming task, one piece at a time.
    private let handle: FileHandle

    init(url: URL) throws {
        try Data().write(to: url)
        handle = try FileHandle(forWritingTo: url)
    }

    func write(_ data: Data) throws {
        try handle.write(contentsOf: data)
    }

    func close() {
        try? handle.close()
    }
}
