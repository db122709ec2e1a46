// swift-tools-version:6.1
//
// ListPreview: IGListKit-style data-driven lists, laid out and rendered headlessly on Linux.
//
// The module graph points one way (scripts/check-imports.sh checks that the imports keep to it):
//
//   ListDiffKit, ListCore ─► ListPlumbing (package access, no product: JSONValue, its checked reader, JSONWriter,
//     │                       file input, atomic output) ─► ListImageKit, ListSpecKit, ListRenderKit, ListSnapshotKit,
//     │                       ListPreviewSnapshotTesting, ListPreviewCLI
//     ├─► ListImageKit  (PNG / JPEG / WebP decoding, image cache: CListImageCodecs, CWebP) ─► ListSpecKit, ListViewKit
//     ├─► ListTextModel (text values, the measuring protocol; no C) ─┬─► ListViewKit (UIView-shaped views) ─┐
//     │                                                              └─► ListTextKit (Pango, pinned fonts:     │
//     │                   CCairo; measures for the views when linked) ─► ListRenderKit, ListPipelineKit        │
//     └─► ListLayoutKit ─┬─► ListSpecKit            (spec files: JSON / YAML, "view" trees)     │
//                        ├─► ListAdapterKit (◄─ ListViewKit) ──► ListDataSourceKit              │
//                        └─► ListAnimationKit (transitions: no adapter) ────────────────────────┴─► ListRenderKit
//                               scene in, pixels and files out (CCairo, CListPreviewPNG, CWebP);
//                               imports neither ListSpecKit nor ListAdapterKit
//   ListSpecKit, ListAdapterKit, ListAnimationKit, ListRenderKit
//     └─► ListPipelineKit    the spec road (SpecPipeline → PreparedSpec), spec view trees (SpecViewBuilder), the
//           │                spec → adapter bridge, variant sheets, the recorded-transition (adapter → ListTransition)
//           │                and collection-view bridges
//           └─► ListSnapshotKit ─► ListPreviewSnapshotTesting
//                 └─► ListPreview (re-exports the library modules) ─► ListPreviewCLI ─► listpreview
//   ListConstraintKit (no dependencies, no product: the Cassowary constraint solver; ListPreview re-exports it)
//     └─► ListViewKit   (NSLayoutConstraint, anchors and the layout pass that solves them sit on it)
//           └─► ListSnapKit (SnapKit's DSL, `view.snp.makeConstraints`, making those NSLayoutConstraints; a product,
//                            re-exported by ListPreview; nothing of ours imports it but the umbrella)
//
// Nothing a headless-adapter app builds (ListAdapterKit and below: diff, core, text values, layout, solver, images,
// plumbing, views) needs Cairo or Pango. `ListPreview` re-exports every library module. scripts/check-module-graph.py
// checks the imports against these dependencies and the README's module graph against them.

import PackageDescription

let package = Package(
    name: "ListPreview",
    platforms: [.macOS(.v13)],
    // Five libraries and the command: `ListPreview` (every library module, re-exported), `ListDiffKit` alone (the diff
    // has no UI concepts: a server or a model layer can use it without the rest), `ListAdapterKit` (the headless
    // adapter with its views, layout and diff: it builds without Cairo and Pango, and measures text with estimated
    // metrics unless ListTextKit is linked, as `ListPreview` links it), the test-facing
    // `ListPreviewSnapshotTesting`, and `ListPreviewCLI`, whose only public API is the command's input readers
    // (`CommandInputs`, `InputError`): the fuzzers (Fuzz/) are a package of their own, so that the library's graph stays
    // small and their sanitizer build apart, and a package reaches another's modules only through a product; the
    // command itself (`ListPreviewCommand`) is `package`, for the `listpreview` executable. The other modules are
    // reached through `ListPreview`.
    products: [
        .library(name: "ListPreview", targets: ["ListPreview"]),
        .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
        .library(
            name: "ListAdapterKit",
            targets: ["ListAdapterKit", "ListViewKit", "ListLayoutKit", "ListDiffKit", "ListCore", "ListTextModel"]
        ),
        .library(name: "ListPreviewSnapshotTesting", targets: ["ListPreviewSnapshotTesting"]),
        .library(name: "ListPreviewCLI", targets: ["ListPreviewCLI"]),
        .executable(name: "listpreview", targets: ["listpreview"]),
    ],
    traits: [
        // Opt-in (off by default): an app that depends on ListPreview resolves and builds no swift-snapshot-testing
        // (nor its swift-syntax, swift-custom-dump and xctest-dynamic-overlay) unless it enables this trait. SwiftPM
        // adds `-DSnapshotTesting` to every target of this package when it is on, so build this package with one
        // setting: `swift build --build-tests --traits SnapshotTesting` (scripts/test.sh, `make test`).
        .trait(
            name: "SnapshotTesting",
            description: "The ListPreviewSnapshotTesting strategies for pointfreeco/swift-snapshot-testing"
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // MARK: Diff (no UI concepts; Foundation only for IGListKit's NSObjectProtocol identifiers)
        .target(name: "ListDiffKit"),

        // MARK: Shared value types (geometry, colour, cell content)
        .target(name: "ListCore"),

        // MARK: The Cassowary constraint solver (pure Swift, no dependencies; no product: `ListPreview` re-exports it)
        .target(name: "ListConstraintKit"),

        // MARK: Shared plumbing with `package` access (no product: not API): the one JSON value tree, its one reader of
        // checked JSON and its strict writer, file input (InputFile, DataPath, DerivedFile) and output (AtomicFile,
        // OutputTarget, TemporaryOutput)
        .target(name: "ListPlumbing", dependencies: ["ListCore"]),

        // MARK: Layout
        .target(name: "ListLayoutKit", dependencies: ["ListDiffKit", "ListCore"]),

        // MARK: Spec file (JSON / YAML), validation
        .target(
            name: "ListSpecKit",
            dependencies: [
                "ListDiffKit", "ListCore", "ListPlumbing", "ListLayoutKit", "ListImageKit",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: Adapter, section controllers, updater, headless collection view
        .target(name: "ListAdapterKit", dependencies: ["ListDiffKit", "ListCore", "ListLayoutKit", "ListViewKit"]),

        // MARK: Model-driven controllers: Instant Cocoa's controller and data sources, ComponentKit's changeset data source
        .target(name: "ListDataSourceKit", dependencies: ["ListDiffKit", "ListCore", "ListLayoutKit", "ListAdapterKit"]),

        // MARK: Batch-update transitions: timing curves and element tracks
        .target(
            name: "ListAnimationKit",
            dependencies: ["ListDiffKit", "ListCore", "ListLayoutKit"]
        ),

        // MARK: Rendering (with ListTextKit, the only modules that import Cairo)
        // Cairo with FreeType, and Pango over HarfBuzz for text (shaping, bidi, line breaking) with fonts from a
        // private fontconfig configuration: one module, so that both see the same Cairo declarations.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangoft2",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),

        // MARK: Images: PNG, JPEG and WebP decoding with bounds, the process-wide image cache, placeholders
        .target(
            name: "CListImageCodecs",
            dependencies: ["CJPEG"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "ListImageKit", dependencies: ["ListCore", "ListPlumbing", "CListImageCodecs", "CWebP"]),

        // MARK: Text as values: fonts, layouts and the one door the views measure text through (TextMeasuring), with
        // estimated metrics when no engine is linked; no C library, so the views and the headless adapter build without
        // Cairo and Pango
        .target(name: "ListTextModel", dependencies: ["ListCore"]),

        // MARK: Text: Pango over HarfBuzz and FreeType with the pinned fonts; measures and lays out what the renderer
        // draws (one road for both)
        .target(name: "ListTextKit", dependencies: ["CCairo", "ListCore", "ListTextModel"], resources: [.copy("Fonts")]),
        // MARK: Views: a headless UIKit-shaped view tree (UIView, UILabel, UIStackView…) measured through ListTextKit,
        // and its value snapshot that the renderer draws
        .target(name: "ListViewKit", dependencies: ["ListCore", "ListTextModel", "ListImageKit", "ListConstraintKit"]),
        // Goldens decode through CListImageCodecs' one bounded PNG decoder (li_png_decode_layout).
        .target(
            name: "CListPreviewPNG",
            dependencies: ["CListImageCodecs"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
        ),
        .target(
            name: "ListRenderKit",
            dependencies: [
                "CCairo", "CListPreviewPNG", "CWebP", "ListDiffKit", "ListCore", "ListPlumbing", "ListTextKit", "ListImageKit",
                "ListViewKit", "ListLayoutKit", "ListAnimationKit",
            ]
        ),

        // MARK: The spec road: a spec prepared once, then laid out, animated through the adapter and drawn
        .target(
            name: "ListPipelineKit",
            dependencies: [
                "ListDiffKit", "ListCore", "ListLayoutKit", "ListTextKit", "ListImageKit", "ListViewKit", "ListSpecKit",
                "ListAdapterKit", "ListAnimationKit", "ListRenderKit",
            ]
        ),

        // MARK: Visual regression: image comparison, goldens, reports
        .target(
            name: "ListSnapshotKit",
            dependencies: [
                "ListDiffKit", "ListCore", "ListPlumbing", "ListLayoutKit", "ListSpecKit", "ListAdapterKit", "ListAnimationKit",
                "ListRenderKit", "ListPipelineKit", "ListViewKit", "ListTextKit",
            ]
        ),

        // MARK: A strategy for pointfreeco/swift-snapshot-testing (a product of its own; its strategies exist only with
        // the `SnapshotTesting` trait, and without it swift-snapshot-testing is neither resolved nor built)
        .target(
            name: "ListPreviewSnapshotTesting",
            dependencies: [
                "ListCore", "ListPlumbing", "ListSnapshotKit", "ListPipelineKit", "ListRenderKit", "ListSpecKit", "ListLayoutKit",
                "ListAdapterKit", "ListViewKit",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])
                ),
            ]
        ),

        // MARK: SnapKit's DSL on the view tree's constraints (`view.snp.makeConstraints { make in … }`)
        .target(name: "ListSnapKit", dependencies: ["ListViewKit", "ListCore"]),

        // MARK: Umbrella
        .target(
            name: "ListPreview",
            dependencies: [
                "ListDiffKit", "ListCore", "ListTextModel", "ListTextKit", "ListImageKit", "ListViewKit", "ListLayoutKit",
                "ListSpecKit", "ListAdapterKit", "ListDataSourceKit", "ListAnimationKit", "ListRenderKit", "ListPipelineKit",
                "ListSnapshotKit", "ListConstraintKit", "ListSnapKit",
            ]
        ),

        // MARK: Command line
        .target(
            name: "ListPreviewCLI",
            dependencies: [
                "ListPreview", "ListPlumbing", "ListCore", "ListSnapshotKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "listpreview", dependencies: ["ListPreviewCLI"]),

        // MARK: Tests: one target per module, named after it, each declaring exactly what its files import
        // (scripts/check-module-graph.py checks it: no import undeclared, no dependency unused); a target whose tests run
        // the built command (CommandRunner) declares `listpreview` so that it is built first.
        .target(name: "ListTestSupport", dependencies: ["ListAdapterKit", "ListLayoutKit", "ListDiffKit", "ListCore"], path: "Tests/ListTestSupport"),
        .testTarget(
            name: "ListAdapterKitTests",
            dependencies: ["ListAdapterKit", "ListViewKit", "ListLayoutKit", "ListDiffKit", "ListCore", "ListTestSupport"]
        ),
        .testTarget(name: "ListDiffKitTests", dependencies: ["ListDiffKit", "ListTestSupport"]),
        // Text measured without an engine (what a headless-adapter app gets): this target links no ListTextKit
        .testTarget(name: "ListTextModelTests", dependencies: ["ListTextModel", "ListCore", "ListTestSupport"]),
        // Text with the engine: Pango's measurer, the pinned fonts and their faces, line breaking and shaping
        .testTarget(
            name: "ListTextKitTests",
            dependencies: ["ListTextKit", "ListViewKit", "ListTextModel", "ListCore", "ListTestSupport"]
        ),
        .testTarget(
            name: "ListSnapKitTests",
            dependencies: ["ListSnapKit", "ListAdapterKit", "ListViewKit", "ListCore", "ListTestSupport"]
        ),
        .testTarget(name: "ListConstraintKitTests", dependencies: ["ListConstraintKit", "ListTestSupport"]),
        .testTarget(
            name: "ListAnimationKitTests",
            dependencies: ["ListAnimationKit", "ListLayoutKit", "ListDiffKit", "ListTestSupport"]
        ),
        // The spec road: spec view trees (SpecViewBuilder), the spec → adapter bridge, spec animations, the viewport
        // of a large spec, and the recorded-transition bridge (a recorded adapter update → ListTransition)
        .testTarget(
            name: "ListPipelineKitTests",
            dependencies: [
                "ListPipelineKit", "ListRenderKit", "ListAnimationKit", "ListSpecKit", "ListAdapterKit", "ListViewKit",
                "ListLayoutKit", "ListDiffKit", "ListCore", "ListTestSupport",
            ]
        ),
        .testTarget(
            name: "ListSnapshotKitTests",
            dependencies: [
                "ListSnapshotKit", "ListPipelineKit", "ListRenderKit", "ListAnimationKit", "ListSpecKit", "ListAdapterKit",
                "ListViewKit", "ListLayoutKit", "ListDiffKit", "ListCore", "ListTestSupport", "listpreview",
            ]
        ),
        .testTarget(
            name: "ListDataSourceKitTests",
            dependencies: ["ListDataSourceKit", "ListAdapterKit", "ListDiffKit", "ListCore", "ListTestSupport"]
        ),
        .testTarget(
            name: "ListPreviewSnapshotTestingTests",
            dependencies: [
                "ListPreviewSnapshotTesting", "ListSnapshotKit", "ListPipelineKit", "ListRenderKit", "ListSpecKit",
                "ListAdapterKit", "ListViewKit", "ListLayoutKit", "ListDiffKit", "ListCore", "ListTestSupport",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])
                ),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ListImageKitTests",
            dependencies: ["ListImageKit", "ListPlumbing", "CListPreviewPNG", "CWebP", "CJPEG", "ListTestSupport"]
        ),
        .testTarget(
            name: "ListViewKitTests",
            dependencies: [
                "ListViewKit", "ListTextKit", "ListTextModel", "ListImageKit", "ListConstraintKit", "ListCore", "ListTestSupport",
            ]
        ),
        .testTarget(name: "ListCoreTests", dependencies: ["ListPlumbing", "ListDiffKit", "ListCore", "ListTestSupport"]),
        // Scenes, view trees and specs drawn and compared with goldens (the command's own tests are ListPreviewCLITests)
        .testTarget(
            name: "ListRenderKitTests",
            dependencies: [
                "ListRenderKit", "ListSnapshotKit", "ListPipelineKit", "ListAnimationKit", "ListSpecKit", "ListAdapterKit",
                "ListViewKit", "ListTextKit", "ListImageKit", "ListLayoutKit", "ListDiffKit", "ListCore", "CListPreviewPNG",
                "CWebP", "ListTestSupport",
            ],
            exclude: ["__Snapshots__", "Specs"]
        ),
        .testTarget(name: "ListLayoutKitTests", dependencies: ["ListLayoutKit", "ListDiffKit", "ListCore", "ListTestSupport"]),
        .testTarget(
            name: "ListSpecKitTests",
            dependencies: [
                "ListSpecKit", "ListImageKit", "ListLayoutKit", "ListPlumbing", "ListCore", "ListTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command line run as a child process (and its readers as a library): every command, the spec road's
        // properties through `render` and `animate`, variants
        .testTarget(
            name: "ListPreviewCLITests",
            dependencies: [
                "ListPreviewCLI", "ListPreview", "ListSnapshotKit", "ListPipelineKit", "ListRenderKit", "ListAnimationKit",
                "ListSpecKit", "ListViewKit", "ListLayoutKit", "ListAdapterKit", "ListDiffKit", "ListPlumbing", "ListCore",
                "CListPreviewPNG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"), "ListTestSupport", "listpreview",
            ]
        ),

        // MARK: The FeedApp and Inbox samples' section controllers (Samples/FeedApp), tested here in every environment
        // so that CI's report shows them beside the spec cases (its own package builds the apps; this builds no second
        // copy of ListPreview)
        .target(
            name: "FeedAppSample", dependencies: ["ListPreview"], path: "Samples/FeedApp/Sources/FeedApp",
            exclude: ["main.swift", "VisibleDump.swift"]
        ),
        .target(
            name: "InboxSample", dependencies: ["ListPreview"], path: "Samples/FeedApp/Sources/Inbox",
            exclude: ["main.swift"]
        ),
        .testTarget(
            name: "FeedAppSampleTests", dependencies: ["FeedAppSample", "InboxSample", "ListPreview"],
            path: "Samples/FeedApp/Tests", exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
