import Foundation
import ListPreview

extension SnapshotBenchmark {
    /// Runs `body` on every spec as `SnapshotSuite` runs its specs: `workers` threads each taking the next spec until
    /// none is left, while the main thread serves the engine part of the animations (`SpecPipeline.drawingInParallel`).
    static func renderAll(_ specs: [URL], workers: Int, _ body: @escaping @Sendable (URL) -> Void) throws {
        let queue = SpecQueue(count: specs.count)
        try SpecPipeline.drawingInParallel {
            DispatchQueue.concurrentPerform(iterations: max(1, min(workers, specs.count))) { _ in
                while let index = queue.next() { body(specs[index]) }
            }
        }
    }

    /// Renders every case of a spec as verify renders a passing suite: the spec read once, then the still of the
    /// spec as written and of each variant, and each animation a frame at a time, each frame dropped before the
    /// next (`SnapshotRendering.animationFrames`). `holding` renders each animation whole instead, every frame and
    /// the sidecar layouts held at once (as verify rendered animations until 27 November 2026, and as it still does
    /// for a case that does not pass); `encoding` does that and PNG-encodes each image as `render` and `animate`
    /// write it.
    static func renderCases(of spec: URL, renderer: SpecSnapshotRenderer, holding: Bool = false, encoding: Bool = false) {
        guard let prepared = try? renderer.preparingCases(ofSpecAt: spec) else { return }
        let variants = (try? prepared.variants(ofSpecAt: spec)) ?? []
        for variant in [nil] + variants.map(Optional.some) {
            let still = try? prepared.renderStill(specAt: spec, variant: variant)
            guard holding || encoding else {
                blackHole(still?.raster)
                guard let frames = try? prepared.animationFrames(specAt: spec, variant: variant) else { continue }
                for index in 0..<frames.count { blackHole(try? frames.frame(index).raster) }
                continue
            }
            let frames = (try? prepared.renderAnimation(specAt: spec, variant: variant))?.frames ?? []
            guard encoding else {
                blackHole(still?.raster)
                blackHole(frames.count)
                continue
            }
            for image in (still.map { [$0] } ?? []) + frames { blackHole(try? image.encoded().count) }
        }
    }
}

/// The next spec to render, handed to one worker at a time.
private final class SpecQueue: @unchecked Sendable {
    // Unchecked: `taken` is guarded by `lock`.
    private let lock = NSLock()
    private var taken = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }
}
