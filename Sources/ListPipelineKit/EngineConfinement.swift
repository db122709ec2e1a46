import Dispatch
import Foundation
import ListRenderKit

/// Runs main-actor code of the list engine from any thread: a spec animation creates its own headless collection
/// view, adapter and updater, uses them and drops them within one call.
///
/// `ListCollectionView`, `ListAdapter` and `ListAdapterUpdater` are main-actor types (an app shares them with its
/// UI), and the runtime checks it. So the engine part of an animation runs on the main thread: at once when the
/// caller is on it; else handed to the main thread while it waits in ``wait(for:)``; else synchronously on the main
/// queue, which the command line and test runners keep serving. The engine part of an animation is small (diffs
/// and layouts); frames are still drawn in parallel.
///
/// Code on the main thread that blocks until other threads have rendered spec animations must wait through
/// ``wait(for:)`` (publicly: `SpecPipeline.drawingInParallel(_:)`), or the main thread could never run their engine
/// work (a deadlock). A spec's `"view"` trees are views too: each state's are built, measured and laid out in one
/// hop (`PreparedSpec`'s view forests).
///
/// ```swift
/// let frames = EngineConfinement.wait {
///     // render animations on several threads and return when all are done
///     renderAll()
/// }
/// ```
package enum EngineConfinement {
    /// Runs `body` on the main actor and returns its result.
    ///
    /// - Parameter body: creates, uses and drops its own engine objects.
    /// - Returns: what `body` returns (a `Sendable` value that does not reference the engine objects).
    static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if isOnMain {
            return MainActor.assumeIsolated(body)
        }
        return withoutActuallyEscaping(body) { body in
            if let host = MainThreadHost.current {
                return host.perform(body)
            }
            return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
        }
    }

    /// Whether the caller runs main-actor code: on the main thread, or on the main queue (which a process that
    /// called `dispatchMain()` drains on another thread).
    static var isOnMain: Bool {
        if Thread.isMainThread { return true }
        _ = markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    /// Runs `body` and returns its result; called on the main thread (or the main queue), `body` runs on a thread of its own while the
    /// main thread runs the engine work that any thread hands to it, until `body` returns.
    ///
    /// Elsewhere `body` simply runs on the calling thread: the main thread is free to serve the main queue.
    ///
    /// - Parameter body: work that may render spec animations on other threads and wait for them.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    package static func wait<T: Sendable>(for body: @Sendable () throws -> T) throws -> T {
        guard isOnMain else { return try body() }
        return try withoutActuallyEscaping(body) { body in
            try MainThreadHost.serve(while: body)
        }
    }
}

/// The main thread (or main queue) while it waits in ``EngineConfinement/wait(for:)``: a queue of main-actor jobs other threads
/// hand over, run one after another until the awaited work is done.
private final class MainThreadHost: @unchecked Sendable {
    // Unchecked: `jobs` and `finished` are guarded by `condition`; a job's closure runs only on the main thread.
    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var finished = false

    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: MainThreadHost?

    /// The host serving the main thread now, if any.
    static var current: MainThreadHost? { lock.withLock { active } }

    /// Runs `body` on a new thread and serves jobs on the calling (main) thread until it has returned.
    static func serve<T: Sendable>(while body: @escaping @Sendable () throws -> T) throws -> T {
        let host = MainThreadHost()
        lock.withLock { active = host }
        defer { lock.withLock { active = nil } }
        let outcome = Box<Result<T, any Error>>()
        let work = Box<@Sendable () throws -> T>()
        work.value = body
        let worker = Thread {
            // The thread keeps its closure a while after it ends: `body` is held only while it runs.
            outcome.value = { () -> Result<T, any Error> in
                let body = work.value!
                work.value = nil
                return Result { try body() }
            }()
            host.condition.withLock {
                host.finished = true
                host.condition.broadcast()
            }
        }
        worker.stackSize = 8 << 20
        worker.start()
        host.runJobs()
        return try outcome.value!.get()
    }

    /// Runs handed-over jobs until the awaited work has finished and no job is left.
    private func runJobs() {
        while let done = runNextJob() {
            done.signal()  // only now: the job's closure (which borrows the caller's) is released
        }
    }

    /// Waits for a job and runs it; returns what to signal once it is released, or `nil` when the work is done.
    private func runNextJob() -> DispatchSemaphore? {
        let job: Job? = condition.withLock {
            while jobs.isEmpty && !finished { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
        guard let job else { return nil }
        job.run()
        return job.done
    }

    /// Hands `body` to the main thread and waits for its result.
    func perform<T: Sendable>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let outcome = Box<T>()
            let done = DispatchSemaphore(value: 0)
            let job = Job(run: { outcome.value = MainActor.assumeIsolated(body) }, done: done)
            condition.withLock {
                jobs.append(job)
                condition.broadcast()
            }
            done.wait()
            return outcome.value!
        }
    }
}

/// Main-actor work handed to the main thread, and what to signal once it has run and been released.
private struct Job: @unchecked Sendable {
    let run: () -> Void
    let done: DispatchSemaphore
}

/// A value handed from one thread to another (written once before a signal, read after it).
private final class Box<T>: @unchecked Sendable {
    var value: T?
}
