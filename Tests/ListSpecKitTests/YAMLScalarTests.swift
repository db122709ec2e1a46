import Foundation
import Testing
import ListPlumbing
import Yams
@testable import ListSpecKit

/// A YAML scalar is typed by its tag and style: quoted text is always a string, plain text is resolved by YAML 1.2's
/// core schema, and a non-finite number is refused with its path, so a YAML spec means what its JSON twin means.
@Suite struct YAMLScalarTests {
    /// The value of `v` in the one-line document `v: <scalar>`.
    private func value(of scalar: String) throws -> JSONValue? {
        let tree = try JSONValue.fromYAML(try YAMLBudget.compose("v: \(scalar)"), file: "s.yaml")
        return tree.objectFields?["v"]
    }

    private func messages(_ yaml: String) -> [String] {
        do {
            _ = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "s.yaml")
            return []
        } catch let error as ListSpecError {
            return error.lines
        } catch {
            return ["\(error)"]
        }
    }

    @Test func test_whenAScalarIsQuoted_withTextThatLooksLikeAnotherType_thatItIsAString() throws {
        #expect(try value(of: #""44""#) == .string("44"))
        #expect(try value(of: "'44'") == .string("44"))
        #expect(try value(of: #""""#) == .string(""))
        #expect(try value(of: "''") == .string(""))
        #expect(try value(of: #""null""#) == .string("null"))
        #expect(try value(of: #""~""#) == .string("~"))
        #expect(try value(of: #""true""#) == .string("true"))
        #expect(try value(of: "'false'") == .string("false"))
        #expect(try value(of: #"".inf""#) == .string(".inf"))
        #expect(try value(of: #""1e309""#) == .string("1e309"))
        #expect(try value(of: "|\n  44") == .string("44"))
        #expect(try value(of: ">-\n  null") == .string("null"))
    }

    @Test func test_whenAScalarIsPlain_withTheCoreSchemasForms_thatItIsResolvedByThem() throws {
        #expect(try value(of: "44") == .number(44))
        #expect(try value(of: "-3") == .number(-3))
        #expect(try value(of: "+7") == .number(7))
        #expect(try value(of: "007") == .number(7))
        #expect(try value(of: "0o17") == .number(15))
        #expect(try value(of: "0x1F") == .number(31))
        #expect(try value(of: "2.5") == .number(2.5))
        #expect(try value(of: "-2.5e2") == .number(-250))
        #expect(try value(of: ".5") == .number(0.5))
        #expect(try value(of: "5.") == .number(5))
        #expect(try value(of: "1E3") == .number(1000))
        #expect(try value(of: "null") == .null)
        #expect(try value(of: "Null") == .null)
        #expect(try value(of: "~") == .null)
        #expect(try value(of: "") == .null)
        #expect(try value(of: "true") == .bool(true))
        #expect(try value(of: "FALSE") == .bool(false))
    }

    @Test func test_whenAPlainScalarIsAYAML11Form_withNoCoreSchemaMeaning_thatItIsAString() throws {
        #expect(try value(of: "yes") == .string("yes"))
        #expect(try value(of: "off") == .string("off"))
        #expect(try value(of: "1_000") == .string("1_000"))
        #expect(try value(of: "0b101") == .string("0b101"))
        #expect(try value(of: "1:30") == .string("1:30"))
        #expect(try value(of: "2024-01-01") == .string("2024-01-01"))
        #expect(try value(of: "tRUE") == .string("tRUE"))
        #expect(try value(of: "-0x1F") == .string("-0x1F"))
        #expect(try value(of: "1e") == .string("1e"))
        #expect(try value(of: ".") == .string("."))
        #expect(try value(of: "44 px") == .string("44 px"))
    }

    @Test func test_whenAScalarIsTagged_withACoreTag_thatTheTagDecides() throws {
        #expect(try value(of: "!!str 44") == .string("44"))
        #expect(try value(of: "!!str null") == .string("null"))
        #expect(try value(of: "! true") == .string("true"))
        #expect(try value(of: #"!!int "44""#) == .number(44))
        #expect(try value(of: "!!float 1") == .number(1))
        #expect(try value(of: "!!bool 'true'") == .bool(true))
        #expect(try value(of: "!!null ''") == .null)
    }

    @Test func test_whenATagDoesNotFitItsValue_orIsUnknown_thatItIsRefusedWithThePath() {
        let yaml = """
            sections:
              - items:
                  - { height: !!int 4.5 }
                  - { height: !!bool yes }
                  - { height: !!timestamp 2024-01-01 }
                  - { text: !color red }
            """
        #expect(messages(yaml) == [
            #"s.yaml: sections[0].items[0].height: !!int "4.5" is not an integer (such as 44, 0o17 or 0x1F)"#,
            #"s.yaml: sections[0].items[1].height: !!bool "yes" is not a boolean (true or false)"#,
            "s.yaml: sections[0].items[2].height: YAML tag !!timestamp is not supported: a spec holds only null,"
                + " booleans, numbers, strings, lists and mappings (tag a string !!str, or write no tag)",
            "s.yaml: sections[0].items[3].text: YAML tag !color is not supported: a spec holds only null,"
                + " booleans, numbers, strings, lists and mappings (tag a string !!str, or write no tag)",
        ])
    }

    @Test func test_whenAPlainNumberIsNotFinite_withInfinityNaNOrBeyondRange_thatEachIsRefusedWithItsPath() {
        let yaml = """
            sections:
              - items:
                  - { height: .inf }
                  - { height: -.Inf }
                  - { text: .NaN }
                  - { height: 1e309 }
                  - { height: 44, unknown: 1e309 }
            """
        #expect(messages(yaml) == [
            #"s.yaml: sections[0].items[0].height: must be a finite number, got .inf (a spec's numbers are finite; quote it for the text ".inf")"#,
            #"s.yaml: sections[0].items[1].height: must be a finite number, got -.Inf (a spec's numbers are finite; quote it for the text "-.Inf")"#,
            #"s.yaml: sections[0].items[2].text: must be a finite number, got .NaN (a spec's numbers are finite; quote it for the text ".NaN")"#,
            "s.yaml: sections[0].items[3].height: a number beyond the range of a 64-bit floating-point value (about ±1.8e308)",
            "s.yaml: sections[0].items[4].unknown: a number beyond the range of a 64-bit floating-point value (about ±1.8e308)",
        ])
    }

    @Test func test_whenANumberIsBeyondRange_inJSONAndInYAML_thatBothGetTheSameMessage() {
        let json = #"{ "sections": [ { "items": [ { "height": 1e309 } ] } ] }"#
        let yaml = "sections:\n  - items:\n      - height: 1e309\n"
        var jsonLines: [String] = []
        do { _ = try ListSpec.parse(Data(json.utf8), file: "s.yaml") } catch let error as ListSpecError {
            jsonLines = error.lines
        } catch {}
        #expect(jsonLines.count == 1)
        #expect(messages(yaml) == jsonLines)
    }

    @Test func test_whenAKeyIsAMerge_withAnAlias_thatItsKeysAreMergedAndWrittenKeysWin() throws {
        let yaml = """
            base: &base { height: 30, text: "base" }
            other: &other { width: 10, height: 99 }
            sections:
              - items:
                  - { <<: *base, text: "mine" }
                  - { <<: [*base, *other] }
            """
        let spec = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "s.yaml").spec
        #expect(spec.sections[0].items[0].content.text == "mine")
        #expect(spec.sections[0].items[0].size.height == .fixed(30))
        #expect(spec.sections[0].items[1].content.text == "base")
        #expect(spec.sections[0].items[1].size.height == .fixed(30))
        #expect(spec.sections[0].items[1].size.width == .fixed(10))
    }

    @Test func test_whenAKeyIsNotAScalar_orAMergeIsNotAMapping_thatItIsRefusedWithThePath() {
        let yaml = """
            sections:
              - items:
                  - { ? [a]: 1, height: 2 }
                  - { <<: 3 }
            """
        #expect(messages(yaml) == [
            "s.yaml: sections[0].items[0]: YAML mapping with a list as a key: keys must be strings",
            #"s.yaml: sections[0].items[1]["<<"]: a merge key (<<) takes a mapping or a list of mappings, got a scalar"#,
        ])
    }

    @Test func test_whenAYAMLFileIsNotUTF8_thatTheMessageNamesTheByteAndItsPlace() {
        var data = Data("sections:\n  - id: a".utf8)
        data.append(0xFF)
        #expect(throws: ListSpecError.self) { try ListSpec.parse(data, format: .yaml, file: "s.yaml") }
        do { _ = try ListSpec.parse(data, format: .yaml, file: "s.yaml") } catch let error as ListSpecError {
            #expect(error.lines == ["s.yaml:2:10: not valid YAML: byte 0xFF is not UTF-8 text (a spec is UTF-8)"])
        } catch {}
    }

    @Test func test_whenASpecIsWrittenInJSONAndInYAML_withQuotedLookAlikes_thatBothGiveTheSameSpec() throws {
        let json = #"""
            { "viewport": { "width": 320, "height": 480, "scale": 2 },
              "layout": { "stickyHeaders": true, "topContentInset": 0.5 },
              "sections": [
                { "id": 7, "header": { "height": 20, "text": "true" },
                  "items": [ { "id": "44", "height": 44, "text": "44" },
                             { "id": "null", "height": 1e2, "text": "" },
                             { "height": "auto", "text": "null", "detailText": ".inf" },
                             { "height": 10, "text": "~", "accessory": "none" } ] } ] }
            """#
        let yaml = """
            viewport: { width: 320, height: 480, scale: 2 }
            layout:
              stickyHeaders: true
              topContentInset: .5
            sections:
              - id: 7
                header: { height: 20, text: 'true' }
                items:
                  - { id: "44", height: 44, text: "44" }
                  - { id: 'null', height: 1e2, text: "" }
                  - height: auto
                    text: "null"
                    detailText: ".inf"
                  - { height: 0xA, text: "~", accessory: none }
            """
        let fromJSON = try ListSpec.parse(Data(json.utf8), format: .json, file: "s.json")
        let fromYAML = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "s.yaml")
        #expect(fromYAML.spec == fromJSON.spec)
        #expect(fromYAML.warnings == fromJSON.warnings)
        #expect(fromYAML.spec.sections[0].items.map(\.content.text) == ["44", "", "null", "~"])
        #expect(fromYAML.spec.sections[0].items.prefix(2).map(\.id) == ["44", "null"])
        #expect(fromYAML.spec.sections[0].id == "7")
    }
}
