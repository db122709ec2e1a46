import Foundation
import ListTestSupport
import Testing

/// `render --accessibility` draws what VoiceOver reads beside the screen; `record --accessibility` keeps it as a golden
/// (`NAME.accessibility.png`, its sidecar listing each element), and `verify --accessibility` explains a change in
/// what VoiceOver reads.
@Suite struct AccessibilityCommandTests {
    private func spec(title: String = "Like", reversed: Bool = false) -> String {
        let children = [
            #"{ "type": "label", "id": "name", "text": "Ana", "width": 60 }"#,
            #"{ "type": "button", "id": "like", "title": "\#(title)", "width": 60 }"#,
        ]
        return """
        { "viewport": { "width": 240, "height": 120, "scale": 1 },
          "sections": [ { "items": [ { "height": 40, "text": "Wi-Fi" },
            { "height": 44, "view": { "type": "stack", "axis": "horizontal", "spacing": 8,
              "children": [ \((reversed ? children.reversed() : children).joined(separator: ", ")) ] } } ] } ] }
        """
    }

    @Test func test_whenRenderedWithAccessibility_thatTheImageAddsTheLegendBesideTheScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "card.json")
        let render = try CommandRunner.run(["render", "card.json", "-o", "card.png", "--accessibility", "--clean"],
                                           in: folder.url)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput == "card.png: 560×120 pixels\n")
        let both = try CommandRunner.run(["render", "card.json", "-o", "x.png", "--accessibility", "--variants"],
                                         in: folder.url)
        #expect(both.status == 2 && both.standardError.contains("--accessibility and --variants"))
    }

    @Test func test_whenWhatVoiceOverReadsChanges_thatVerifyAccessibilityExplainsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/card.json")
        let plain = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(plain.status == 0, "\(plain.standardError)")
        let record = try CommandRunner.run(["record", "specs", "--accessibility"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("specs/card.json#accessibility"), "\(record.standardOutput)")
        let sidecar = try String(
            contentsOf: folder.file("specs/__Snapshots__/card.accessibility.layout.json"), encoding: .utf8)
        #expect(sidecar.contains("""
              "accessibility": [
                { "element": "cell 0·0", "kind": "cell", "label": "Wi-Fi", "value": null, "hint": null, "traits": [], "frame": [0, 0, 240, 40], "spoken": "Wi-Fi" },
                { "element": "cell 0·1/name", "kind": "label", "label": "Ana", "value": null, "hint": null, "traits": ["staticText"], "frame": [0, 40, 60, 44], "spoken": "Ana" },
                { "element": "cell 0·1/like", "kind": "button", "label": "Like", "value": null, "hint": null, "traits": ["button"], "frame": [68, 40, 60, 44], "spoken": "Like. Button." }
              ]
            }
            """), "\(sidecar)")
        // The plain goldens are untouched and verify without the flag still passes, listing no unused golden.
        let still = try CommandRunner.run(["verify", "specs"], in: folder.url)
        #expect(still.status == 0 && !still.standardError.contains("unused"), "\(still.standardOutput)\(still.standardError)")

        try folder.write(spec(title: "Love", reversed: true), to: "specs/card.json")
        let verify = try CommandRunner.run(["verify", "specs", "--accessibility"], in: folder.url)
        #expect(verify.status == 1)
        #expect(verify.standardOutput.contains(
            "VoiceOver: cell 0·1: label of button `like` \"Like\" → \"Love\"; reading order 2 ↔ 3"), "\(verify.standardOutput)")
        let data = try Data(contentsOf: folder.file(".listpreview-artifacts/results.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let failed = try #require((json["cases"] as? [[String: Any]])?.first)
        #expect(failed["accessibility"] as? Bool == true)
        #expect(failed["name"] as? String == "specs/card.json#accessibility")
        let accept = try CommandRunner.run(["accept"], in: folder.url)
        #expect(accept.status == 0, "\(accept.standardOutput)\(accept.standardError)")
        let again = try CommandRunner.run(["verify", "specs", "--accessibility"], in: folder.url)
        #expect(again.status == 0, "\(again.standardOutput)")
    }
}
