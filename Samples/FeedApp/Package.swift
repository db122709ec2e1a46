// swift-tools-version:6.1
//
// FeedApp: an app-style feed built from ListPreview section controllers and UIKit-style cells, laid out headlessly.
// It prints the visible cells and their frames, applies an animated update, and can render its states to PNG.
//
//   swift run --package-path Samples/FeedApp FeedApp [--json] [--png FOLDER]
//
// PaginatedList: Instant Cocoa's model-driven controller on a paginated data source, rendered at each state.
//
//   swift run --package-path Samples/FeedApp PaginatedList [FOLDER]
//
// InboxApp: a notifications screen whose cells are laid out with constraints (anchors, SnapKit's DSL, the visual
// format language, NSLayoutConstraint(item:…)), with a large title and a tab bar, rendered in three environments.
//
//   swift run --package-path Samples/FeedApp InboxApp FOLDER

import PackageDescription

let package = Package(
    name: "FeedApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ListPreview", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FeedApp",
            dependencies: [.product(name: "ListPreview", package: "ListPreview")]
        ),
        .executableTarget(
            name: "InboxApp",
            dependencies: [.product(name: "ListPreview", package: "ListPreview")],
            path: "Sources/Inbox"
        ),
        .executableTarget(
            name: "PaginatedList",
            dependencies: [.product(name: "ListPreview", package: "ListPreview")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
