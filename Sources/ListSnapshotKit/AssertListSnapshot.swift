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
///   - tolerance: how different the image may be.
///   - record: the record mode (default: `LISTPREVIEW_RECORD`, else `never` in CI and `missing` elsewhere).
///   - artifacts: the artifacts folder (default: `LISTPREVIEW_ARTIFACTS`, else the temporary folder's
///     `listpreview-artifacts/`).
/// - Throws: ``ListSnapshotFailure`` when the image differs beyond `tolerance`, when the golden is missing in CI,
///   and once when a golden was just recorded.
public func assertListSnapshot(
    _ image: RasterImage, named name: String? = nil, layout: SnapshotLayout? = nil,
    tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    let place = try SnapshotPlace(
        named: name, tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName)
    let golden = place.folder.appendingPathComponent(place.base + ".png")
    let snapshot = RenderedSnapshot(
        png: try PNGEncoder().encode(image), image: image.rgbaImage(), scale: image.scale, layout: layout)
    let existed = FileManager.default.fileExists(atPath: golden.path)
    try place.report(
        place.comparer.check(snapshot, as: place.template, golden: golden, since: Date()), golden: golden,
        existed: existed)
}

/// Compares every frame of an animation (for example an adapter's update, ``ListAnimation/init(recording:timing:fonts:theme:updates:)``)
/// with the animation golden of a test, frame by frame, as `verify` does for a spec's updates.
///
/// The golden is a folder of numbered PNG frames and a manifest (``AnimationGolden``) beside the test file:
/// `__Snapshots__/<TestFile>/<test>.animation/`, or `<test>.<name>.animation/` with `named`. Record modes,
/// tolerance and failure images are those of the still overload.
///
/// ```swift
/// @Test @MainActor func insertAnimates() throws {
///     let animation = try ListAnimation(recording: adapter) { adapter.performUpdates(animated: true) }
///     try assertListSnapshot(animation)
/// }
/// ```
///
/// - Throws: ``ListSnapshotFailure`` when the frame count, the frame rate or a frame differs beyond `tolerance`, or
///   the golden is missing in CI; ``RenderError`` when a frame cannot be drawn.
public func assertListSnapshot(
    _ animation: ListAnimation, named name: String? = nil, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    let place = try SnapshotPlace(
        named: name, tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName)
    let golden = place.folder.appendingPathComponent(place.base + ".animation")
    let encoder = PNGEncoder()
    let frames = try animation.frames().map {
        RenderedSnapshot(png: try encoder.encode($0), image: $0.rgbaImage(), scale: $0.scale)
    }
    let rendered = RenderedAnimation(fps: animation.sequence.timeline.timing.fps, frames: frames)
    let existed = FileManager.default.fileExists(atPath: golden.path)
    try place.report(
        place.comparer.check(rendered, as: place.template, golden: golden, since: Date()), golden: golden,
        existed: existed)
}

/// Where the golden of a test lives and how it is compared (shared by the still and animation assertions).
private struct SnapshotPlace {
    let folder: URL
    let base: String
    let comparer: SnapshotComparer

    let testFile: URL

    init(
        named name: String?, tolerance: SnapshotTolerance, record: SnapshotRecordMode?, artifacts: URL?, file: String,
        testName: String
    ) throws {
        let mode = try record ?? SnapshotRecordMode.fromEnvironment()
        testFile = URL(fileURLWithPath: file)
        folder = testFile.deletingLastPathComponent().appendingPathComponent(GoldenLocation.defaultFolderName)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        base = ListSnapshot.sanitizedTestName(testName) + (name.map { ".\($0)" } ?? "")
        let artifacts = artifacts
            ?? ProcessInfo.processInfo.environment["LISTPREVIEW_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-artifacts")
        // Images in `swift/` of the folder: the reports' clean-up of earlier runs' `run-…` folders leaves them.
        comparer = SnapshotComparer(action: .verify(mode), tolerance: tolerance, artifacts: artifacts, imageFolder: "swift")
    }

    /// The result a check starts from: the test file as the spec, the test as the case (`FeedTests/testFeed`), and
    /// the test file's checksum (so `accept` refuses a test that changed since the run).
    var template: SnapshotCaseResult {
        var result = SnapshotCaseResult(
            name: testFile.deletingPathExtension().lastPathComponent + "/" + base, status: .passed,
            spec: SnapshotSuite.displayName(of: testFile))
        result.test = base
        result.specHash = ContentChecksum.sha256(ofFile: testFile)
        return result
    }

    /// Throws the failure of a checked case, naming the golden and the failure images. A golden just recorded is
    /// a failure too, as in swift-snapshot-testing: a missing golden cannot pass unnoticed, and the next run
    /// compares against the recorded one.
    func report(_ result: SnapshotCaseResult, golden: URL, existed: Bool) throws {
        try SnapshotCaseLog.record(result, in: comparer.artifacts)
        if result.status == .recorded {
            throw ListSnapshotFailure(
                description: existed
                    ? "snapshot \(golden.lastPathComponent): record mode is on; re-recorded \(golden.path). "
                        + "Turn recording off and run the test again."
                    : "snapshot \(golden.lastPathComponent): no golden was found; recorded \(golden.path). "
                        + "Run the test again to compare against it.")
        }
        guard result.status.isFailure, let message = result.status.message else { return }
        var lines = ["snapshot \(golden.lastPathComponent): \(message)"]
        if let layout = result.layoutSummary { lines.append("layout: " + layout) }
        if let difference = result.differenceImage {
            lines.append("difference: " + comparer.artifacts.appendingPathComponent(difference).path)
        }
        if let actual = result.actualImage {
            lines.append("actual: " + comparer.artifacts.appendingPathComponent(actual).path)
        }
        lines.append("accept: " + SnapshotAcceptance.command(
            accepting: [result.name], artifacts: SnapshotSuite.displayName(of: comparer.artifacts)))
        throw ListSnapshotFailure(description: lines.joined(separator: "\n"))
    }
}

/// Renders what tests snapshot: a spec, a headless collection view (and so an adapter's), or a bare layout.
public enum ListSnapshot {
    /// The default renderer: bundled fonts, light theme, no overlays (clean pictures make stable goldens).
    public static func defaultRenderer() throws -> SpecRenderer {
        SpecRenderer(fonts: try FontSet.bundled(), theme: .light, overlays: .none)
    }

    /// The render of a spec's viewport.
    public static func image(of spec: ListSpec, renderer: SpecRenderer? = nil) throws -> RasterImage {
        try (renderer ?? defaultRenderer()).render(spec)
    }

    /// The render of a collection view's visible cells and supplementary views (an adapter's `collectionView`).
    @MainActor
    public static func image(
        of collectionView: ListCollectionView, scale: Double = 2, theme: RenderTheme = .light,
        overlays: RenderOverlays = .none
    ) throws -> RasterImage {
        let scene = RenderScene(collectionView: collectionView, scale: scale)
        return try Rasterizer(fonts: try FontSet.bundled(), theme: theme, overlays: overlays).render(scene)
    }

    /// The render of a computed layout; elements show their index path unless `content` says otherwise.
    public static func image(
        of layout: ListCollectionViewLayout, theme: RenderTheme = .light, overlays: RenderOverlays = .indexPaths,
        content: ((ListElementKind, ListIndexPath) -> ListCellContent?)? = nil
    ) throws -> RasterImage {
        let scene = RenderScene(layout: layout) { kind, path in content?(kind, path) ?? ListCellContent() }
        return try Rasterizer(fonts: try FontSet.bundled(), theme: theme, overlays: overlays).render(scene)
    }

    /// `testFeed()` → `testFeed`; other characters that do not belong in a file name become `_`.
    static func sanitizedTestName(_ name: String) -> String {
        var trimmed = name
        if let parenthesis = trimmed.firstIndex(of: "(") { trimmed = String(trimmed[..<parenthesis]) }
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    }
}
