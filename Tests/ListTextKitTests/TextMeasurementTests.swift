import Foundation
import ListCore
import ListTextKit
import ListTextModel
import ListViewKit
import Testing

/// The views measure text through ListTextModel's one door; a process that links ListTextKit measures with Pango,
/// found by its type's name, never with the estimates a headless-adapter app gets.
@MainActor
@Suite struct TextMeasurementTests {
    @Test func test_whenListTextKitIsLinked_thatTextIsMeasuredByPangoNotEstimated() {
        #expect(TextMeasurement.installed is PangoTextMeasurer)
        #expect(!TextLayout.usesEstimatedMetrics)
        // The name the views look the engine up by is the engine's type (renaming it must fail here, not draw
        // goldens with estimated metrics).
        #expect(_typeByName(TextMeasurement.engineTypeName) == PangoTextMeasurer.self)
    }

    @Test func test_whenALabelIsMeasured_thatItsSizeIsTheEnginesLayout() throws {
        let fonts = try FontSet.system()
        let label = UILabel()
        label.text = "Hello world"
        label.font = UIFont.systemFont(ofSize: 17)
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let layout = TextLayout(text: "Hello world", font: fonts.font(weight: 400, size: 17), width: 1000)
        #expect(abs(Double(size.width) - layout.width) < 1)
        #expect(layout.lines.first?.runs.isEmpty == false)  // shaped glyphs, not an estimate's empty lines
        #expect(abs(Double(size.width) - EstimatedTextMeasurer().layout(
            text: "Hello world", font: fonts.font(weight: 400, size: 17), runs: [], width: 1000, maxLines: nil,
            maxHeight: nil, language: "en", rightToLeft: false, lineBreakMode: .byTruncatingTail,
            paragraphStyle: .plain).width) > 1)
    }

    /// UIFont resolves to the same faces with and without an engine: the estimates describe the system font's
    /// eighteen faces by the names and weights the pinned files have.
    @Test func test_whenNoEngineIsLinked_thatTheSystemFacesHaveTheRealFacesNamesAndWeights() throws {
        func faces(_ set: FontSet) -> [String] {
            set.faces.map { "\($0.familyName) \($0.postScriptName) \($0.weight) \($0.isItalic)" }.sorted()
        }
        #expect(faces(try EstimatedTextMeasurer().systemFonts()) == faces(try FontSet.system()))
        #expect(faces(try EstimatedTextMeasurer().bundledFonts()) == faces(try FontSet.bundled()))
    }
}
