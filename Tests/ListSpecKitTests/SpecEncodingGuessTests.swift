import Foundation
import Testing
@testable import ListSpecKit

/// A spec read from standard input or a path without a spec extension is told JSON or YAML by its first character,
/// after its encoding is told (RFC 8259/4627: a byte order mark, or the zero bytes among the first four), so a
/// UTF-16 or UTF-32 JSON text is read as JSON, not taken for YAML.
@Suite struct SpecEncodingGuessTests {
    static let json = "\n {\"sections\": [{\"items\": [{\"id\": \"a\", \"height\": 44}]}]}"

    static func encoded(_ encoding: String.Encoding, bom: [UInt8] = []) -> Data {
        Data(bom) + json.data(using: encoding)!
    }

    @Test(arguments: [
        ("UTF-16LE", encoded(.utf16LittleEndian)), ("UTF-16BE", encoded(.utf16BigEndian)),
        ("UTF-16LE with BOM", encoded(.utf16LittleEndian, bom: [0xFF, 0xFE])),
        ("UTF-16BE with BOM", encoded(.utf16BigEndian, bom: [0xFE, 0xFF])),
        ("UTF-32LE", encoded(.utf32LittleEndian)), ("UTF-32BE", encoded(.utf32BigEndian)),
        ("UTF-32LE with BOM", encoded(.utf32LittleEndian, bom: [0xFF, 0xFE, 0, 0])),
        ("UTF-8 with BOM", encoded(.utf8, bom: [0xEF, 0xBB, 0xBF])),
    ])
    func test_whenAWideJSONTextHasNoSpecExtension_thatItIsReadAsJSON(name: String, data: Data) throws {
        #expect(ListSpecFormat(pathExtension: "", contents: data) == .json, "\(name)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("spec")
        try data.write(to: file)
        let spec = try ListSpec.load(path: file.path).spec
        #expect(spec.sections.count == 1 && spec.sections[0].items.map(\.id) == ["a"], "\(name)")
    }

    @Test func test_whenATextIsUTF8YAMLOrWideYAML_thatItIsYAML() {
        #expect(ListSpecFormat(pathExtension: "", contents: Data("sections: []\n".utf8)) == .yaml)
        // YAML in UTF-16 is told YAML (and then refused: a YAML spec is UTF-8).
        #expect(ListSpecFormat(pathExtension: "", contents: "sections: []".data(using: .utf16LittleEndian)!) == .yaml)
        // A wide text that does not decode is left to the JSON check, which names the encoding.
        #expect(ListSpecFormat(pathExtension: "", contents: Data([0xFF, 0xFE, 0x00, 0xD8])) == .json)
    }
}
