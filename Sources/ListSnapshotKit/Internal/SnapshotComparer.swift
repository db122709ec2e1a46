import Foundation
import ListCore
import ListPlumbing
import ListRenderKit

/// Compares one render (a still or an animation) with its golden and acts on the result: records the golden (and
/// its layout sidecar) as the action says, measures what differs — pixels and frames — and leaves failure images in
/// the artifacts folder. Shared by ``SnapshotSuite`` and ``assertListSnapshot(_:named:tolerance:record:file:testName:)``.
struct SnapshotComparer: Sendable {
    /// Record or verify.
    var action: SnapshotSuite.Action
    /// How different a render may be.
    var tolerance: SnapshotTolerance
    /// Where failure images go.
    var artifacts: URL
    /// Whether passing cases keep their `actual.png` too.
    var keepsPassing = false
    /// The subfolder of `artifacts` this run's images go to (``SnapshotSuite`` gives each run its own, so the
    /// previous reports keep their images until the new ones replace them); `nil` writes into `artifacts`.
    var imageFolder: String?
    /// How a missing golden's message says to record it: `listpreview record` for specs; a Swift assertion says how
    /// to record from the test.
    var recordHint = "record it with `listpreview record`"

    /// Checks a still. `template` names the case (name, spec, variant); the returned result completes it.
    func check(_ still: RenderedSnapshot, as template: SnapshotCaseResult, golden: URL, since start: Date)
        -> SnapshotCaseResult
    {
        var result = template
        result.status = .passed
        result.golden = SnapshotSuite.displayName(of: golden)
        let base = artifactBase(of: template, frame: nil)
        result.constraintIssues = still.layout?.constraintIssueMessages
        do {
            switch try decision(goldenExists: DerivedFile.kind(of: golden) != .absent) {
            case .record:
                try writeGolden(try still.encodedAsGolden(), layout: still.layout, to: golden)
                result.status = .recorded
            case .missing:
                result.status = .missing("no golden image at \(result.golden ?? golden.path) (\(recordHint))")
                try writeActual(try still.encodedAsGolden(), layout: still.layout, base: base, into: &result)
            case .compare:
                // A pass costs an inflate and a row-by-row compare with the render, no new image: decoding the
                // golden costs less than encoding the render, and a pass encodes and writes nothing.
                let data = try readGolden(at: golden)
                if let raster = still.raster, still.png.isEmpty, PNGDecoder.matches(data, raster) == true {
                    if keepsPassing { try writeActual(try still.encoded(), layout: still.layout, base: base, into: &result) }
                    break
                }
                let expected = try decodeGolden(data, at: golden)
                let actual = still.pixels()
                let difference = compare(expected: expected, actual: actual)
                if !difference.passes(tolerance) {
                    // At the golden's compression level: `accept` promotes these very bytes to the golden.
                    let png = try still.encodedAsGolden()
                    result.pixels = SnapshotPixels(difference, scale: still.scale)
                    let sidecar = try readSidecar(GoldenLocation.sidecarURL(for: golden))
                    result.layoutChanges = layoutChanges(golden: sidecar, current: still.layout)
                    result.viewChanges = viewChanges(golden: sidecar, current: still.layout)
                    result.fontChanges = fontChanges(golden: sidecar, current: still.layout)
                    result.constraintIssueChanges = constraintIssueChanges(golden: sidecar, current: still.layout)
                    let spoken = AccessibilityChange.explanations(
                        from: sidecar?.accessibility ?? [], to: still.layout?.accessibility ?? [])
                    result.status = .failed(difference.summary(against: tolerance)
                        + (spoken.isEmpty ? "" : "; VoiceOver: " + spoken.joined(separator: "; "))
                        + fontNote(result.fontChanges) + constraintNote(result.constraintIssueChanges)
                        + recordNote { try writeGolden(png, layout: still.layout, to: golden) })
                    try writeActual(png, layout: still.layout, base: base, into: &result)
                    try writeFailureImages(expected: expected, actual: actual, difference: difference,
                                           base: base, into: &result)
                } else if keepsPassing {
                    try writeActual(try still.encoded(), layout: still.layout, base: base, into: &result)
                }
            }
        } catch {
            result.status = .error(String(describing: error))
        }
        result.duration = Date().timeIntervalSince(start)
        return result
    }

    /// Checks an animation: frame count, fps, then each frame.
    func check(_ animation: RenderedAnimation, as template: SnapshotCaseResult, golden: URL, since start: Date)
        -> SnapshotCaseResult
    {
        var result = template
        result.status = .passed
        result.golden = SnapshotSuite.displayName(of: golden)
        do {
            switch try decision(goldenExists: DerivedFile.kind(of: golden) != .absent) {
            case .record:
                try writeAnimationGolden(animation, to: golden)
                result.status = .recorded
            case .missing:
                result.status = .missing(
                    "no golden animation at \(result.golden ?? golden.path) (\(recordHint))")
                try writeActualAnimation(animation, into: &result)
            case .compare:
                let expected = try AnimationGolden.read(from: golden)
                if let failure = try compare(expected: expected, actual: animation, into: &result) {
                    (result.layoutChanges, result.viewChanges) = try animationLayoutChanges(
                        golden: golden, animation: animation)
                    result.fontChanges = fontChanges(
                        golden: try readSidecar(GoldenLocation.sidecarURL(for: golden)), current: animation.layout)
                    result.status = .failed(failure + fontNote(result.fontChanges)
                        + recordNote { try writeAnimationGolden(animation, to: golden) })
                    try writeActualAnimation(animation, into: &result)
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
        expected: AnimationGolden.Contents, actual: RenderedAnimation, into result: inout SnapshotCaseResult
    ) throws -> String? {
        guard expected.frameCount == actual.frames.count else {
            return "frame count differs: expected \(expected.frameCount), actual \(actual.frames.count)"
        }
        guard expected.fps == actual.fps else {
            return "fps differs: expected \(AnimationGolden.format(expected.fps)), actual \(AnimationGolden.format(actual.fps))"
        }
        for (index, frame) in actual.frames.enumerated() {
            // As for stills: a passing frame costs an inflate and a row-by-row compare with its render, no decode
            // into a new image, no RGBA copy of the render, no encode.
            let data = try expected.frameData(index)
            if let raster = frame.raster, frame.png.isEmpty, PNGDecoder.matches(data, raster) == true { continue }
            let golden = try expected.decode(data, frame: index)
            let pixels = frame.pixels()
            let difference = compare(expected: golden, actual: pixels)
            guard difference.passes(tolerance) else {
                let base = artifactBase(of: result, frame: index)
                result.animationFrame = index
                result.pixels = SnapshotPixels(difference, scale: frame.scale)
                try writeActual(try frame.encodedAsGolden(), layout: nil, base: base, into: &result)
                try writeFailureImages(expected: golden, actual: pixels, difference: difference, base: base,
                                       into: &result)
                return "frame \(index) of \(actual.frames.count): " + difference.summary(against: tolerance)
            }
        }
        return nil
    }

    enum Decision { case record, missing, compare }

    func decision(goldenExists: Bool) throws -> Decision {
        switch action {
        case .record: return .record
        case .verify(let mode):
            if mode == .all { return .record }
            if !goldenExists { return mode.recordsMissing ? .record : .missing }
            return .compare
        }
    }

    /// Re-records a failing golden when the mode says so, and says it did.
    private func recordNote(_ write: () throws -> Void) -> String {
        guard case .verify(let mode) = action, mode.recordsFailures else { return "" }
        do {
            try write()
            return " (recorded the new image)"
        } catch {
            return " (could not record the new image: \(error))"
        }
    }

    // MARK: Goldens

    /// Writes a golden and its sidecar; the sidecar is checked first, so a layout JSON cannot hold writes neither.
    func writeGolden(_ png: Data, layout: SnapshotLayout?, to golden: URL) throws {
        let sidecar = try sidecarText(layout, of: golden)
        try checkReplaceable(golden, isFolder: false)
        if sidecar != nil { try checkReplaceable(GoldenLocation.sidecarURL(for: golden), isFolder: false) }
        try AtomicFile.write(png, to: golden)
        if let sidecar { try AtomicFile.write(Data(sidecar.utf8), to: GoldenLocation.sidecarURL(for: golden)) }
    }

    func writeAnimationGolden(_ animation: RenderedAnimation, to golden: URL) throws {
        let sidecar = try sidecarText(animation.layout, of: golden)
        try checkReplaceable(golden, isFolder: true)
        if sidecar != nil { try checkReplaceable(GoldenLocation.sidecarURL(for: golden), isFolder: false) }
        try AnimationGolden.write(animation, to: golden, below: GoldenLocation.userFolder(of: golden))
        if let sidecar { try AtomicFile.write(Data(sidecar.utf8), to: GoldenLocation.sidecarURL(for: golden)) }
    }

    /// The strict JSON of a golden's sidecar (the check `listpreview layout` makes), or
    /// ``SnapshotError/unwritableSidecar(path:reason:)`` naming the sidecar and the JSON path.
    func sidecarText(_ layout: SnapshotLayout?, of golden: URL) throws(SnapshotError) -> String? {
        do {
            return try layout?.strictJSON()
        } catch {
            throw .unwritableSidecar(
                path: SnapshotSuite.displayName(of: GoldenLocation.sidecarURL(for: golden)), reason: error)
        }
    }

    /// Refuses to replace a golden or sidecar that is not a regular file (a folder for an animation) ListPreview
    /// wrote, or that lies behind a link below the folder the user named (docs/SNAPSHOTS.md, "What is ours").
    func checkReplaceable(_ url: URL, isFolder: Bool) throws {
        do {
            let base = GoldenLocation.userFolder(of: url)
            if isFolder {
                try DerivedFile.checkReplaceableFolder(url, below: base)
            } else {
                try DerivedFile.checkReplaceable(url, below: base)
            }
        } catch {
            throw SnapshotError.unwritableGolden(path: SnapshotSuite.displayName(of: url), reason: error.reason(about: url))
        }
    }

    private func readGolden(at url: URL) throws -> Data {
        do {
            try DerivedFile.checkFolders(of: url, below: GoldenLocation.userFolder(of: url))
            return try DerivedFile.read(url, limit: AnimationGolden.maximumFileBytes)
        } catch {
            throw SnapshotError.unreadableGolden(path: SnapshotSuite.displayName(of: url), reason: error.reason(about: url))
        }
    }

    private func decodeGolden(_ data: Data, at url: URL) throws -> RGBAImage {
        do {
            return try PNGDecoder.decode(data)
        } catch {
            throw SnapshotError.unreadableGolden(path: SnapshotSuite.displayName(of: url), reason: String(describing: error))
        }
    }

    /// The frames that moved in an animation: those of its first state (compared with the still golden's sidecar,
    /// beside the animation folder) when any moved, else those of its last state (the animation's own sidecar).
    /// The subviews that changed are those of the same state.
    private func animationLayoutChanges(golden: URL, animation: RenderedAnimation) throws
        -> ([LayoutChange]?, [ViewChange]?)
    {
        let name = golden.lastPathComponent
        let still = golden.deletingLastPathComponent()
            .appendingPathComponent(String(name.dropLast(".animation".count)) + ".png")
        let firstSidecar = try readSidecar(GoldenLocation.sidecarURL(for: still))
        let first = layoutChanges(golden: firstSidecar, current: animation.firstLayout)
        let firstViews = viewChanges(golden: firstSidecar, current: animation.firstLayout)
        if let first, !first.isEmpty || !(firstViews ?? []).isEmpty { return (first, firstViews) }
        let lastSidecar = try readSidecar(GoldenLocation.sidecarURL(for: golden))
        guard let last = layoutChanges(golden: lastSidecar, current: animation.layout) else { return (first, firstViews) }
        return (last, viewChanges(golden: lastSidecar, current: animation.layout))
    }

    /// The subviews that changed since the golden's sidecar, or `nil` when either side records none.
    private func viewChanges(golden: SnapshotLayout?, current: SnapshotLayout?) -> [ViewChange]? {
        guard let golden, let current else { return nil }
        return ViewChange.changes(from: golden, to: current)
    }

    private func layoutChanges(golden: SnapshotLayout?, current: SnapshotLayout?) -> [LayoutChange]? {
        guard let golden, let current else { return nil }
        return LayoutChange.changes(from: golden, to: current)
    }

    /// A golden's sidecar, or `nil` when there is none (recorded before sidecars existed).
    ///
    /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the sidecar and the JSON path when it is
    ///   not what `record` writes, or is a link, a FIFO or a device.
    private func readSidecar(_ url: URL) throws -> SnapshotLayout? {
        let data: Data?
        do {
            data = try DerivedFile.readIfPresent(url, limit: 1 << 28)
        } catch {
            throw SnapshotError.unreadableGolden(path: SnapshotSuite.displayName(of: url), reason: error.reason)
        }
        guard let data else { return nil }
        do {
            return try SnapshotLayout(json: data)
        } catch SnapshotError.unreadableGolden(_, let reason) {
            throw SnapshotError.unreadableGolden(path: SnapshotSuite.displayName(of: url), reason: reason)
        }
    }

    /// How the fonts that drew the golden differ from the current ones, or `nil` when they do not (or are unknown).
    private func fontChanges(golden: SnapshotLayout?, current: SnapshotLayout?) -> [String]? {
        guard let golden, let current else { return nil }
        let differences = SnapshotLayout.fontDifferences(from: golden, to: current)
        return differences.isEmpty ? nil : differences
    }

    /// `; fonts differ: …` for a failure message, or nothing.
    private func fontNote(_ changes: [String]?) -> String {
        guard let changes else { return "" }
        return "; fonts differ: " + changes.joined(separator: ", ")
    }
}
