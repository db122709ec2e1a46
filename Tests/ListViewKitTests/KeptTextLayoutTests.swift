import Foundation
import ListCore
import ListTestSupport
import ListTextModel
@testable import ListViewKit
import Testing

/// A label keeps the layout of the text it describes (`ListViewText.keepingLayout()`) for the sidecar and the
/// renderer, which lay the same value out again. On seeded random texts (strings in several scripts, runs in
/// several fonts, widths, line and height limits, languages, both directions, every line break mode, spaced
/// paragraphs), each then changed in one random field, `layout()` is always the engine's layout of the value as it
/// is: the kept one while only fields the layout does not read changed, a fresh one otherwise.
@Suite struct KeptTextLayoutTests {
    static let strings = [
        "Story 3·7: a headline long enough to wrap onto a second line", "Share", "مرحبا بالعالم، هذا نص طويل",
        "日本語のテキストはここで折り返します", "A\nB\nC", "Updated 5 minutes ago", "",
    ]

    static func randomText(_ rng: inout SplitMix64) -> ListViewText {
        let string = strings[Int.random(in: 0..<(strings.count - 1), using: &rng)]
        let bytes = string.utf8.count
        // Runs meet at a character boundary.
        let characters = Int.random(in: 0...string.count, using: &rng)
        let split = string.prefix(characters).utf8.count
        // Faces as a label resolves them (which loads them into the engine first).
        func font(_ rng: inout SplitMix64) -> TextFont {
            let size = ([11, 15, 17, 22.5] as [CGFloat])[Int.random(in: 0..<4, using: &rng)]
            let weight: ListFont.Weight = Bool.random(using: &rng) ? .bold : .regular
            return ListFont.systemFont(ofSize: size, weight: weight).resolved(for: .current)!
        }
        var runs = [ListViewText.Run(range: 0..<split, font: font(&rng), color: .black)]
        if split < bytes { runs.append(ListViewText.Run(range: split..<bytes, font: font(&rng), color: .systemBlue)) }
        let modes: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                                        .byTruncatingTail, .byTruncatingMiddle]
        var style = TextParagraphStyle.plain
        if Bool.random(using: &rng) { style.lineSpacing = 4 }
        return ListViewText(
            string: string, runs: runs,
            rect: CGRect(x: 0, y: 0, width: ([40, 120, 320, .infinity] as [CGFloat])[Int.random(in: 0..<4, using: &rng)], height: 0),
            numberOfLines: Int.random(in: 0...3, using: &rng),
            lineBreakMode: modes[Int.random(in: 0..<modes.count, using: &rng)],
            maxHeight: Bool.random(using: &rng) ? nil : Double.random(in: 10...80, using: &rng),
            language: ["en", "ar", "ja"][Int.random(in: 0..<3, using: &rng)], isRightToLeft: Bool.random(using: &rng),
            wrapWidth: Bool.random(using: &rng) ? nil : 100, paragraphStyle: style)
    }

    /// One field changed: one the layout reads (the first eleven) or one it does not.
    static func changed(_ text: ListViewText, _ rng: inout SplitMix64) -> (text: ListViewText, field: Int) {
        var text = text
        let field = Int.random(in: 0..<15, using: &rng)
        switch field {
        case 0: text.string += "!"
        case 1: text.runs[0].font.size += 1
        case 2: text.runs[text.runs.count - 1].kern = 1
        case 3: text.rect.size.width -= 7
        case 4: text.wrapWidth = (text.wrapWidth ?? 200) - 50
        case 5: text.numberOfLines += 1
        case 6: text.maxHeight = (text.maxHeight ?? 40) / 2
        case 7: text.language = text.language == "en" ? "ja" : "en"
        case 8: text.isRightToLeft.toggle()
        case 9: text.lineBreakMode = text.lineBreakMode == .byClipping ? .byWordWrapping : .byClipping
        case 10: text.paragraphStyle.lineSpacing += 3
        case 11: text.rect.origin.y += 5
        case 12: text.rect.size.height = 30
        case 13: text.runs[0].color = .systemRed
        default: text.alignment = .trailing
        }
        return (text, field)
    }

    @Test(arguments: [1, 2, 3, 4])
    func test_whenAKeptTextChangesInOneField_thatItsLayoutIsTheEnginesLayoutOfTheNewValue(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<150 {
            var text = Self.randomText(&rng)
            let kept = text.keepingLayout()
            #expect(kept == text.freshLayout())
            #expect(text.keptLayout.kept?.isLayout(of: text) == true)
            #expect(text.layout() == kept)
            let (other, field) = Self.changed(text, &rng)
            #expect(other.layout() == other.freshLayout(), "field \(field): \(other.string) \(other.rect)")
            // Equality and hashing are the fields': a kept layout is not among them.
            let plain = { var plain = other; plain.keptLayout = KeptTextLayoutSlot(); return plain }()
            #expect(other == plain)
            #expect(other.hashValue == plain.hashValue)
        }
    }

    @MainActor @Test func test_whenALabelIsSnapshotted_thatItsTextKeepsTheLayoutItWasDrawnWith() {
        let label = ListLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.text = "Our summer menu is here with three new dishes"
        label.numberOfLines = 0
        let snapshot = label.snapshot()
        let text = try! #require(snapshot.text)
        #expect(text.keptLayout.kept?.isLayout(of: text) == true)
        #expect(text.layout() == text.freshLayout())
    }
}
