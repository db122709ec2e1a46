import Dispatch
import Foundation

/// Runs main-actor code of the list engine from any thread: a spec animation creates its own headless collection
/// view, adapter and updater, uses them and drops them within one call.
///
/// `ListCollectionView`, `ListAdapter` and `ListAdapterUpdater` are main-actor types (an app shares them with its
/// UI), and the runtime checks it. So the call runs on the main thread: at once when the caller is on it, else
/// synchronously on the main queue, which the command line and test runners keep serving (a caller that blocks the
/// main thread while waiting for a spec animation on another thread would deadlock). The engine part of an
/// animation is small (diffs and layouts); frames are still drawn in parallel.
enum EngineConfinement {
    /// Runs `body` on the main actor and returns its result.
    ///
    /// - Parameter body: creates, uses and drops its own engine objects.
    /// - Returns: what `body` returns (a `Sendable` value that does not reference the engine objects).
    static func run<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        if Thread.isMainThread {
            return try MainActor.assumeIsolated(body)
        }
        return try withoutActuallyEscaping(body) { body in
            try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
        }
    }
}
