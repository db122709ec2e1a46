import Foundation
import ListPreview

/// The `animate` suite: a 30-frame batch-update transition of a 390×844-point feed at 2× (an insert, a delete and a
/// move among 20 cells), rendered, PNG-encoded and written to a folder on one core and on every core in the same
/// run (the speed-up is the ratio), then as a 30-frame strip, an APNG and a WebP; and the peak memory of a
/// 30-frame and a 120-frame sequence, which should be about the same (frames stream to disk).
enum AnimateBenchmark {
    static func run() throws {
        let fonts = try FontSet.system()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let sequence = try makeSequence(frames: 30)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animate-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Memory first, while the heap has not yet grown for the other rows.
        try printMemory(fonts: fonts, cores: cores, folder: folder)
        let table = Table(columns: ["output", "workers", "frames", "ms", "fps", "× 1 core", "cpu/wall"])
        print(machineLine())
        table.printHeader()
        // One worker and every core, interleaved (the speed-up is the median of the per-round ratios).
        let workerCounts = Set([1, cores]).sorted()
        var cpu = [Double](repeating: 0, count: workerCounts.count)
        let bodies: [() throws -> Void] = workerCounts.enumerated().map { index, workers in
            let renderer = AnimationRenderer(sequence: sequence, pipeline: FramePipeline(fonts: fonts, workers: workers))
            return {
                let start = processCPUSeconds()
                try blocking { try await renderer.writeFrames(to: folder.appendingPathComponent("frames-\(workers)")) }
                cpu[index] = processCPUSeconds() - start
            }
        }
        let timings = try Interleaved.measure(minRounds: 5, maxRounds: 5, budget: 0, bodies)
        for (index, workers) in workerCounts.enumerated() {
            let time = timings[index].median
            table.printRow(["PNG frames", "\(workers)", "30", format(timings[index], scale: 1e6, 0),
                            format(30e9 / time, 1), format(Interleaved.medianRatio(timings[0], over: timings[index]), 2),
                            format(cpu[index] * 1e9 / timings[index].samples.last!, 2)])
        }
        let renderer = AnimationRenderer(sequence: sequence, pipeline: FramePipeline(fonts: fonts, workers: cores))
        let outputs: [(String, Int, @Sendable (URL) async throws -> Void)] = [
            ("strip (30)", 30, { try await AnimationStrip(framesPerUpdate: 30, maxColumns: 10).write(renderer, to: $0) }),
            ("strip (6)", 6, { try await AnimationStrip().write(renderer, to: $0) }),
            ("APNG", 30, { try await renderer.writeAPNG(to: $0) }),
            ("WebP", 30, { try await renderer.writeWebP(to: $0) }),
        ]
        for (name, count, write) in outputs {
            let url = folder.appendingPathComponent(name.filter(\.isLetter))
            let timing = try Interleaved.measure(minRounds: 3, maxRounds: 3, budget: 0) {
                try blocking { try await write(url) }
            }
            let time = timing.median
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            table.printRow([name, "\(cores)", "\(count)", format(timing, scale: 1e6, 0), format(Double(count) * 1e9 / time, 1),
                            "\(size / 1024) KB"])
        }
        print("(ms: median (p90); × 1 core: median over interleaved rounds of the one-worker time over this row's;")
        print(" targets: ≥ 1.7 on 2 cores, 30-frame strip ≤ 1 s;")
        print(" cpu/wall: the process's CPU seconds per wall second in the last run, i.e. the cores it actually got)")
    }

    /// Peak resident memory while writing 30 and 120 frames: bounded by the pipeline's window, not the length.
    static func printMemory(fonts: FontSet, cores: Int, folder: URL) throws {
        let memory = ProcessMemory()
        var peaks: [String] = []
        for frames in [30, 120] {
            let renderer = AnimationRenderer(
                sequence: try makeSequence(frames: frames), pipeline: FramePipeline(fonts: fonts, workers: cores))
            _ = memory.settledResidentBytes()
            memory.resetPeak()
            let before = memory.residentBytes()
            try blocking { try await renderer.writeFrames(to: folder.appendingPathComponent("memory-\(frames)")) }
            peaks.append("\(frames) frames +\(format(Double(memory.peakResidentBytes() - before) / 1_048_576, 1)) MB")
        }
        print("peak memory above the start while writing frames: " + peaks.joined(separator: ", "))
    }

    /// A feed of 20 cells (with text and details) at 2×; the update inserts one at the top, deletes the third and
    /// moves the sixth to the second place. `frames` frames: duration (frames − 1)/30 s at 30 fps.
    static func makeSequence(frames: Int) throws -> AnimationSequence {
        func item(_ index: Int) -> ListSpecItem {
            ListSpecItem(
                id: "item\(index)", size: ListSpecSize(width: .fixed(390), height: .fixed(64)),
                content: ListCellContent(
                    text: "Story \(index): a headline long enough to wrap on narrow cells",
                    detailText: "Updated \(index) minutes ago", accessory: .disclosureIndicator))
        }
        let items = (0..<20).map(item)
        var updated = items
        updated.remove(at: 2)
        updated.insert(updated.remove(at: 4), at: 1)
        updated.insert(item(99), at: 0)
        let header = ListSpecSupplementary(size: ListSpecSize(width: .fixed(390), height: .fixed(40)),
                                           content: ListCellContent(text: "Today"))
        var spec = ListSpec(sections: [ListSpecSection(id: "feed", minimumLineSpacing: 8, header: header, items: items)])
        spec.viewport = ListSpecViewport(width: 390, height: 844, scale: 2)
        spec.layout.stickyHeaders = true
        spec.updates = [ListSpecUpdate(sections: [ListSpecSection(
            id: "feed", minimumLineSpacing: 8, header: header, items: updated)])]
        let timing = ListAnimationTiming(duration: Double(frames - 1) / 30, fps: 30)
        return try SpecPipeline.bundled().prepare(spec).animation(timing: timing)
    }

    /// User + system CPU seconds of the whole process so far.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs async work to completion from synchronous code (the suites are synchronous).
    static func blocking(_ body: @escaping @Sendable () async throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task {
            do { try await body() } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// The error of a blocked-on task.
    final class Outcome: @unchecked Sendable {
        // Unchecked: written by the task before it signals, read after the wait.
        var error: (any Error)?
    }
}
