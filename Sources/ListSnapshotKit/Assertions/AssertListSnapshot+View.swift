import Foundation
import ListCore
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Compares the render of one view — a cell configured in a test, a header, any view with subviews — with the golden
/// of a test, in an environment and in each of a list of variants, as swift-snapshot-testing's `.image` strategy does
/// for a `UIView` (and as ``assertListSnapshot(of:named:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_)``
/// does for a list). The image is the view on a transparent canvas at its size
/// (``ListSnapshot/image(of:size:scale:theme:environment:overlays:)-(ListView,_,_,_,_,_)``); its sidecar records the
/// view's subviews, so a failure explains itself in words (``cell 0·0: label `title` 2 → 3 lines; image `avatar`
/// moved 8 pt right``). Record modes, tolerance, artifacts and the report are those of every other assertion.
///
/// Each variant shows the view in its environment over `environment` — the tree is laid out again in it (a text-style
/// font follows the Dynamic Type size, a stack view flips in right-to-left) — against its own golden
/// `<test>+<variant>.png`; every variant is checked even when one fails.
///
/// ```swift
/// @Test @MainActor func postCell() throws {
///     let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
///     cell.configure(with: .sample)
///     try assertListSnapshot(of: cell, variants: ListSpecVariant.matrix(themes: [.light, .dark]))
/// }
/// ```
///
/// - Parameters:
///   - view: the view (a ``ListCell``, a ``ListView`` of any kind).
///   - name: tells several snapshots of one test apart.
///   - size: the size to give the view first (`nil`: its bounds' size).
///   - scale: pixels per point.
///   - theme: the colours of a cell's quick content (default: those of each environment's theme).
///   - environment: the environment (default: the view's ``ListView/traitCollection``).
///   - variants: further environments, each with its golden (names: letters, digits, `-`, `_`).
///   - tolerance: how different the image may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` when an image differs beyond `tolerance`, a golden is missing in CI, or the view
///   has no width or height; ``RenderError`` when the view cannot be drawn.
@MainActor
public func assertListSnapshot(
    of view: ListView, named name: String? = nil, size: CGSize? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    if let size { view.frame.size = size }
    try ListSnapshotVariants.checkEnvironments(
        base: environment ?? view.traitCollection.environment, variants: variants, named: name,
        tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(of: view, scale: scale, theme: theme, environment: shown)
    }
}
