import Foundation
import ListCore
@testable import ListTextKit
import Testing

/// The text engine's cache hashes a request's font families by their length only (hashing the ~180-byte lists was
/// most of a cached layout's lookup) and still compares them whole: two requests whose family lists have the same
/// length, which hash alike, each get their own layout, in either order, as often as they are asked.
@Suite struct TextLayoutCacheTests {
    @Test(arguments: ["Share", "Story 3·7: a headline long enough to wrap", "12 comments"])
    func test_whenTwoRequestsDifferOnlyInFamiliesOfOneLength_thatEachGetsItsOwnLayout(_ text: String) throws {
        let fonts = try FontSet.system()
        _ = try FontSet.bundled()
        let engine = TextEngine.shared
        func request(_ families: String) -> TextRequest {
            TextRequest(
                text: text, families: families, style: TextStyleKey(face: fonts.regular), size: 17, width: 120,
                maxLines: nil, maxHeight: nil, language: "en", rightToLeft: false)
        }
        let inter = request("Inter Display,Noto Sans Arabic,Noto Color Emoji")
        let dejaVu = request("DejaVu Sans,Noto Sans Arabic,Noto Color Emoji,x")
        #expect(inter.families.utf8.count == dejaVu.families.utf8.count)
        #expect(inter != dejaVu)
        #expect(inter.hashValue == dejaVu.hashValue, "the cache tells them apart by ==, not by their hashes")
        let dejaVuLayout = engine.layout(dejaVu)
        let interLayout = engine.layout(inter)
        #expect(interLayout != dejaVuLayout, "\(text)")
        #expect(engine.layout(dejaVu) == dejaVuLayout)
        #expect(engine.layout(inter) == interLayout)
    }
}
