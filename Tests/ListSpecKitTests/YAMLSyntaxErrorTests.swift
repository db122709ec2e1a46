import Foundation
import ListSpecKit
import Testing

/// Every YAML syntax error names the file, the line and column and says why in a short sentence of ours: libyaml's
/// problem and the construct it was reading (with where that started), never Yams' text with its source excerpt.
@Suite struct YAMLSyntaxErrorTests {
    private func messages(_ yaml: String) -> [String] {
        do {
            _ = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "feed.yml")
            return []
        } catch let error as ListSpecError {
            return error.lines
        } catch {
            return ["\(error)"]
        }
    }

    @Test(arguments: [
        // A control character (a reader error: libyaml gives an offset, turned into a place).
        ("sections: []\nname: a\u{7}b\n", "feed.yml:2:8: not valid YAML: control character U+0007 (YAML text allows tab, line breaks and printable characters)"),
        // Bad indentation: a key less indented than its siblings.
        ("viewport:\n    width: 390\n  height: 844\n", "feed.yml:3:3: not valid YAML: did not find expected key (in the block mapping that starts at 1:1)"),
        // An unclosed flow sequence and flow mapping.
        ("sections:\n  - items: [\n    - height: 4\n", "feed.yml:3:5: not valid YAML: did not find expected node content (in the flow node that starts at 3:5)"),
        ("viewport: { width: 390\nsections: []\n", "feed.yml:2:9: not valid YAML: did not find expected ',' or '}' (in the flow mapping that starts at 1:11)"),
        // A tab where indentation is expected, and an unclosed quote.
        ("viewport:\n\twidth: 390\n", "feed.yml:2:1: not valid YAML: found character that cannot start any token (a tab: YAML indents with spaces)"),
        ("name: \"abc\n", "feed.yml:2:1: not valid YAML: found unexpected end of stream (in the quoted scalar that starts at 1:7)"),
    ])
    func test_whenAYAMLSpecHasASyntaxError_thatTheMessageIsFileLineColumnAndAShortReason(yaml: String, message: String) {
        let lines = messages(yaml)
        #expect(lines == [message])
        #expect(lines.allSatisfy { !$0.contains("error: parser") && !$0.contains("error: scanner") && !$0.contains("^") })
    }
}
