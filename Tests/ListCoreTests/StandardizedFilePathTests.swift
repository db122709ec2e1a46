import Foundation
@testable import ListPlumbing
import ListTestSupport
import Testing

/// `URL.standardizedFilePath` is `standardizedFileURL.path` (and `standardizedPathComponents` its `pathComponents`)
/// for every URL: returned as it is for an absolute file
/// path without a `.`, `..` or empty component, Foundation's otherwise. Seeded random paths of names with dots (`.a`,
/// `a.`, `...`), spaces, percent signs, accents and emoji, doubled and trailing slashes, relative and absolute, made
/// by `URL(fileURLWithPath:)`, `appendingPathComponent`, `URL(string:)` (percent-encoded dots too) and non-file URLs.
@Suite struct StandardizedFilePathTests {
    static let names = [
        "specs", "a", ".", "..", "...", ".a", "a.", "..a", "a..", "feed.json", "my spec", "100%", "é", "😀", "",
        "%2E", "%2E%2E", "a%20b", "__Snapshots__",
    ]

    static func path(_ rng: inout SplitMix64) -> String {
        let count = Int.random(in: 0...5, using: &rng)
        var path = (0..<count).map { _ in names[Int.random(in: 0..<names.count, using: &rng)] }.joined(separator: "/")
        if Bool.random(using: &rng) { path = "/" + path }
        if Int.random(in: 0..<4, using: &rng) == 0 { path += "/" }
        return path
    }

    @Test(arguments: [1, 2, 3])
    func test_whenPathsAreRandom_thatTheStandardizedFilePathIsFoundations(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var asIs = 0
        for _ in 0..<2_000 {
            let path = Self.path(&rng)
            var urls = [URL(fileURLWithPath: path), URL(fileURLWithPath: path, isDirectory: Bool.random(using: &rng))]
            urls.append(URL(fileURLWithPath: "/base").appendingPathComponent(path))
            if let url = URL(string: "file://" + path) { urls.append(url) }
            if let url = URL(string: "https://example.com" + path) { urls.append(url) }
            for url in urls {
                #expect(url.standardizedFilePath == url.standardizedFileURL.path, "\(url.absoluteString)")
                #expect(url.standardizedPathComponents == url.standardizedFileURL.pathComponents, "\(url.absoluteString)")
                if url.isFileURL, !URL.needsStandardizing(url.path) { asIs += 1 }
            }
        }
        #expect(asIs > 1_000)  // the fast road is taken, and checked
    }

    @Test(arguments: [
        ("/a/b", false), ("/a/./b", true), ("/a/../b", true), ("/a/.", true), ("/a/..", true), ("/.", true), ("/..", true),
        ("/a/.../b", false), ("/.a/b.", false), ("/a/..b", false), ("", false), ("/", false), ("//a", true),
        ("/a//b", true), ("/a/", true), ("/a/b.json", false),
    ])
    func test_whenAPathHasADotOrEmptyComponent_thatItIsStandardizedByFoundation(path: String, needs: Bool) {
        #expect(URL.needsStandardizing(path) == needs)
    }
}
