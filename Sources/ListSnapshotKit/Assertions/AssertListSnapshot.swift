import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit

/// A snapshot that does not match its golden (or whose golden is missing and may not be recorded).
///
/// ``assertListSnapshot(_:named:layout:tolerance:record:artifacts:file:testName:)`` throws it, so `try assertListSnapshot(…)` fails
/// the test in XCTest and in Swift Testing alike, with this message.
public struct ListSnapshotFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the measured value against the allowed one and the paths of the failure images.
    public var description: String
}

/// Compares a rendered image with the golden of a test, recording it as the record mode says.
///
/// Goldens live beside the test file, as swift-snapshot-testing's: `__Snapshots__/<TestFile>/<test>.png`, or
/// `<test>.<name>.png` with `named`. The record mode comes from `record`, else `LISTPREVIEW_RECORD`, else `never`
/// in CI and `missing` elsewhere. As with swift-snapshot-testing, recording a golden (a missing one, or any with
/// `.all`) fails the assertion once, naming the file written: the next run compares against it. Failure images go
/// to `$LISTPREVIEW_ARTIFACTS` (default: the system's temporary folder, `listpreview-artifacts/`).
///
/// ```swift
/// @Test func feed() throws {
///     let spec = try ListSpec.load(contentsOf: url).spec
///     try assertListSnapshot(try ListSnapshot.image(of: spec))
/// }
/// ```
///
/// Every assertion also records its case in the artifacts folder's `results.json`, `report.html` and `junit.xml`
/// (``SnapshotCaseLog``: safe across parallel tests and test processes), beside the spec cases of `verify`, so that
/// `listpreview accept TEST` can promote its actual image. With `layout` (the collection view overload gives it),
/// the golden gets its layout sidecar and a failure says what moved, as `verify` does.
///
/// - Parameters:
///   - image: the render to compare.
///   - name: tells several snapshots of one test apart (`<test>.<name>.png`).
///   - layout: the layout the image shows (its sidecar), when known.
///   - tolerance: how different the image may be (default: ``ListSnapshotConfiguration/current``'s, else exact).
///   - record: the record mode (default: ``ListSnapshotConfiguration/current``'s — the Swift Testing trait
///     `.listSnapshots(record:)` sets it —, else `LISTPREVIEW_RECORD`, else `never` in CI and `missing` elsewhere).
///   - artifacts: the artifacts folder (default: ``ListSnapshotConfiguration/current``'s, else
///     `LISTPREVIEW_ARTIFACTS`, else the temporary folder's
///     `listpreview-artifacts/`).
/// - Throws: ``ListSnapshotFailure`` when the image differs beyond `tolerance`, when the golden is missing in CI,
///   and once when a golden was just recorded.
public func assertListSnapshot(
    _ image: RasterImage, named name: String? = nil, layout: SnapshotLayout? = nil,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    let place = try SnapshotPlace(
        named: name, tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName)
    try place.check(image, layout: layout)
}

extension SnapshotPlace {
    /// Records a case whose image could not be drawn as an `error` in the report.
    ///
    /// - Throws: ``ListSnapshotFailure`` with the error's message, always.
    package func fail(_ error: any Error) throws -> Never {
        var result = template
        result.status = .error(String(describing: error))
        result.golden = SnapshotSuite.displayName(of: folder.appendingPathComponent(base + ".png"))
        try SnapshotCaseLog.record(result, in: comparer.artifacts)
        throw ListSnapshotFailure(description: "snapshot \(base).png could not be drawn: \(error)")
    }

    /// Compares a still with this place's golden (`BASE.png`, its sidecar beside it) and reports the case.
    func check(_ image: RasterImage, layout: SnapshotLayout?) throws {
        try check(RenderedSnapshot(raster: image, layout: layout))
    }

    /// Compares a rendered still with this place's golden (`BASE.png`) and records the case in the report.
    ///
    /// - Throws: ``ListSnapshotFailure`` naming the golden, the failure images, what moved and the `accept` command
    ///   when the case fails, and once when its golden was just recorded.
    package func check(_ snapshot: RenderedSnapshot) throws {
        let golden = folder.appendingPathComponent(base + ".png")
        let existed = FileManager.default.fileExists(atPath: golden.path)
        try report(comparer.check(snapshot, as: template, golden: golden, since: Date()), golden: golden, existed: existed)
    }
}

/// Compares every frame of an animation (for example an adapter's update,
/// ``ListAnimation/init(recording:timing:fonts:theme:environment:updates:)``) with the animation golden of a test,
/// frame by frame, as `verify` does for a spec's updates.
///
/// The golden is a folder of numbered PNG frames and a manifest (``AnimationGolden``) beside the test file:
/// `__Snapshots__/<TestFile>/<test>.animation/`, `<test>.<name>.animation/` with `named`, and
/// `<test>+<variant>.animation/` with `variant` (record one animation per environment, each with its own name). The
/// layout after the last update is the golden's sidecar (`<test>.animation.layout.json`), so a failure says what
/// moved. Record modes, tolerance and failure images are those of the still overload.
///
/// ```swift
/// @Test @MainActor func insertAnimates() throws {
///     let animation = try ListAnimation(recording: adapter) { adapter.performUpdates(animated: true) }
///     try assertListSnapshot(animation)
/// }
/// ```
///
/// - Parameters:
///   - animation: the frames.
///   - name: tells several snapshots of one test apart.
///   - variant: the environment's name, for the golden's (letters, digits, `-`, `_`).
///   - tolerance: how different each frame may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` when the frame count, the frame rate or a frame differs beyond `tolerance`, or
///   the golden is missing in CI; ``RenderError`` when a frame cannot be drawn.
public func assertListSnapshot(
    _ animation: ListAnimation, named name: String? = nil, variant: String? = nil, tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    let place = try SnapshotPlace(
        named: name, variant: variant, tolerance: tolerance, record: record, artifacts: artifacts, file: file,
        testName: testName)
    let golden = place.folder.appendingPathComponent(place.base + ".animation")
    let rasters = try animation.frames()
    // Kept as rasters, as the CLI's suites keep theirs: a passing frame is compared row by row with its golden and
    // never encoded; only a failing or recorded frame is.
    let frames = rasters.map { RenderedSnapshot(raster: $0) }
    var rendered = RenderedAnimation(fps: animation.sequence.timeline.timing.fps, frames: frames)
    rendered.layout = animation.lastLayout.map { last in
        // As the frames show it: mirrored about the viewport when the sequence is.
        SnapshotLayout(last).mirrored(
            about: animation.sequence.isMirrored ? Double(2 * last.contentOffset.x + last.bounds.width) : nil)
    }
    rendered.layout?.recordFonts(Set(rasters.flatMap(\.fonts)).sorted())
    if let last = animation.lastLayout {
        rendered.layout?.imageOrigin = [Double(last.contentOffset.x), Double(last.contentOffset.y)]
    }
    let existed = FileManager.default.fileExists(atPath: golden.path)
    // An animation case, named as a spec's is (`FeedTests/insert#animation`), so that `accept` promotes its frames.
    var template = place.template
    template.isAnimation = true
    template.name += "#animation"
    try place.report(
        place.comparer.check(rendered, as: template, golden: golden, since: Date()), golden: golden, existed: existed)
}
