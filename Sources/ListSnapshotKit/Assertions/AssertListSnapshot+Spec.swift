import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit

/// Compares the render of a spec with the goldens of a test, as `record`/`verify` check a spec file: the spec as
/// written (`<test>.png`) and each of its `variants` (`<test>+<variant>.png`), each through the one prepared spec
/// `render` draws, with the layout sidecar `verify` writes. Record modes, tolerance, artifacts and the report are
/// those of ``assertListSnapshot(_:named:layout:tolerance:record:artifacts:file:testName:)``.
///
/// ```swift
/// @Test func feed() throws {
///     let spec = try ListSpec.load(contentsOf: url).spec
///     try assertListSnapshot(of: spec, environment: ListEnvironmentOverrides(locale: "ja"))
/// }
/// ```
///
/// - Parameters:
///   - spec: the spec (its `variants` are checked too).
///   - name: tells several snapshots of one test apart.
///   - renderer: fonts, theme, overlays, region (default: ``ListSnapshot/defaultRenderer()``).
///   - environment: environment values over the spec's own (and its variants'), as the CLI's options.
///   - tolerance: how different the image may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` as the image overload does, one for all variants; ``ListSpecError`` or
///   ``RenderError`` when the spec cannot be drawn.
public func assertListSnapshot(
    of spec: ListSpec, named name: String? = nil, renderer: SpecRenderer? = nil,
    environment: ListEnvironmentOverrides = .init(), tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    let renderer = try renderer ?? ListSnapshot.defaultRenderer()
    let stills = SpecSnapshotRenderer(renderer: renderer, animationTiming: nil)
    let prepared = try ListSnapshot.prepare(spec, renderer: renderer, environment: environment, variant: nil)
    try ListSnapshotVariants.checkEach(prepared.variants.map(\.variant)) { variant in
        let place = try SnapshotPlace(
            named: name, variant: variant?.name, tolerance: tolerance, record: record, artifacts: artifacts,
            file: file, testName: testName)
        let shown = variant.flatMap { prepared.variant(named: $0.name) } ?? prepared
        try place.check(try stills.renderStill(of: shown))
    }
}
