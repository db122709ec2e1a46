import Foundation
import ListSpecKit
import Testing

/// A plain view's `"constraints"`: decoded in order with UIKit's defaults, and every mistake an error naming the
/// file and the JSON path (unknown views, attributes and relations, numbers that are not finite, attributes of two
/// axes or kinds, a position to a constant, items a stack arranges or that sit at `x` / `y`, too many constraints).
@Suite struct SpecConstraintTests {
    /// A cell whose root plain view holds an avatar, a title and a stack with a label, and `constraints`.
    private func spec(_ constraints: String, extraChild: String = "") -> String {
        #"""
        { "sections": [ { "items": [ { "height": 80, "view": { "type": "view", "id": "content", "children": [
            { "type": "image", "id": "avatar", "systemName": "person" },
            { "type": "label", "id": "title", "text": "Ada" },
            { "type": "stack", "id": "column", "children": [ { "type": "label", "id": "inner", "text": "x" } ] }
            \#(extraChild) ],
          "constraints": \#(constraints) } } ] } ] }
        """#
    }

    @Test func test_whenAViewHasConstraints_thatTheyAreDecodedInOrderWithUIKitsDefaults() throws {
        let json = spec(#"""
            [ { "item": "avatar", "attribute": "width", "constant": 40 },
              { "item": "avatar", "attribute": "leading", "toItem": "superview", "constant": 16 },
              { "item": "title", "attribute": "leading", "relatedBy": ">=", "toItem": "avatar",
                "toAttribute": "trailing", "multiplier": 1, "constant": 8, "priority": 750, "identifier": "gap" } ]
            """#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        let view = try #require(document.spec.sections.first?.items.first?.view)
        let path = "sections[0].items[0].view.constraints"
        #expect(view.constraints == [
            ListSpecConstraint(item: "avatar", attribute: .width, constant: 40, path: "\(path)[0]"),
            ListSpecConstraint(item: "avatar", attribute: .leading, toItem: "superview", toAttribute: .leading,
                               constant: 16, path: "\(path)[1]"),
            ListSpecConstraint(item: "title", attribute: .leading, relation: .greaterThanOrEqual, toItem: "avatar",
                               toAttribute: .trailing, constant: 8, priority: 750, identifier: "gap", path: "\(path)[2]"),
        ])
    }

    @Test func test_whenConstraintsAreWrong_thatEveryErrorNamesTheFileAndJSONPath() {
        let json = spec(#"""
            [ { "item": "nobody", "attribute": "top", "toItem": "superview" },
              { "item": "title", "attribute": "middle", "toItem": "superview" },
              { "item": "title", "attribute": "leading", "toItem": "avatar", "toAttribute": "top" },
              { "item": "title", "attribute": "width", "toItem": "avatar", "toAttribute": "leading" },
              { "item": "title", "attribute": "leading", "toItem": "superview", "toAttribute": "left" },
              { "item": "title", "attribute": "top", "constant": 10 },
              { "item": "title", "attribute": "height", "relatedBy": "=<", "constant": 1e300 },
              { "item": "title", "attribute": "width", "toItem": "avatar", "multiplier": 0, "priority": 1001 },
              { "item": "inner", "attribute": "top", "toItem": "superview" },
              { "item": "title", "attribute": "top", "toItem": "ghost" },
              { "attribute": "top", "toItem": "superview" } ]
            """#)
        let path = "feed.json: sections[0].items[0].view.constraints"
        let ids = #"(ids inside: "avatar", "title", "column", "inner")"#
        #expect(SpecFixture.lines(json) == [
            #"\#(path)[0].item: must be the id of a view inside this one, got "nobody" \#(ids)"#,
            #"\#(path)[1].attribute: must be one of "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", got "middle""#,
            #"\#(path)[2].toAttribute: "top" is vertical but "leading" is horizontal: a constraint relates attributes of one axis"#,
            #"\#(path)[3].toAttribute: "leading" is a position but "width" is a size: a size relates to a size, a position to a position"#,
            #"\#(path)[4].toAttribute: "leading" and "left": leading and trailing never relate to left and right (UIKit refuses it)"#,
            #"\#(path)[5].toItem: is required for "top": a position relates to another view's attribute (only width and height equal a constant)"#,
            #"\#(path)[6].relatedBy: must be one of "==", ">=", "<=", got "=<""#,
            #"\#(path)[6].constant: must be from -1000000000 to 1000000000, got 1e+300"#,
            #"\#(path)[7].priority: must be at most 1000, got 1001"#,
            #"\#(path)[7].multiplier: must not be 0 (UIKit refuses a zero multiplier)"#,
            #"\#(path)[8].item: "inner" is arranged by a stack: a stack places its arranged views, constraints place views inside a plain view"#,
            #"\#(path)[9].toItem: must be the id of a view inside this one (or "superview"), got "ghost" \#(ids)"#,
            #"\#(path)[10].item: is required: the id of a view inside this one"#,
        ])
    }

    @Test func test_whenAConstrainedViewSitsAtXY_orTheListIsTooLong_thatItIsAnError() {
        let placed = spec(#"[ { "item": "pinned", "attribute": "top", "toItem": "superview" } ]"#,
                          extraChild: #", { "type": "view", "id": "pinned", "x": 4, "y": 4 }"#)
        #expect(SpecFixture.lines(placed) == [
            #"feed.json: sections[0].items[0].view.constraints[0].item: "pinned" has "x" / "y" (sections[0].items[0].view.children[3]): a view placed by constraints takes its position from them"#,
        ])
        let one = #"{ "item": "avatar", "attribute": "width", "constant": 1 }"#
        let many = "[" + Array(repeating: one, count: 10_001).joined(separator: ",") + "]"
        #expect(SpecFixture.lines(spec(many)) == [
            "feed.json: sections[0].items[0].view.constraints: at most 10000 constraints on one view, got 10001",
        ])
    }

    @Test func test_whenAConstraintIsAVisualFormat_thatItIsAnErrorWithItsPath() throws {
        let json = spec(#"[ { "format": "H:|-[avatar]-[title]-|" } ]"#)
        #expect(SpecFixture.lines(json) == [
            "feed.json: sections[0].items[0].view.constraints[0].item: is required: the id of a view inside this one",
            #"feed.json: sections[0].items[0].view.constraints[0].attribute: is required: one of "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins""#,
        ])
    }

    @Test func test_whenAStackOrALabelHasConstraints_thatTheKeyIsUnknownThere() throws {
        let json = #"""
            { "sections": [ { "items": [ { "view": { "type": "stack", "constraints": [] } } ] } ] }
            """#
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        #expect(document.warnings.map(\.description).contains { $0.contains("view.constraints: unknown key, ignored") })
    }
}
