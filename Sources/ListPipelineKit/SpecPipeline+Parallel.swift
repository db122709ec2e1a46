import Foundation

extension SpecPipeline {
    /// Runs `body`, which prepares and draws specs on other threads (a suite's workers) and waits for them, and
    /// returns its result. The list engine and the views of spec `"view"` trees live on the main actor; called on
    /// the main thread (or the main queue), `body` runs on a thread of its own while the main thread serves the
    /// engine work the workers hand it, until `body` returns. Elsewhere `body` simply runs on the calling thread.
    ///
    /// Code on the main thread that blocks until other threads have drawn specs must wait through this, or those
    /// threads could never reach the main actor (a deadlock):
    ///
    /// ```swift
    /// let images = try SpecPipeline.drawingInParallel {
    ///     // draw specs on several threads and return when all are done
    ///     try renderAll()
    /// }
    /// ```
    ///
    /// - Parameter body: work that may draw specs on other threads and wait for them.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    public static func drawingInParallel<T: Sendable>(_ body: @Sendable () throws -> T) throws -> T {
        try EngineConfinement.wait(for: body)
    }
}
