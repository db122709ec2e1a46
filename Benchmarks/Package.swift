// swift-tools-version:6.1
//
// ListPreview's benchmarks, in a package of their own so that the library's dependency graph stays small.
// Run them in release: `make bench`, or one suite:
//   swift run --package-path Benchmarks -c release ListPreviewBenchmarks diff
// (suites: layout, render, diff, adapter, animate, snapshots, viewtrees, constraints, autolayout, viewlayout, audit). Benchmarks/README.md explains the figures.

import PackageDescription

let package = Package(
    name: "ListPreviewBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ListPreview", path: ".."),
        // ordo-one's malloc interposer (the one package-benchmark counts allocations with): a dynamic library whose
        // malloc replaces the C library's in the benchmark process, counting only while hooked.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "ListPreviewBenchmarks",
            dependencies: [
                .product(name: "ListPreview", package: "ListPreview"),
                .product(name: "ListDiffKit", package: "ListPreview"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
