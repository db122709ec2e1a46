// swift-tools-version:6.1
//
// ListPreview's benchmarks, in a package of their own so that the library's dependency graph stays small.
// Run them in release: `make bench`, or `swift run --package-path Benchmarks -c release ListPreviewBenchmarks [suite…]`.

import PackageDescription

let package = Package(
    name: "ListPreviewBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ListPreview", path: "..")],
    targets: [
        .executableTarget(
            name: "ListPreviewBenchmarks",
            dependencies: [.product(name: "ListPreview", package: "ListPreview")]
        )
    ],
    swiftLanguageModes: [.v6]
)
