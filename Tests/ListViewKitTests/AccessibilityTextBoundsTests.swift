import Foundation
import ListTestSupport
import Testing

@testable import ListViewKit

/// `ListAccessibilityText.bounded` returns a text within the limit without control characters as it is, without
/// walking its characters; every text must still come back exactly as the character-by-character rule makes it
/// (control characters escaped, cut after the limit with `…`).
@Suite struct AccessibilityTextBoundsTests {
    /// The rule, character by character (what `bounded` did for every text before its ASCII shortcut).
    static func reference(_ text: String) -> String {
        var result = ""
        for (count, character) in text.enumerated() {
            if count == ListAccessibilityHierarchy.maximumTextLength { return result + "…" }
            for scalar in character.unicodeScalars where character.unicodeScalars.contains(where: \.isControl) {
                result += scalar.isControl ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
            if !character.unicodeScalars.contains(where: \.isControl) { result.append(character) }
        }
        return result
    }

    @Test func test_whenTextIsPrintableASCIIAtTheLimit_thatItIsKeptAndOneMoreIsCut() {
        let limit = ListAccessibilityHierarchy.maximumTextLength
        let atLimit = String(repeating: "ab ~", count: limit / 4)
        #expect(ListAccessibilityText.bounded(atLimit) == atLimit)
        #expect(ListAccessibilityText.bounded(atLimit + "z") == atLimit + "…")
        #expect(ListAccessibilityText.bounded("") == "")
    }

    @Test func test_whenEveryScalarIsAsked_thatControlCharactersAreExactlyTheRangesTheShortcutChecks() {
        var controls = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .control else { continue }
            controls += 1
            #expect(value < 0x20 || (0x7F...0x9F).contains(value), "U+\(String(value, radix: 16))")
        }
        #expect(controls == 65)
    }

    @Test func test_whenEveryScalarIsTried_thatOnlyGeneralCategoryControlIsEscaped() {
        for value in UInt32(0)...0x2FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            #expect(ListAccessibilityText.bounded(text) == Self.reference(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func test_whenTextHasControlOrNonASCIICharacters_thatTheyAreEscapedOrKeptAsBefore() {
        #expect(ListAccessibilityText.bounded("a\u{7F}b") == "a\\u{7F}b")
        #expect(ListAccessibilityText.bounded("a\tb\r\n") == "a\\u{9}b\\u{D}\\u{A}")
        #expect(ListAccessibilityText.bounded("café e\u{301}") == "café e\u{301}")
        #expect(ListAccessibilityText.bounded("\u{1F}") == "\\u{1F}")
        #expect(ListAccessibilityText.bounded("Story 3·12 \u{85}") == "Story 3·12 \\u{85}")
        #expect(ListAccessibilityText.bounded("Story 3·12 – ✓") == "Story 3·12 – ✓")
    }

    @Test func test_whenTextsAreRandom_thatBoundedIsTheCharacterByCharacterRule() {
        var rng = SplitMix64(seed: 36)
        let pieces = ["a", "Z", " ", "~", "\u{7E}", "\u{7F}", "\u{1F}", "\t", "\n", "\r\n", "é", "e\u{301}", "…", "👍🏽",
                      "\u{85}", "\u{200B}", "مر"]
        let limit = ListAccessibilityHierarchy.maximumTextLength
        for round in 0..<300 {
            let asciiOnly = round.isMultiple(of: 2)
            let length = [0, 1, limit - 1, limit, limit + 1, Int.random(in: 0...1_200, using: &rng)][round % 6]
            let text = (0..<length).map { _ in
                asciiOnly ? String(UnicodeScalar(UInt8.random(in: 0...0x7F, using: &rng)))
                    : pieces.randomElement(using: &rng)!
            }.joined()
            #expect(ListAccessibilityText.bounded(text) == Self.reference(text), "round \(round)")
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isControl: Bool { properties.generalCategory == .control }
}
