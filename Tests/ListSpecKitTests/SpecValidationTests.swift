import Foundation
import ListCore
import Testing
@testable import ListSpecKit

@Suite struct SpecValidationTests {
    typealias F = SpecFixture

    @Test func test_whenASizeIsNegative_withAnItem_thatTheMessageNamesThePathAndValue() {
        #expect(F.errors(#"{ "sections": [ { "items": [ { "height": -4 } ] } ] }"#) == [
            #"sections[0].items[0].height: must be a finite number ≥ 0 or "auto", got -4"#
        ])
        #expect(F.errors(#"{ "sections": [ { "items": [ { "width": -4.5 } ] } ] }"#) == [
            "sections[0].items[0].width: must be a finite number ≥ 0, got -4.5"
        ])
    }

    @Test func test_whenAnEnumValueIsUnknown_withEveryEnumField_thatTheMessageListsTheChoices() {
        let json = #"""
            { "layout": { "scrollDirection": "diagonal" },
              "sections": [ { "items": [ { "textAlignment": "justified", "accessory": "star", "role": 3 } ] } ] }
            """#
        #expect(F.errors(json) == [
            #"layout.scrollDirection: must be one of "vertical", "horizontal", got "diagonal""#,
            #"sections[0].items[0].textAlignment: must be one of "leading", "center", "trailing", got "justified""#,
            #"sections[0].items[0].accessory: must be one of "none", "disclosureIndicator", "checkmark", "activityIndicator", got "star""#,
            #"sections[0].items[0].role: must be one of "content", "loading", "noResults", "error", got 3"#,
        ])
    }

    @Test func test_whenTypesAreWrong_withEachKindOfField_thatEachIsReported() {
        let json = #"""
            { "viewport": { "width": "wide", "scale": 0, "contentInset": [] },
              "layout": { "stickyHeaders": "yes", "topContentInset": null },
              "contentOffset": { "x": true },
              "sections": [ 3, { "id": [], "minimumLineSpacing": -1, "header": "big",
                                 "items": [ { "text": 5, "backgroundColor": "red", "fontSize": 0 } ] } ] }
            """#
        #expect(F.errors(json) == [
            #"viewport.width: must be a finite number > 0, got "wide""#,
            "viewport.scale: must be a finite number > 0, got 0",
            "viewport.contentInset: must be an object, got an array",
            #"layout.stickyHeaders: must be true or false, got "yes""#,
            "layout.topContentInset: must be a finite number, got null",
            "contentOffset.x: must be a finite number, got true",
            "sections[0]: must be an object, got 3",
            "sections[1].id: must be a string or a number, got an array",
            "sections[1].minimumLineSpacing: must be a finite number ≥ 0, got -1",
            #"sections[1].header: must be an object, got "big""#,
            "sections[1].items[0].text: must be a string, got 5",
            ##"sections[1].items[0].backgroundColor: must be a colour "#RRGGBB" or "#RRGGBBAA", a UIKit colour name such as "systemBackground", or { "light": …, "dark": … }, got "red""##,
            "sections[1].items[0].fontSize: must be a finite number > 0, got 0",
        ])
    }

    @Test func test_whenSectionsAreMissingOrNotAnArray_withAnObject_thatItIsReported() {
        #expect(F.errors("{}") == ["sections: is required: an array of sections"])
        #expect(F.errors(#"{ "sections": {} }"#) == ["sections: must be an array, got an object"])
        #expect(F.errors("[]") == ["must be an object, got an array"])
    }

    @Test func test_whenIdsRepeat_withinOneArray_thatEachRepeatNamesTheFirst() {
        let json = #"""
            { "sections": [ { "id": "a", "items": [ { "id": "x" }, { "id": 1 }, { "id": "x" }, { } ] },
                            { "id": "a", "items": [ { "id": "x" } ] } ] }
            """#
        #expect(F.errors(json) == [
            #"sections[0].items[2].id: duplicate id "x" (first at sections[0].items[0].id)"#,
            #"sections[1].id: duplicate id "a" (first at sections[0].id)"#,
        ])
        #expect(F.errors(#"{ "sections": [ { "items": [ { "id": "1" }, { } ] } ] }"#) == [
            #"sections[0].items[1]: duplicate id "1" (first at sections[0].items[0].id)"#
        ])
    }

    @Test func test_whenAYAMLValueIsNotFinite_withNaNAndInfinity_thatItIsReported() throws {
        let yaml = """
            sections:
              - items:
                  - height: .nan
                  - width: .inf
            """
        do {
            _ = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "s.yaml")
            Issue.record("expected an error")
        } catch let error as ListSpecError {
            #expect(error.lines == [
                #"s.yaml: sections[0].items[0].height: must be a finite number, got .nan (a spec's numbers are finite; quote it for the text ".nan")"#,
                #"s.yaml: sections[0].items[1].width: must be a finite number, got .inf (a spec's numbers are finite; quote it for the text ".inf")"#,
            ])
        }
    }

    @Test func test_whenTheDeviceIsUnknown_withAName_thatTheMessageListsThePresets() {
        #expect(F.errors(#"{ "viewport": { "device": "iPhone 99" }, "sections": [] }"#) == [
            #"viewport.device: unknown device "iPhone 99"; known devices: iPhone SE, iPhone 16, standard, iPhone 16 Pro, iPhone 16 Plus, iPhone 16 Pro Max, iPad mini, iPad, iPad Pro 11", iPad Pro 13""#
        ])
    }

    @Test func test_whenTheSyntaxIsBroken_withJSON_thatTheErrorSaysSo() {
        let errors = F.errors(#"{ "sections": [ }"#)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("not valid JSON: ") == true)
    }

    @Test func test_whenAnUpdateIsInvalid_withWrongSections_thatItsPathStartsWithUpdates() {
        let json = #"""
            { "sections": [], "updates": [ { "sections": [ { "items": [ { "height": -1 } ] } ] }, { }, 4 ] }
            """#
        #expect(F.errors(json) == [
            #"updates[0].sections[0].items[0].height: must be a finite number ≥ 0 or "auto", got -1"#,
            "updates[1].sections: is required: an array of sections",
            "updates[2]: must be an object, got 4",
        ])
    }

    @Test func test_whenKeysAreUnknown_withTypos_thatTheyAreWarnedWithASuggestion() throws {
        let json = #"{ "sections": [ { "itmes": [], "items": [ { "heigth": 3, "zzz": 1 } ] } ], "extra": 1 }"#
        #expect(try F.warnings(json) == [
            "extra: unknown key, ignored",
            #"sections[0].itmes: unknown key, ignored (did you mean "items"?)"#,
            #"sections[0].items[0].heigth: unknown key, ignored (did you mean "height"?)"#,
            "sections[0].items[0].zzz: unknown key, ignored",
        ])
    }

    @Test func test_whenAnItemIsWiderThanTheContainer_withSectionInsets_thatItIsWarnedNotRejected() throws {
        let json = #"""
            { "viewport": { "width": 320 },
              "sections": [ { "inset": { "left": 10, "right": 10 }, "items": [ { "width": 310 }, { "width": 300 } ] } ] }
            """#
        #expect(try F.warnings(json) == [
            "sections[0].items[0].width: 310 is larger than the 300 pt the container leaves inside the section insets; IGListKit clamps it to 300"
        ])
    }

    @Test func test_whenErrorsAreSpreadOverTheFile_withWarningsToo_thatAllAreCollected() {
        let json = #"""
            { "viewport": { "height": -1 }, "oops": 1,
              "sections": [ { "items": [ { "height": -1 }, { "height": -2 } ] }, { "inset": { "top": -3 } } ] }
            """#
        do {
            _ = try ListSpec.parse(Data(json.utf8), file: "f.json")
            Issue.record("expected an error")
        } catch let error as ListSpecError {
            #expect(error.issues.count == 4)
            #expect(error.lines.last == "f.json: sections[1].inset.top: must be a finite number ≥ 0, got -3")
            #expect(error.warningLines == ["f.json: oops: unknown key, ignored"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
