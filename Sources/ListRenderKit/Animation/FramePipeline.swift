import Foundation
import ListCore

/// Renders the frames of a sequence in parallel and hands them over in order, holding only a bounded window of
/// frames in memory.
///
/// Up to `workers` frames are made at once (each task takes a ``FrameWorker`` — a rasteriser and a PNG encoder —
/// from a pool, so their buffers are reused); finished frames wait in a reorder buffer until every earlier frame
/// has been consumed. A frame is started only when it is fewer than `window` frames ahead of the next one to
/// consume, so memory stays at about `window` frames however long the sequence is.
///
/// ```swift
/// let pipeline = FramePipeline(fonts: fonts, theme: .light, overlays: .none, workers: 4)
/// try await pipeline.run(count: 30) { index, worker in
///     try worker.png.encode(try worker.rasterizer.render(sequence.scene(for: frames[index])))
/// } consume: { index, png in
///     try png.write(to: folder.appendingPathComponent(String(format: "frame-%04d.png", index)))
/// }
/// ```
public struct FramePipeline: Sendable {
    /// What every frame is drawn in: fonts, theme, environment and overlays (``DrawingContext``).
    package var context: DrawingContext
    /// How many frames are made at once (1: one after the other).
    public var workers: Int
    /// How many frames may be started ahead of the next one consumed (at least `workers`).
    public var window: Int

    /// The faces text is drawn with.
    public var fonts: FontSet {
        get { context.fonts }
        set { context.fonts = newValue }
    }
    /// The colours.
    public var theme: RenderTheme {
        get { context.theme }
        set { context.theme = newValue }
    }
    /// The environment text is set in (Dynamic Type size, layout direction, locale).
    public var environment: ListEnvironment {
        get { context.environment }
        set { context.environment = newValue }
    }
    /// The annotations drawn over the list.
    public var overlays: RenderOverlays {
        get { context.overlays }
        set { context.overlays = newValue }
    }

    /// Creates a pipeline.
    ///
    /// - Parameters:
    ///   - fonts: the faces.
    ///   - theme: the colours.
    ///   - overlays: the annotations.
    ///   - environment: the Dynamic Type size, layout direction and locale text is set in (default UIKit's).
    ///   - workers: frames made at once (default: every active core).
    ///   - window: frames started ahead of consumption (default: twice the workers, or 1 for one worker).
    public init(
        fonts: FontSet, theme: RenderTheme = .light, overlays: RenderOverlays = .none,
        environment: ListEnvironment = .standard, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        window: Int? = nil
    ) {
        self.init(
            context: DrawingContext(fonts: fonts, theme: theme, environment: environment, overlays: overlays),
            workers: workers, window: window)
    }

    /// Creates a pipeline drawing every frame in `context`.
    ///
    /// - Parameters:
    ///   - context: the fonts, theme, environment and overlays.
    ///   - workers: frames made at once (default: every active core).
    ///   - window: frames started ahead of consumption (default: twice the workers, or 1 for one worker).
    package init(
        context: DrawingContext, workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil
    ) {
        self.context = context
        self.workers = max(1, workers)
        self.window = max(self.workers, window ?? (workers <= 1 ? 1 : 2 * workers))
    }

    /// A rasteriser of this pipeline's context (what every worker draws with).
    public func makeRasterizer() -> Rasterizer {
        context.makeRasterizer()
    }

    /// Makes `count` frames with `make` (concurrently) and passes each to `consume` in index order.
    ///
    /// - Parameters:
    ///   - count: the number of frames.
    ///   - make: renders (and encodes) frame `index` with a worker's rasteriser and encoder.
    ///   - consume: receives the frames in order (writes them out); called on one task at a time.
    /// - Throws: the first error of `make` or `consume`; remaining frames are cancelled.
    public func run<Output: Sendable>(
        count: Int, make: @escaping @Sendable (Int, FrameWorker) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) async throws {
        let pool = FrameWorkerPool(pipeline: self)
        let workers = self.workers
        try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var next = 0
            var emitted = 0
            var running = 0
            var pending: [Int: Output] = [:]
            func startFrames() {
                while next < count, next < emitted + window, running < workers {
                    let index = next
                    group.addTask {
                        let worker = pool.take()
                        defer { pool.give(worker) }
                        return (index, try make(index, worker))
                    }
                    next += 1
                    running += 1
                }
            }
            startFrames()
            while let (index, output) = try await group.next() {
                running -= 1
                pending[index] = output
                while let ready = pending.removeValue(forKey: emitted) {
                    try consume(emitted, ready)
                    emitted += 1
                    startFrames()
                }
                startFrames()
            }
        }
    }
}

/// The tools one frame task uses: a rasteriser and a PNG encoder (neither may be shared between threads).
public final class FrameWorker: @unchecked Sendable {
    // Unchecked: a worker is used by one task at a time, handed over through FrameWorkerPool's lock.
    /// The rasteriser.
    public let rasterizer: Rasterizer
    /// The PNG encoder.
    public let png: PNGEncoder

    init(pipeline: FramePipeline) {
        rasterizer = pipeline.makeRasterizer()
        png = PNGEncoder()
    }
}

/// Workers waiting to be used, made on demand (at most one per concurrent frame).
final class FrameWorkerPool: @unchecked Sendable {
    // Unchecked: `idle` is only touched under `lock`.
    private let lock = NSLock()
    private var idle: [FrameWorker] = []
    private let pipeline: FramePipeline

    init(pipeline: FramePipeline) {
        self.pipeline = pipeline
    }

    func take() -> FrameWorker {
        lock.lock()
        let worker = idle.popLast()
        lock.unlock()
        return worker ?? FrameWorker(pipeline: pipeline)
    }

    func give(_ worker: FrameWorker) {
        lock.lock()
        idle.append(worker)
        lock.unlock()
    }
}
