import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec `"view"` tree's accessibility keys (UIKit's names) reach the views, and a spec's screen reads as UIKit's
/// rules say; bad keys are errors with their JSON paths.
@MainActor
@Suite struct AccessibilitySpecTests {
    static let json = """
        { "viewport": { "width": 320, "height": 200, "scale": 1 },
          "sections": [ { "header": { "height": 30, "text": "Today" },
            "items": [ { "height": 60, "view": { "type": "view", "id": "card",
              "accessibilityElements": ["like", "title"],
              "children": [
                { "type": "label", "id": "title", "text": "Ana", "x": 10, "y": 10, "width": 100, "height": 20 },
                { "type": "button", "id": "like", "title": "♥", "x": 250, "y": 10, "width": 44, "height": 44,
                  "accessibilityLabel": "Like", "accessibilityHint": "Double-tap to like.",
                  "accessibilityTraits": ["button", "selected"], "accessibilityCustomActions": ["Share"] },
                { "type": "label", "id": "decor", "text": "•", "x": 120, "y": 10, "width": 10, "height": 20,
                  "accessibilityElementsHidden": true } ] } } ] } ] }
        """

    @Test func test_whenAViewTreeHasAccessibilityKeys_thatVoiceOverReadsThem() throws {
        let spec = try ListSpec.parse(Data(Self.json.utf8)).spec
        let prepared = try SpecPipeline.bundled().prepare(spec)
        let scene = prepared.scene(of: try prepared.layout())
        let elements = prepared.accessibilityHierarchy(of: scene).elements
        #expect(elements.map(\.spoken) == ["Today. Heading.", "Selected: Like. Button. Double-tap to like.", "Ana"])
        #expect(elements[1].customActions == ["Share"] && elements[1].source == "cell 0·0/like")
        #expect(elements[1].frame == CGRect(x: 250, y: 40, width: 44, height: 44))
    }

    @Test func test_whenAccessibilityKeysAreWrong_thatTheErrorsNameTheirPaths() {
        let bad = Self.json
            .replacingOccurrences(of: #""button", "selected""#, with: #""button", "clickable""#)
            .replacingOccurrences(of: #"["like", "title"]"#, with: #"["like", "nowhere"]"#)
        #expect {
            try ListSpec.parse(Data(bad.utf8))
        } throws: { error in
            let text = String(describing: error)
            return text.contains("sections[0].items[0].view.children[1].accessibilityTraits[1]: must be one of")
                && text.contains("sections[0].items[0].view.accessibilityElements[1]: must be the id of a view inside this one, got \"nowhere\"")
        }
    }
}
