import Foundation
import ListCore
import ListPlumbing
import ListRenderKit

extension SnapshotComparer {
    /// The result of an animation case that passes, found frame by frame: the golden's manifest is read, then each
    /// frame is rendered, compared with its golden file (``PNGDecoder/matches(_:_:)``: inflated into the worker's
    /// buffer and compared row by row, never decoded into a new image, never encoded) and dropped, so the renderer
    /// draws the next frame into the same memory and the animation's sidecar layouts are never worked out.
    ///
    /// Returns `nil` whenever the case is anything but a plain pass — nothing to compare (the action records, or
    /// the golden is missing), a manifest that cannot be read or whose frame count or fps differ, a frame that
    /// cannot be rendered, a golden file that cannot be read, a frame that differs or a PNG the fast check cannot
    /// read: the caller then checks the animation rendered whole (``check(_:as:golden:since:)``), which records,
    /// reports or fails it exactly as before, with the frame, the difference and the file named.
    ///
    /// - Parameters:
    ///   - frames: the animation's frames, asked for once the golden's manifest has been read (`nil`: none).
    ///   - template: names the case (name, spec, variant).
    ///   - golden: the animation golden's folder.
    ///   - start: when the case started (for its duration).
    func passingAnimation(
        _ frames: () throws -> AnimationFrames?, as template: SnapshotCaseResult, golden: URL, since start: Date
    ) -> SnapshotCaseResult? {
        guard (try? decision(goldenExists: DerivedFile.kind(of: golden) != .absent)) == .compare,
            let expected = try? AnimationGolden.read(from: golden),
            let frames = try? frames(), expected.frameCount == frames.count, expected.fps == frames.fps
        else { return nil }
        var result = template
        for index in 0..<frames.count {
            guard let frame = try? frames.frame(index), let raster = frame.raster, frame.png.isEmpty,
                let data = try? expected.frameData(index), PNGDecoder.matches(data, raster) == true
            else { return nil }
            if index == 0 {
                result.scale = frame.scale
                result.imageSize = frame.pointSize
            }
        }
        result.status = .passed
        result.golden = SnapshotSuite.displayName(of: golden)
        result.duration = Date().timeIntervalSince(start)
        return result
    }

    /// How the constraint issues differ from the golden's sidecar's, or `nil` when they do not (or either side is
    /// unknown).
    func constraintIssueChanges(golden: SnapshotLayout?, current: SnapshotLayout?) -> [String]? {
        guard let golden, let current else { return nil }
        let changes = SnapshotLayout.constraintIssueChanges(from: golden, to: current)
        return changes.isEmpty ? nil : changes
    }

    /// `; constraints: + …` for a failure message, or nothing.
    func constraintNote(_ changes: [String]?) -> String {
        guard let changes else { return "" }
        return "; constraints: " + changes.joined(separator: "; ")
    }
}
