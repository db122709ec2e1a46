// swift-tools-version:6.1
//
// ListPreview's fuzzers, in a package of their own (like Benchmarks/) so that the library's graph stays small.
// Each executable is a libFuzzer target that reads its input through the code the `listpreview` commands use:
//
//   FuzzSpec  a spec file (every input read as a .json and as a .yaml file), then laid out when it is valid
//   FuzzDiff  a `diff` input file
//   FuzzResults   a run's results.json (merge-reports, accept), then its reports
//   FuzzManifest  an animation golden's manifest.json
//   FuzzSidecar   a golden's layout sidecar, then compared as a failing case compares it
//   FuzzGolden    a golden PNG
//   FuzzViewTree  a spec's "view" tree generated from the input's bytes (structure, sizes, nesting), measured and laid out
//   FuzzImage     an image file (PNG, JPEG, WebP) as a spec's "image" and UIImage(data:) read it, within a run-wide budget
//
// Build and run them with scripts/fuzz.sh (docs/FUZZING.md): the build needs the sanitizer flags, which SwiftPM
// takes only from the command line.

import PackageDescription

let package = Package(
    name: "ListPreviewFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ListPreview", path: "..")
    ],
    targets: [
        .target(
            name: "FuzzProperty",
            dependencies: [
                .product(name: "ListPreviewCLI", package: "ListPreview"),
                .product(name: "ListPreview", package: "ListPreview"),
            ]
        ),
        .executableTarget(name: "FuzzSpec", dependencies: ["FuzzProperty"]),
        .executableTarget(name: "FuzzDiff", dependencies: ["FuzzProperty"]),
        .executableTarget(name: "FuzzResults", dependencies: ["FuzzProperty"]),
        .executableTarget(name: "FuzzManifest", dependencies: ["FuzzProperty"]),
        .executableTarget(name: "FuzzSidecar", dependencies: ["FuzzProperty"]),
        .executableTarget(name: "FuzzGolden", dependencies: ["FuzzProperty"]),
        .executableTarget(
            name: "FuzzViewTree",
            dependencies: ["FuzzProperty", .product(name: "ListPreview", package: "ListPreview")]
        ),
        .executableTarget(name: "FuzzImage", dependencies: [.product(name: "ListPreview", package: "ListPreview")]),
    ],
    swiftLanguageModes: [.v6]
)
