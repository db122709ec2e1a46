import Foundation
import Testing

@testable import ListSpecKit

/// The reader skips a node's style and accessibility keys in one pass when it sets none of them; a node that sets
/// any one of them, on itself or through a style, must still have it read.
@Suite struct SpecViewKeyGroupTests {
    /// A valid value for each style key.
    static let styleValues: [String: String] = [
        "alpha": "0.5", "backgroundColor": ##""#FFFFFF""##, "borderColor": ##""#000000""##, "borderWidth": "1",
        "clipsToBounds": "true", "contentCompressionResistancePriority": #"{ "horizontal": 500 }"#,
        "contentHuggingPriority": #"{ "vertical": 300 }"#, "contentMode": #""scaleAspectFit""#, "cornerRadius": "4",
        "isHidden": "true", "layoutMargins": #"{ "top": 1 }"#, "maskedCorners": #"["topLeft"]"#,
        "shadow": #"{ "opacity": 0.5 }"#, "tintColor": #""systemPink""#,
    ]
    /// A valid value for each accessibility key.
    static let accessibilityValues: [String: String] = [
        "isAccessibilityElement": "true", "accessibilityLabel": #""Photo""#, "accessibilityValue": #""3""#,
        "accessibilityHint": #""Opens it""#, "accessibilityTraits": #"["button"]"#,
        "accessibilityElementsHidden": "true", "accessibilityViewIsModal": "true",
        "shouldGroupAccessibilityChildren": "true", "accessibilityCustomActions": #"["Delete"]"#,
        "accessibilityElements": "[]",
    ]

    /// The image node read from a spec whose only view sets `key` to `value`, on the node or through a style.
    private func node(_ key: String, _ value: String, throughStyle: Bool) throws -> ListSpecView {
        let set = throughStyle ? #""style": "s""# : #""\#(key)": \#(value)"#
        let styles = throughStyle ? #""styles": { "s": { "\#(key)": \#(value) } },"# : ""
        let json = #"{ \#(styles) "sections": [ { "items": [ { "view": { "type": "image", "systemName": "heart", "#
            + #"\#(set) } } ] } ] }"#
        let document = try ListSpec.parse(Data(json.utf8), file: "spec.json")
        #expect(document.warnings.isEmpty, "\(key)")
        return try #require(document.spec.sections[0].items[0].view)
    }

    @Test func test_whenANodeSetsOneStyleKey_thatItIsRead() throws {
        #expect(Set(Self.styleValues.keys) == SpecReader.viewStyleKeys)
        for (key, value) in Self.styleValues.sorted(by: { $0.key < $1.key }) {
            for throughStyle in [false, true] {
                let view = try node(key, value, throughStyle: throughStyle)
                #expect(view.style != ListSpecViewStyle(), "\(key), through a style: \(throughStyle)")
                #expect(view.accessibility == ListSpecAccessibility(), "\(key)")
            }
        }
    }

    @Test func test_whenANodeSetsOneAccessibilityKey_thatItIsRead() throws {
        #expect(Set(Self.accessibilityValues.keys) == SpecReader.viewAccessibilityKeySet)
        for (key, value) in Self.accessibilityValues.sorted(by: { $0.key < $1.key }) {
            for throughStyle in [false, true] {
                let view = try node(key, value, throughStyle: throughStyle)
                #expect(view.accessibility != ListSpecAccessibility(), "\(key), through a style: \(throughStyle)")
                #expect(view.style == ListSpecViewStyle(), "\(key)")
            }
        }
    }

    @Test func test_whenANodeSetsNoStyleOrAccessibilityKey_thatBothAreTheDefaults() throws {
        let view = try node("id", #""plain""#, throughStyle: false)
        #expect(view.id == "plain")
        #expect(view.style == ListSpecViewStyle() && view.accessibility == ListSpecAccessibility())
    }
}
