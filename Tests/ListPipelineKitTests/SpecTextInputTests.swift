import Foundation
import ListCore
import ListPipelineKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec's `"searchBar"` and `"textField"` nodes built by SpecViewBuilder: a column of a search bar and a field is
/// as tall as UIKit's bar plus one line of the field's font in each Dynamic Type size, mirrored right-to-left.
@MainActor
@Suite struct SpecTextInputTests {
    nonisolated static let json = """
        { "sections": [ { "items": [ { "height": "auto", "view":
          { "type": "stack", "axis": "vertical", "spacing": 4, "children": [
            { "type": "searchBar", "id": "search", "placeholder": "Search people", "showsCancelButton": true },
            { "type": "textField", "id": "password", "text": "hunter2", "isSecureTextEntry": true,
              "borderStyle": "roundedRect", "font": { "textStyle": "body" } } ] } } ] } ] }
        """

    nonisolated static let environments: [ListEnvironment] = [ListContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
        .flatMap { size in
            ListLayoutDirection.allCases.map { ListEnvironment(contentSizeCategory: size, layoutDirection: $0) }
        }

    @Test(arguments: environments)
    func test_whenABarAndAFieldAreStacked_thatTheColumnIsTheBarsHeightPlusOneLineOfTheField(
        environment: ListEnvironment
    ) throws {
        let document = try ListSpec.parse(Data(Self.json.utf8), file: "search.json")
        let spec = try #require(document.spec.sections.first?.items.first?.view)
        let traits = ListTraitCollection(environment: environment)
        let line = traits.performAsCurrent { UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up) }
        let height = SpecViewBuilder.height(of: spec, width: 320, environment: environment)
        #expect(height == 56 + 4 + line + 14)
        let root = SpecViewBuilder.snapshot(of: spec, size: CGSize(width: 320, height: height), environment: environment)
        let bar = root.children[0], field = root.children[1]
        #expect(bar.kind == .searchBar && bar.identifier == "search")
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(field.kind == .textField && field.frame == CGRect(x: 0, y: 60, width: 320, height: line + 14))
        #expect(field.children.last?.text?.string == "•••••••")
        let cancel = try #require(bar.children.first { $0.kind == .button })
        #expect(environment.layoutDirection == .rightToLeft ? cancel.frame.minX == 8 : cancel.frame.maxX == 312)
    }
}
