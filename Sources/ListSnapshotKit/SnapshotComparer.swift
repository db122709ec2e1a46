import Foundation
import ListCore
import ListRenderKit

/// Compares one render (a still or an animation) with its golden and acts on the result: records the golden as the
/// action says, and leaves failure images in the artifacts folder. Shared by ``SnapshotSuite`` and
/// ``assertListSnapshot(_:named:tolerance:record:file:testName:)``.
struct SnapshotComparer: Sendable {
    /// Record or verify.
    var action: SnapshotSuite.Action
    /// How different a render may be.
    var tolerance: SnapshotTolerance
    /// Where failure images go.
    var artifacts: URL

    func check(_ still: RenderedSnapshot, name: String, golden: URL, since start: Date) -> SnapshotCaseResult {
        var result = SnapshotCaseResult(name: name, status: .passed)
        let actualName = artifactName(name, "actual")
        do {
            try AtomicFile.write(still.png, to: artifacts.appendingPathComponent(actualName))
            result.actualImage = actualName
            switch try decision(goldenExists: FileManager.default.fileExists(atPath: golden.path)) {
            case .record:
                try AtomicFile.write(still.png, to: golden)
                result.status = .recorded
            case .missing:
                result.status = .missing("no golden image at \(golden.path) (record it with `listpreview record`)")
            case .compare:
                let expected = try decodeGolden(at: golden)
                let difference = compare(expected: expected, actual: still.image)
                if !difference.passes(tolerance) {
                    result.status = .failed(difference.summary(against: tolerance) + recordNote(to: golden, still.png))
                    try writeFailureImages(expected: expected, actual: still.image, difference: difference, for: name,
                                           into: &result)
                }
            }
        } catch {
            result.status = .error(String(describing: error))
        }
        result.duration = Date().timeIntervalSince(start)
        return result
    }

    func check(
        _ animation: RenderedAnimation, name: String, golden: URL, since start: Date
    ) -> SnapshotCaseResult {
        var result = SnapshotCaseResult(name: name, status: .passed)
        do {
            switch try decision(goldenExists: FileManager.default.fileExists(atPath: golden.path)) {
            case .record:
                try AnimationGolden.write(animation, to: golden)
                result.status = .recorded
            case .missing:
                result.status = .missing("no golden animation at \(golden.path) (record it with `listpreview record`)")
            case .compare:
                let expected = try AnimationGolden.read(from: golden)
                if let failure = try compare(expected: expected, actual: animation, name: name, into: &result) {
                    var note = ""
                    if case .verify(let mode) = action, mode.recordsFailures {
                        try AnimationGolden.write(animation, to: golden)
                        note = " (recorded the new animation)"
                    }
                    result.status = .failed(failure + note)
                }
            }
        } catch {
            result.status = .error(String(describing: error))
        }
        result.duration = Date().timeIntervalSince(start)
        return result
    }

    /// Compares frame count, fps, then each frame; returns the first failure's message.
    private func compare(
        expected: AnimationGolden.Contents, actual: RenderedAnimation, name: String,
        into result: inout SnapshotCaseResult
    ) throws -> String? {
        guard expected.frames.count == actual.frames.count else {
            return "frame count differs: expected \(expected.frames.count), actual \(actual.frames.count)"
        }
        guard expected.fps == actual.fps else {
            return "fps differs: expected \(AnimationGolden.format(expected.fps)), actual \(AnimationGolden.format(actual.fps))"
        }
        for (index, (golden, frame)) in zip(expected.frames, actual.frames).enumerated() {
            let difference = compare(expected: golden, actual: frame.image)
            guard difference.passes(tolerance) else {
                let frameName = "\(name)-frame-\(index)"
                let actualName = artifactName(frameName, "actual")
                try AtomicFile.write(frame.png, to: artifacts.appendingPathComponent(actualName))
                result.actualImage = actualName
                try writeFailureImages(expected: golden, actual: frame.image, difference: difference, for: frameName,
                                       into: &result)
                return "frame \(index) of \(actual.frames.count): " + difference.summary(against: tolerance)
            }
        }
        return nil
    }

    private enum Decision { case record, missing, compare }

    private func decision(goldenExists: Bool) throws -> Decision {
        switch action {
        case .record: return .record
        case .verify(let mode):
            if mode == .all { return .record }
            if !goldenExists { return mode.recordsMissing ? .record : .missing }
            return .compare
        }
    }

    /// Re-records a failing golden when the mode says so, and says it did.
    private func recordNote(to golden: URL, _ png: Data) -> String {
        guard case .verify(let mode) = action, mode.recordsFailures else { return "" }
        do {
            try AtomicFile.write(png, to: golden)
            return " (recorded the new image)"
        } catch {
            return " (could not record the new image: \(error))"
        }
    }

    private func compare(expected: RGBAImage, actual: RGBAImage) -> ImageDifference {
        ImageComparator.compare(
            expected: (PixelSize(width: expected.width, height: expected.height), expected.pixels),
            actual: (PixelSize(width: actual.width, height: actual.height), actual.pixels), tolerance: tolerance)
    }

    private func decodeGolden(at url: URL) throws -> RGBAImage {
        do {
            return try PNGDecoder.decode(contentsOf: url)
        } catch {
            throw SnapshotError.unreadableGolden(path: url.path, reason: String(describing: error))
        }
    }

    private func writeFailureImages(
        expected: RGBAImage, actual: RGBAImage, difference: ImageDifference, for name: String,
        into result: inout SnapshotCaseResult
    ) throws {
        let encoder = PNGEncoder()
        let expectedName = artifactName(name, "expected")
        try encoder.write(try RasterImage(flattening: expected), to: artifacts.appendingPathComponent(expectedName))
        let differenceName = artifactName(name, "difference")
        let picture = DifferenceImage.make(expected: expected, actual: actual, difference: difference)
        try encoder.write(try RasterImage(flattening: picture), to: artifacts.appendingPathComponent(differenceName))
        result.expectedImage = expectedName
        result.differenceImage = differenceName
    }

    /// `Samples/feed.json#animation` → `Samples-feed.json-animation.actual.png`.
    private func artifactName(_ name: String, _ role: String) -> String {
        let safe = name.map { "/#: ".contains($0) ? "-" : $0 }
        return String(safe) + ".\(role).png"
    }

}
