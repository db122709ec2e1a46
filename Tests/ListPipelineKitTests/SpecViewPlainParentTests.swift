import Foundation
import ListCore
import ListPipelineKit
import ListSpecKit
import ListViewKit
import Testing

/// Issue 36, step 3: the children of a plain `"view"` are measured at the width the spec gives them. A column 200
/// points wide with an `"auto"` height wraps its labels at 200 and grows to hold them; before, it was measured with
/// an unbounded width, so its title was cut to "A much long…" on one line and its subtitle got no height (yet was
/// still drawn).
@MainActor
@Suite struct SpecViewPlainParentTests {
    nonisolated static let title = "A much longer title that wraps at the column's width"
    nonisolated static let json = """
        { "sections": [ { "items": [ { "height": 160, "view":
          { "type": "view", "children": [
            { "type": "stack", "id": "column", "axis": "vertical", "spacing": 4, "x": 16, "y": 12,
              "width": 200, "height": "auto", "children": [
                { "type": "label", "id": "title", "text": "\(title)", "numberOfLines": 0,
                  "font": { "size": 17, "weight": "semibold" } },
                { "type": "label", "id": "subtitle", "text": "The subtitle below it", "numberOfLines": 0,
                  "font": { "size": 13 } } ] } ] } } ] } ] }
        """

    func measured(_ text: String, font: UIFont, width: CGFloat, environment: ListEnvironment) -> CGSize {
        let label = UILabel()
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    @Test(arguments: [
        ListEnvironment.standard, ListEnvironment(contentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft),
    ])
    func test_whenAFixedWidthColumnWithAnAutoHeightIsInAPlainView_thatItWrapsItsLabelsAndGrows(
        environment: ListEnvironment
    ) throws {
        let document = try ListSpec.parse(Data(Self.json.utf8), file: "column.json")
        let spec = try #require(document.spec.sections.first?.items.first?.view)
        let root = SpecViewBuilder.snapshot(of: spec, size: CGSize(width: 320, height: 160), environment: environment)
        let title = measured(Self.title, font: .systemFont(ofSize: 17, weight: .semibold), width: 200, environment: environment)
        let subtitle = measured("The subtitle below it", font: .systemFont(ofSize: 13), width: 200, environment: environment)
        #expect(title.height > subtitle.height * 1.5)   // the title takes more than one line at 200 points
        #expect(root.node("column")?.frame == CGRect(x: 16, y: 12, width: 200, height: title.height + 4 + subtitle.height))
        #expect(root.node("title")?.frame == CGRect(x: 0, y: 0, width: 200, height: title.height))
        #expect(root.node("subtitle")?.frame == CGRect(x: 0, y: title.height + 4, width: 200, height: subtitle.height))
        #expect(root.node("title")?.text?.layout().isTruncated == false)
    }
}
