import Foundation
import ListCore
import ListPlumbing
import Testing

@testable import ListSpecKit

/// Issue 37: a spec's `"view"` tree is refused past ``ListViewTreeLimits`` (64 levels, 10,000 subviews of one view,
/// 100,000 views in a tree), naming the node that passes the limit by its JSON path, once — before, nothing limited
/// a tree and a 1 KB spec of nested stacks hung CI.
@Suite struct ViewTreeLimitTests {
    static let note = " (the limit of a view tree; see docs/SPEC.md, \"Large specs\")"

    /// A label inside `levels` nested stacks (the stack at the root is level 1).
    static func nested(_ levels: Int) -> String {
        var view = #"{ "type": "label", "text": "deep" }"#
        for _ in 0..<levels { view = #"{ "type": "stack", "children": [ "# + view + " ] }" }
        return #"{ "sections": [ { "items": [ { "height": 44, "view": "# + view + " } ] } ] }"
    }

    /// A stack of `count` labels, in `stacks` sibling stacks under a plain view.
    static func wide(_ count: Int, stacks: Int = 1) -> String {
        let labels = Array(repeating: #"{ "type": "label", "text": "x" }"#, count: count).joined(separator: ",")
        let columns = Array(repeating: #"{ "type": "stack", "children": ["# + labels + "] }", count: stacks)
            .joined(separator: ",")
        return #"{ "sections": [ { "items": [ { "height": 44, "view": { "type": "view", "children": ["#
            + columns + "] } } ] } ] }"
    }

    private func issues(_ text: String, limits: ListViewTreeLimits) throws -> [String] {
        let data = Data(text.utf8)
        try ListJSONSyntax.check(data)
        var reader = SpecReader()
        reader.viewTreeLimits = limits
        _ = reader.readSpec(try JSONValue.parsing(checkedJSON: data))
        return reader.errors.map { "\($0.path): \($0.message)" }
    }

    @Test func test_whenAViewTreeNestsPastTheDepthLimit_thatTheFirstNodeTooDeepIsNamed_once() throws {
        let limits = ListViewTreeLimits(depth: 4, children: 10, views: 100)
        #expect(try issues(Self.nested(3), limits: limits) == [])
        let path = "sections[0].items[0].view" + String(repeating: ".children[0]", count: 4)
        #expect(try issues(Self.nested(5), limits: limits)
            == [path + ": more than 4 levels of nested views" + Self.note])
    }

    @Test func test_whenAViewHasMoreChildrenThanTheLimit_thatItsChildrenAreNamed_andNotRead() throws {
        let limits = ListViewTreeLimits(depth: 8, children: 10, views: 100)
        #expect(try issues(Self.wide(10), limits: limits) == [])
        #expect(try issues(Self.wide(11), limits: limits)
            == ["sections[0].items[0].view.children[0].children: more than 10 subviews in one view" + Self.note])
    }

    @Test func test_whenATreeHoldsMoreViewsThanTheLimit_thatTheFirstViewBeyondIsNamed() throws {
        let limits = ListViewTreeLimits(depth: 8, children: 10, views: 25)
        // 1 plain view + 2 stacks + 20 labels = 23 views; one more stack of 10 passes 25 at its second label.
        #expect(try issues(Self.wide(10, stacks: 2), limits: limits) == [])
        #expect(try issues(Self.wide(10, stacks: 3), limits: limits)
            == ["sections[0].items[0].view.children[2].children[1]: more than 25 views in one tree" + Self.note])
    }

    @Test func test_whenSeveralElementsHaveTrees_thatEachTreeIsCountedOnItsOwn() throws {
        let limits = ListViewTreeLimits(depth: 8, children: 10, views: 12)
        let one = #"{ "type": "stack", "children": ["# + Array(repeating: #"{ "type": "label", "text": "x" }"#, count: 10)
            .joined(separator: ",") + "] }"
        let spec = #"{ "sections": [ { "items": [ { "height": 44, "view": "# + one + #" }, { "height": 44, "view": "#
            + one + " } ] } ] }"
        #expect(try issues(spec, limits: limits) == [])
    }

    @Test func test_theRealLimits() {
        #expect(ListViewTreeLimits.standard == ListViewTreeLimits(depth: 64, children: 10_000, views: 100_000))
    }

    @Test func test_whenASpecStacksTenThousandAndOneLabels_thatTheRealChildrenLimitRefusesIt() throws {
        let error = #expect(throws: ListSpecError.self) {
            try ListSpec.parse(Data(Self.wide(10_001).utf8), format: .json, file: "wide.json")
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains(
            "sections[0].items[0].view.children[0].children: more than 10000 subviews in one view"))
    }
}
