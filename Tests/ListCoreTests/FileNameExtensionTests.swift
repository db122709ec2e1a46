import Foundation
@testable import ListPlumbing
import ListTestSupport
import Testing

/// A spec's format and a golden's name split a file name as Foundation does: on seeded random names (dots
/// anywhere, doubled and trailing; letters, digits, spaces, accents, emoji; `json`, `YAML`, `tar.gz`), a plain
/// extension (`FileName.plainExtension(of:)`) is the stem and extension of `URL.deletingPathExtension()` and
/// `pathExtension`, and `FileName.pathExtension(of:)` is `NSString.pathExtension` for every path.
@Suite struct FileNameExtensionTests {
    static let pieces = ["feed", "a", ".", "..", "json", "YAML", "yml", "tar", "gz", " ", "é", "😀", "1", "x-y", "_", "%"]

    static func name(_ rng: inout SplitMix64) -> String {
        let name = (0..<Int.random(in: 0...5, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
            .joined()
        // Half end in an extension of their own.
        guard Bool.random(using: &rng) else { return name }
        return name + "." + ["json", "YAML", "yml", "gz", "1", "j son", ""][Int.random(in: 0..<7, using: &rng)]
    }

    @Test(arguments: [1, 2, 3])
    func test_whenNamesAreRandom_thatThePlainSplitIsFoundations(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var plain = 0
        for _ in 0..<3_000 {
            let name = Self.name(&rng)
            var path = (Bool.random(using: &rng) ? "/specs/" : "specs/") + name
            if Int.random(in: 0..<6, using: &rng) == 0 { path += "/" }
            #expect(FileName.pathExtension(of: path) == (path as NSString).pathExtension, "\(path)")
            let url = URL(fileURLWithPath: "/specs").appendingPathComponent(name)
            if let split = FileName.plainExtension(of: url.lastPathComponent[...]) {
                plain += 1
                #expect(String(split.stem) == url.deletingPathExtension().lastPathComponent, "\(name)")
                #expect(String(split.extension) == url.pathExtension, "\(name)")
            }
        }
        #expect(plain > 500)  // the plain road is taken, and checked
    }

    @Test(arguments: [
        ("feed.json", "feed", "json"), ("a.b.yml", "a.b", "yml"), ("x.1", "x", "1"),
    ])
    func test_whenANameHasAPlainExtension_thatItIsSplitThere(name: String, stem: String, ext: String) throws {
        let split = try #require(FileName.plainExtension(of: name[...]))
        #expect(String(split.stem) == stem)
        #expect(String(split.extension) == ext)
    }

    @Test(arguments: [".hidden", "a..json", "feed.", "notes", "a.b c", "a.é", ""])
    func test_whenANameHasNoPlainExtension_thatItIsLeftToFoundation(name: String) {
        #expect(FileName.plainExtension(of: name[...]) == nil)
    }
}
