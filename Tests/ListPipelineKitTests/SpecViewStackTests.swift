import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec's `"view"` tree whose root is a column (the shape of a feed post: a header row, a photo, a caption) laid
/// out by SpecViewBuilder with exact frames, in both layout directions and at several Dynamic Type sizes. The labels'
/// sizes are measured by UILabel in the same environment; everything else follows from UIStackView's rules.
@MainActor
@Suite struct SpecViewStackTests {
    nonisolated static let caption = "First light over the water, before the boats came out. Worth the early start."
    nonisolated static let json = """
        { "sections": [ { "items": [ { "height": 400, "view":
          { "type": "stack", "axis": "vertical", "spacing": 6, "children": [
            { "type": "stack", "id": "header", "axis": "horizontal", "spacing": 10, "alignment": "center",
              "isLayoutMarginsRelativeArrangement": true,
              "layoutMargins": { "top": 8, "left": 16, "bottom": 8, "right": 16 },
              "children": [
                { "type": "view", "id": "avatar", "width": 40, "height": 40, "backgroundColor": "#FF0000" },
                { "type": "stack", "id": "names", "axis": "vertical", "spacing": 2, "alignment": "leading",
                  "children": [
                    { "type": "label", "id": "name", "text": "Ada Lovelace", "font": { "textStyle": "headline" } },
                    { "type": "label", "id": "place", "text": "London · 2 h", "font": { "textStyle": "footnote" } }
                  ] } ] },
            { "type": "view", "id": "photo", "height": 100, "backgroundColor": "#00FF00" },
            { "type": "label", "id": "caption", "text": "\(caption)", "numberOfLines": 0,
              "font": { "textStyle": "body" } } ] } } ] } ] }
        """

    nonisolated static let environments: [ListEnvironment] = [ListContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge]
        .flatMap { size in
            ListLayoutDirection.allCases.map { ListEnvironment(contentSizeCategory: size, layoutDirection: $0) }
        }

    func tree() throws -> ListSpecView {
        let document = try ListSpec.parse(Data(Self.json.utf8), file: "post.json")
        return try #require(document.spec.sections.first?.items.first?.view)
    }

    func measured(
        _ text: String, _ style: UIFont.TextStyle, in environment: ListEnvironment, width: CGFloat? = nil
    ) -> CGSize {
        let label = UILabel()
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.font = .preferredFont(forTextStyle: style)
        label.numberOfLines = width == nil ? 1 : 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    @Test(arguments: environments)
    func test_whenTheRootIsAColumn_thatRowsFollowEachOtherDownwardsWithExactFrames(environment: ListEnvironment) throws {
        let spec = try tree()
        let name = measured("Ada Lovelace", .headline, in: environment)
        let place = measured("London · 2 h", .footnote, in: environment)
        let caption = measured(Self.caption, .body, in: environment, width: 300)
        let namesHeight = name.height + 2 + place.height
        let rowHeight = max(40, namesHeight)
        let headerHeight = rowHeight + 16
        // The tree's height that fits ("auto"): every row at its natural height, 6 apart.
        let height = SpecViewBuilder.height(of: spec, width: 300, environment: environment)
        #expect(height == headerHeight + 6 + 100 + 6 + caption.height)

        let root = SpecViewBuilder.snapshot(of: spec, size: CGSize(width: 300, height: height), environment: environment)
        let rtl = environment.isRightToLeft
        #expect(root.frame == CGRect(x: 0, y: 0, width: 300, height: height))
        #expect(root.node("header")?.frame == CGRect(x: 0, y: 0, width: 300, height: headerHeight))
        #expect(root.node("photo")?.frame == CGRect(x: 0, y: headerHeight + 6, width: 300, height: 100))
        #expect(root.node("caption")?.frame == CGRect(x: 0, y: headerHeight + 6 + 100 + 6, width: 300, height: caption.height))
        // The header row: the avatar at the leading margin, the names stack taking the rest (300 - 32 - 40 - 10).
        #expect(root.node("avatar")?.frame
            == CGRect(x: rtl ? 244 : 16, y: 8 + (rowHeight - 40) / 2, width: 40, height: 40))
        #expect(root.node("names")?.frame
            == CGRect(x: rtl ? 16 : 66, y: 8 + (rowHeight - namesHeight) / 2, width: 218, height: namesHeight))
        // The names column, aligned to its leading edge.
        #expect(root.node("name")?.frame == CGRect(origin: CGPoint(x: rtl ? 218 - name.width : 0, y: 0), size: name))
        #expect(root.node("place")?.frame
            == CGRect(origin: CGPoint(x: rtl ? 218 - place.width : 0, y: name.height + 2), size: place))
        // Natural alignment: the leading edge of the text's direction.
        #expect(root.node("caption")?.text?.alignment == .leading)
        #expect(root.node("caption")?.text?.isRightToLeft == rtl)
    }

    @Test func test_whenDynamicTypeGrows_thatTheTreeGrowsWithIt() throws {
        let spec = try tree()
        let heights = Self.environments.filter { !$0.isRightToLeft }.map {
            SpecViewBuilder.height(of: spec, width: 300, environment: $0)
        }
        #expect(heights == heights.sorted())
        #expect(Set(heights).count == 3)
    }

    @Test func test_whenTheElementIsTallerThanTheTree_thatTheLeastHuggingRowTakesTheRest() throws {
        // The header (a stack view, hugging 250) is less hugging than the caption (a label, 251); the photo keeps
        // its fixed height. As in UIKit the header stretches, and its row stays centred in it.
        let spec = try tree()
        let environment = ListEnvironment.standard
        let caption = measured(Self.caption, .body, in: environment, width: 300)
        let root = SpecViewBuilder.snapshot(of: spec, size: CGSize(width: 300, height: 400), environment: environment)
        let headerHeight = 400 - 6 - 100 - 6 - caption.height
        #expect(root.node("header")?.frame == CGRect(x: 0, y: 0, width: 300, height: headerHeight))
        #expect(root.node("avatar")?.frame == CGRect(x: 16, y: 8 + (headerHeight - 16 - 40) / 2, width: 40, height: 40))
        #expect(root.node("photo")?.frame == CGRect(x: 0, y: headerHeight + 6, width: 300, height: 100))
    }
}

/// `"height": "auto"` on an element with a `"view"`: the tree's size that fits at the element's width.
@Suite struct SpecViewAutoHeightTests {
    @Test(arguments: [ListContentSizeCategory.extraSmall, .large, .accessibilityLarge])
    func test_whenAnElementWithAViewIsAuto_thatItIsAsTallAsTheTree(category: ListContentSizeCategory) throws {
        let json = SpecViewStackTests.json
            .replacingOccurrences(of: #""height": 400"#, with: #""height": "auto""#)
            .replacingOccurrences(of: #"{ "sections""#, with: #"{ "viewport": { "width": 300, "height": 800, "scale": 1 }, "sections""#)
        let document = try ListSpec.parse(Data(json.utf8), file: "post.json")
        var pipeline = try SpecPipeline.bundled()
        pipeline.environment.contentSizeCategory = category
        let prepared = pipeline.prepare(document)
        let view = try #require(document.spec.sections.first?.items.first?.view)
        let expected = SpecViewBuilder.height(of: view, width: 300, environment: prepared.environment)
        #expect(expected > 160)
        let sections = try prepared.layoutSections()
        #expect(sections.first?.itemSizes == [CGSize(width: 300, height: expected)])
    }

    @Test func test_whenThePipelineHasItsOwnFonts_thatTheTreeIsMeasuredAndDrawnInThem() throws {
        // --font: a set whose regular face is the bold one. The tree's labels take it, in the scene and in "auto".
        let bundled = try FontSet.bundled()
        let pipeline = SpecPipeline(fonts: FontSet(regular: bundled.bold, bold: bundled.bold))
        let json = SpecViewStackTests.json.replacingOccurrences(of: #""height": 400"#, with: #""height": "auto""#)
        let document = try ListSpec.parse(Data(json.utf8), file: "post.json")
        let prepared = pipeline.prepare(document)
        let scene = try prepared.scene(of: prepared.layout())
        let caption = try #require(scene.elements.first?.view?.node("caption")?.text)
        #expect(caption.font == TextFont(face: bundled.bold, size: 17))
        let view = try #require(document.spec.sections.first?.items.first?.view)
        let width = try #require(scene.elements.first?.frame.width)
        let bold = SpecViewBuilder.height(of: view, width: width, environment: prepared.environment, fonts: pipeline.fonts)
        #expect(scene.elements.first?.frame.height == bold)
        // The footnote "London · 2 h" is measured in the bold face: wider than in the bundled regular one.
        let size = CGSize(width: width, height: bold)
        let regular = SpecViewBuilder.snapshot(of: view, size: size, environment: prepared.environment)
        let place = try #require(scene.elements.first?.view?.node("place")?.frame.width)
        #expect(place > (try #require(regular.node("place")?.frame.width)))
    }
}
