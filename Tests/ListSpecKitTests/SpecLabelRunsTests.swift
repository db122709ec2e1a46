import Foundation
import ListCore
import ListSpecKit
import Testing

/// A spec label's attributed text (`"runs"`): decoded into runs of their own font and colour, every wrong field
/// named by its JSON path.
@Suite struct SpecLabelRunsTests {
    private func spec(_ label: String, extra: String = "") -> String {
        #"{ \#(extra) "sections": [ { "items": [ { "height": "auto", "view": \#(label) } ] } ] }"#
    }

    @Test func test_whenALabelHasRuns_thatEachRunKeepsItsFontAndColour_andTheStringIsTheirTexts() throws {
        let json = spec(#"""
            { "type": "label", "numberOfLines": 0, "textColor": "label", "font": { "textStyle": "body" },
              "runs": [ { "text": "Ada", "style": "name" }, " liked ",
                        { "text": "your photo", "font": { "size": 13, "weight": "bold" }, "textColor": "#FF0000" },
                        { "text": " 2 h", "font": { "textStyle": "footnote" }, "style": "name",
                          "textColor": "secondaryLabel" } ] }
            """#, extra: #""styles": { "name": { "font": { "size": 15, "weight": "semibold" }, "textColor": "systemBlue" } },"#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        #expect(document.warnings.isEmpty)
        let text = try #require(document.spec.sections[0].items[0].view?.text)
        #expect(text.string == "Ada liked your photo 2 h")
        #expect(text.font == ListSpecFont(textStyle: .body) && text.numberOfLines == 0)
        #expect(text.runs == [
            ListSpecTextRun(text: "Ada", font: ListSpecFont(size: 15, weight: .semibold),
                            color: try ListColor(specString: "systemBlue")),
            ListSpecTextRun(text: " liked "),
            ListSpecTextRun(text: "your photo", font: ListSpecFont(size: 13, weight: .bold),
                            color: ListColor(red: 255, green: 0, blue: 0)),
            // The run's own fields win over its style's.
            ListSpecTextRun(text: " 2 h", font: ListSpecFont(textStyle: .footnote),
                            color: try ListColor(specString: "secondaryLabel")),
        ])
        #expect(text == ListSpecText(runs: text.runs ?? []).with(text))
    }

    @Test func test_whenRunsAreWrong_thatEveryBadFieldIsNamedByItsPath() {
        let json = spec(#"""
            { "type": "stack", "children": [
              { "type": "label", "runs": [
                  3,
                  { "font": { "size": 12 } },
                  { "text": 7, "textColor": "nope" },
                  { "text": "a", "font": { "size": -1, "weight": "fat" } },
                  { "text": "b", "font": { "size": 12, "textStyle": "body" }, "style": "missing" },
                  { "text": "c", "font": "bold" } ] },
              { "type": "label", "text": "x", "runs": [ "y", { "text": "z", "textColor": 1 } ] },
              { "type": "label", "runs": { "text": "z" } },
              { "type": "button", "runs": [ "w" ] } ] }
            """#)
        let path = "feed.json: sections[0].items[0].view.children"
        let colour = ##"must be a colour "#RRGGBB" or "#RRGGBBAA", a UIKit colour name such as "systemBackground", "##
            + #"or { "light": …, "dark": … }, got "nope""#
        #expect(SpecFixture.lines(json) == [
            #"\#(path)[0].runs[0]: must be a run such as { "text": "…", "font": { "weight": "bold" } } or a string, got 3"#,
            #"\#(path)[0].runs[1].text: is required: the run's string"#,
            #"\#(path)[0].runs[2].text: must be a string, got 7"#,
            #"\#(path)[0].runs[2].textColor: \#(colour)"#,
            #"\#(path)[0].runs[3].font.size: must be a finite number > 0, got -1"#,
            #"\#(path)[0].runs[3].font.weight: must be one of "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", got "fat""#,
            #"\#(path)[0].runs[4].style: no style "missing" in "styles" (defined: none)"#,
            #"\#(path)[0].runs[4].font.textStyle: give either "size" or "textStyle", not both"#,
            #"\#(path)[0].runs[5].font: must be an object, got "bold""#,
            #"\#(path)[1].runs: give either "text" or "runs", not both"#,
            #"\#(path)[1].runs[1].textColor: \#(colour.replacingOccurrences(of: #""nope""#, with: "1"))"#,
            #"\#(path)[2].runs: must be an array, got an object"#,
        ])
        // A button reads no runs: a warning with its path, as every unknown key.
        let warnings = (try? ListSpec.parse(Data(spec(#"{ "type": "button", "runs": [ "w" ] }"#).utf8), file: "feed.json"))?
            .warningLines
        #expect(warnings == [#"feed.json: sections[0].items[0].view.runs: unknown key, ignored"#])
    }

    @Test func test_whenARunHasAnUnknownKey_thatItIsAWarningWithItsPath() throws {
        let document = try ListSpec.parse(
            Data(spec(#"{ "type": "label", "runs": [ { "text": "a", "colour": "red" } ] }"#).utf8), file: "feed.json")
        #expect(document.warningLines == [
            #"feed.json: sections[0].items[0].view.runs[0].colour: unknown key, ignored"#
        ])
    }
}

extension ListSpecText {
    /// This text with the label-wide attributes of `other` (font, colour, alignment, lines, line breaks).
    fileprivate func with(_ other: ListSpecText) -> ListSpecText {
        var text = self
        text.font = other.font
        text.color = other.color
        text.alignment = other.alignment
        text.numberOfLines = other.numberOfLines
        text.lineBreakMode = other.lineBreakMode
        return text
    }
}
