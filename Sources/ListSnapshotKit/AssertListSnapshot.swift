import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// A snapshot that does not match its golden (or whose golden is missing and may not be recorded).
///
/// ``assertListSnapshot(_:named:tolerance:record:file:testName:)`` throws it, so `try assertListSnapshot(…)` fails
/// the test in XCTest and in Swift Testing alike, with this message.
public struct ListSnapshotFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the measured value against the allowed one and the paths of the failure images.
    public var description: String
}

/// Compares a rendered image with the golden of a test, recording it as the record mode says.
///
/// Goldens live beside the test file, as swift-snapshot-testing's: `__Snapshots__/<TestFile>/<test>.png`, or
/// `<test>.<name>.png` with `named`. The record mode comes from `record`, else `LISTPREVIEW_RECORD`, else `never`
/// in CI and `missing` elsewhere. Failure images go to `$LISTPREVIEW_ARTIFACTS` (default: the system's temporary
/// folder, `listpreview-artifacts/`).
///
/// ```swift
/// @Test func feed() throws {
///     let spec = try ListSpec.load(contentsOf: url).spec
///     try assertListSnapshot(try ListSnapshot.image(of: spec))
/// }
/// ```
///
/// - Throws: ``ListSnapshotFailure`` when the image differs beyond `tolerance`, or the golden is missing in CI.
public func assertListSnapshot(
    _ image: RasterImage, named name: String? = nil, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, file: String = #filePath, testName: String = #function
) throws {
    let mode = try record ?? SnapshotRecordMode.fromEnvironment()
    let testFile = URL(fileURLWithPath: file)
    let folder = testFile.deletingLastPathComponent().appendingPathComponent(GoldenLocation.defaultFolderName)
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let base = ListSnapshot.sanitizedTestName(testName) + (name.map { ".\($0)" } ?? "")
    let golden = folder.appendingPathComponent(base + ".png")
    let artifacts = ProcessInfo.processInfo.environment["LISTPREVIEW_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-artifacts")
    let comparer = SnapshotComparer(
        action: .verify(mode), tolerance: tolerance,
        artifacts: artifacts.appendingPathComponent(testFile.deletingPathExtension().lastPathComponent))
    let snapshot = RenderedSnapshot(png: try PNGEncoder().encode(image), image: image.rgbaImage(), scale: image.scale)
    let result = comparer.check(
        snapshot, as: SnapshotCaseResult(name: base, status: .passed, spec: base), golden: golden, since: Date())
    guard result.status.isFailure, let message = result.status.message else { return }
    var lines = ["snapshot \(golden.lastPathComponent): \(message)"]
    if let difference = result.differenceImage {
        lines.append("difference: " + comparer.artifacts.appendingPathComponent(difference).path)
    }
    if let actual = result.actualImage {
        lines.append("actual: " + comparer.artifacts.appendingPathComponent(actual).path)
    }
    throw ListSnapshotFailure(description: lines.joined(separator: "\n"))
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
