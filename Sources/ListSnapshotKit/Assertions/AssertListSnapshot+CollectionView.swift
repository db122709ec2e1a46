import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit

/// Compares the render of a collection view (an adapter's `collectionView`) with the golden of a test, in an
/// environment and in each of a list of variants, with its layout: each golden gets its layout sidecar
/// (`<test>.layout.json`, the frames, the subviews of cells that have them and the fonts that drew it), and a failure
/// explains the change in words exactly as `verify` does (`cell 0·1: height 120 → 136; 14 elements below moved down
/// 16 pt`, ``cell 0·2: label `title` 2 → 3 lines``, and `fonts differ: …` when the fonts differ). Record modes,
/// tolerance, artifacts and the report are those of
/// ``assertListSnapshot(_:named:layout:tolerance:record:artifacts:file:testName:)``.
///
/// The list is checked as shown in `environment` (its golden `<test>.png`), then in each variant — its environment
/// values over `environment` — against its own golden `<test>+<variant>.png`, as `record` names a spec's variants.
/// For each, the collection view is shown in that environment: its section controllers see it
/// (``ListCollectionContext/traitCollection``) and the adapter re-sizes its sections, as an app does when the user
/// changes the text size; afterwards it gets its own trait collection back. Every variant is checked even when one
/// fails; the failure names them all.
///
/// ```swift
/// @Test @MainActor func feed() throws {
///     let adapter = ListAdapter(updater: ListAdapterUpdater())
///     adapter.collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844))
///     adapter.dataSource = dataSource
///     try assertListSnapshot(of: adapter.collectionView!, variants: [
///         ListSpecVariant(name: "dark", environment: ListEnvironmentOverrides(theme: .dark)),
///         ListSpecVariant(name: "ax5-rtl", environment: ListEnvironmentOverrides(
///             contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft, locale: "ar")),
///     ])
/// }
/// ```
///
/// - Parameters:
///   - collectionView: the collection view, drawn at its content offset.
///   - name: tells several snapshots of one test apart.
///   - scale: pixels per point.
///   - theme: the colours (default: those of each environment's theme).
///   - environment: the environment (default: the collection view's ``ListCollectionView/traitCollection``).
///   - variants: further environments, each with its golden (names: letters, digits, `-`, `_`;
///     ``ListSpecVariant/matrix(themes:contentSizeCategories:layoutDirections:rightToLeftLocale:)`` makes them).
///   - tolerance: how different the image may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` as the image overload does, one for all variants; ``RenderError`` when the
///   view cannot be drawn.
@MainActor
public func assertListSnapshot(
    of collectionView: ListCollectionView, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    try assertListSnapshot(
        of: collectionView, named: name, scale: scale, theme: theme, environment: environment, variants: variants,
        accessibility: false, tolerance: tolerance, record: record, artifacts: artifacts, file: file,
        testName: testName)
}

/// ``assertListSnapshot(of:named:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_)``,
/// or with `accessibility: true` the accessibility snapshot (`<test>.accessibility.png`,
/// `<test>.<name>.accessibility+<variant>.png`): the screen with what VoiceOver reads outlined, numbered and listed,
/// its sidecar's `"accessibility"` section listing each element, so that a failure also says what VoiceOver reads
/// differently (``cell 1·1: label of button `like` removed; reading order 4 ↔ 5``; docs/ACCESSIBILITY.md).
///
/// ```swift
/// try assertListSnapshot(of: adapter.collectionView!, accessibility: true)
/// ```
///
/// - Parameters:
///   - accessibility: whether to check the accessibility snapshot instead of the picture.
///   - others: as the overload without `accessibility`.
/// - Throws: as the overload without `accessibility`.
@MainActor
public func assertListSnapshot(
    of collectionView: ListCollectionView, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], accessibility: Bool,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try ListSnapshotVariants.checkEnvironments(
        base: environment ?? collectionView.traitCollection.environment, variants: variants,
        named: accessibility ? (name.map { $0 + "." } ?? "") + "accessibility" : name,
        tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(
            of: collectionView, scale: scale, theme: theme, environment: shown, accessibility: accessibility)
    }
}

/// Compares what an adapter's collection view shows with the goldens of a test, in an environment and its variants,
/// as ``assertListSnapshot(of:named:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_)``
/// does for the collection view.
///
/// ```swift
/// try assertListSnapshot(of: adapter, variants: ListSpecVariant.matrix(themes: [.light, .dark]))
/// ```
///
/// - Throws: ``ListSnapshotFailure`` when the adapter has no collection view, and as the collection view overload.
@MainActor
public func assertListSnapshot(
    of adapter: ListAdapter, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    try assertListSnapshot(
        of: adapter, named: name, scale: scale, theme: theme, environment: environment, variants: variants,
        accessibility: false, tolerance: tolerance, record: record, artifacts: artifacts, file: file,
        testName: testName)
}

/// The adapter's collection view checked as
/// ``assertListSnapshot(of:named:scale:theme:environment:variants:accessibility:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_,_)``
/// checks it: with `accessibility: true`, its accessibility snapshot.
///
/// - Parameters:
///   - accessibility: whether to check the accessibility snapshot instead of the picture.
///   - others: as the overload without `accessibility`.
/// - Throws: as the overload without `accessibility`.
@MainActor
public func assertListSnapshot(
    of adapter: ListAdapter, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], accessibility: Bool,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try assertListSnapshot(
        of: try ListSnapshot.collectionView(of: adapter), named: name, scale: scale, theme: theme,
        environment: environment, variants: variants, accessibility: accessibility, tolerance: tolerance,
        record: record, artifacts: artifacts, file: file, testName: testName)
}

extension ListSnapshotVariants {
    /// Checks what `render` draws in `base`, and in each variant's environment over `base`, each against its own
    /// golden (`<test>.png`, `<test>+<variant>.png`); every variant is checked even when one fails, and one
    /// ``ListSnapshotFailure`` names them all. What the collection view and view assertions share.
    static func checkEnvironments(
        base: ListEnvironment, variants: [ListSpecVariant], named name: String?, tolerance: SnapshotTolerance?,
        record: SnapshotRecordMode?, artifacts: URL?, file: String, testName: String,
        render: (ListEnvironment) throws -> RenderedSnapshot
    ) throws {
        try check(variants.map(\.name))
        try checkEach([nil] + variants) { variant in
            let place = try SnapshotPlace(
                named: name, variant: variant?.name, tolerance: tolerance, record: record, artifacts: artifacts,
                file: file, testName: testName)
            try place.check(render(variant.map { $0.environment.applied(to: base) } ?? base))
        }
    }

    /// Runs `check` for every variant, then throws one ``ListSnapshotFailure`` naming every failure (other errors
    /// stop at once).
    static func checkEach(_ variants: [ListSpecVariant?], _ check: (ListSpecVariant?) throws -> Void) throws {
        var failures: [String] = []
        for variant in variants {
            do {
                try check(variant)
            } catch let failure as ListSnapshotFailure {
                failures.append(failure.description)
            }
        }
        guard !failures.isEmpty else { return }
        throw ListSnapshotFailure(description: failures.joined(separator: "\n\n"))
    }
}
