import Foundation

/// The frames of an animation drawn one at a time, on demand: what a check needs when it looks at one frame, then
/// drops it before the next (so the renderer can draw the next frame into the memory of the last one).
///
/// ``SnapshotSuite`` checks a passing animation this way: each frame is rendered, compared with its golden file and
/// dropped, and the animation's sidecar layouts are never worked out. A case that does not pass is rendered again
/// whole (``SnapshotRendering/renderAnimation(specAt:variant:)``) for its report.
///
/// ```swift
/// if let frames = try renderer.animationFrames(specAt: spec, variant: nil) {
///     for index in 0..<frames.count {
///         let frame = try frames.frame(index)  // compare it, then let it go
///     }
/// }
/// ```
public struct AnimationFrames {
    /// Frames per second.
    public var fps: Double
    /// The number of frames.
    public var count: Int
    private let render: (Int) throws -> RenderedSnapshot

    /// Creates frames drawn by `render` (called with each index in `0..<count`, in order, on the caller's thread).
    public init(fps: Double, count: Int, render: @escaping (Int) throws -> RenderedSnapshot) {
        self.fps = fps
        self.count = count
        self.render = render
    }

    /// The frames of an animation rendered already.
    public init(_ animation: RenderedAnimation) {
        self.init(fps: animation.fps, count: animation.frames.count) { animation.frames[$0] }
    }

    /// Draws frame `index` (`0..<count`).
    ///
    /// - Throws: what the renderer throws (``RenderError``, a font problem).
    public func frame(_ index: Int) throws -> RenderedSnapshot {
        precondition((0..<count).contains(index), "frame \(index) is outside 0..<\(count)")
        return try render(index)
    }
}
