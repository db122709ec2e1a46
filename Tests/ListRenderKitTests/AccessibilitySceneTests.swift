import Foundation
import ListCore
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A screen's accessibility hierarchy (each list element a group placed by its frame) and the accessibility snapshot
/// (numbered outlines and a legend beside the screen).
@MainActor
@Suite struct AccessibilitySceneTests {
    let fonts = try! FontSet.bundled()

    func scene() -> RenderScene {
        let header = SceneElement(
            kind: .header, frame: CGRect(x: 0, y: 0, width: 200, height: 30), content: ListCellContent(text: "News"),
            section: 0)
        let quick = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 30, width: 200, height: 40),
            content: ListCellContent(text: "Wi-Fi", detailText: "Home"), section: 0, item: 0)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let like = UIButton(type: .system)
        like.frame = CGRect(x: 150, y: 4, width: 40, height: 32)
        like.accessibilityLabel = "Like"
        like.accessibilityIdentifier = "like"
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        title.text = "Ana"
        root.addSubview(like)
        root.addSubview(title)
        let tree = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 70, width: 200, height: 40), content: ListCellContent(), section: 0,
            item: 1, view: root.snapshot())
        let offScreen = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 120, width: 200, height: 40), content: ListCellContent(text: "Below"),
            section: 0, item: 2)
        let loading = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 110, width: 200, height: 10), content: ListCellContent(role: .loading),
            section: 1, item: 0)
        return RenderScene(size: CGSize(width: 200, height: 120), scale: 1,
                           elements: [tree, quick, header, offScreen, loading])
    }

    @Test func test_whenAScreenHasQuickAndTreeCells_thatEachIsReadTogetherInPositionOrder() {
        let elements = scene().accessibilityHierarchy(layoutDirection: .leftToRight).elements
        #expect(elements.map(\.spoken) == ["News. Heading.", "Wi-Fi, Home", "Ana", "Like. Button.", "In progress"])
        #expect(elements.map(\.source) == ["header 0", "cell 0·0", "cell 0·1/1", "cell 0·1/like", "cell 1·0"])
        #expect(elements[3].frame == CGRect(x: 150, y: 74, width: 40, height: 32))
        #expect(elements[0].kind == "header" && elements[2].kind == "label" && elements[3].kind == "button")
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatARowIsReadFromItsRightEdge() {
        let elements = scene().accessibilityHierarchy(layoutDirection: .rightToLeft).elements
        #expect(elements.map(\.label) == ["News", "Wi-Fi, Home", "Like", "Ana", "In progress"])
    }

    @Test func test_whenTheAccessibilitySnapshotIsDrawn_thatItOutlinesEachElementAndAddsALegend() throws {
        let scene = scene()
        let hierarchy = scene.accessibilityHierarchy(layoutDirection: .leftToRight)
        let image = try Rasterizer(fonts: fonts, overlays: .none).renderAccessibility(scene, hierarchy: hierarchy)
        #expect(image.width == 520)
        #expect(image.height >= 120)
        // Element 4 (the like button, 150…190 × 74…106) is outlined in the palette's fourth colour, orange.
        #expect(image.pixel(x: 189, y: 90) == ListColor(red: 245, green: 130, blue: 49))
        // The legend's first badge (red, element 1) is at the legend's top-left, beside the screen.
        #expect(image.pixel(x: 200 + 12 + 9, y: 12 + 2) == ListColor(red: 230, green: 25, blue: 75))
        // Thousands of elements with huge labels: the legend stops at 100 rows of 4 lines, the image stays bounded.
        let many = ListAccessibilityHierarchy(elements: (0..<5_000).map { index in
            ListAccessibilityHierarchy.Element(label: String(repeating: "x", count: 100_000), frame: CGRect(
                x: 0, y: Double(index % 100), width: 10, height: 10))
        })
        let bounded = try Rasterizer(fonts: fonts, overlays: .none).renderAccessibility(scene, hierarchy: many)
        #expect(bounded.height < 7_000)
    }

    @Test func test_whenTheSnapshotIsRightToLeft_thatEachNumberSitsAtItsElementsTopRightCorner() throws {
        let scene = scene()
        let blue = ListColor(red: 67, green: 99, blue: 216), orange = ListColor(red: 245, green: 130, blue: 49)
        // Left to right: the like button (150…190 × 74…106) is element 4, orange, its badge at the top-left corner.
        let ltr = try Rasterizer(fonts: fonts, overlays: .none)
            .renderAccessibility(scene, hierarchy: scene.accessibilityHierarchy(layoutDirection: .leftToRight))
        #expect(ltr.pixel(x: 154, y: 80) == orange)
        #expect(ltr.pixel(x: 186, y: 80) != orange)
        // Right to left: it is read third (blue), its badge at the top-right corner, the leading one.
        let environment = ListEnvironment(layoutDirection: .rightToLeft)
        let rtl = try Rasterizer(fonts: fonts, overlays: .none, environment: environment)
            .renderAccessibility(scene, hierarchy: scene.accessibilityHierarchy(layoutDirection: .rightToLeft))
        #expect(rtl.pixel(x: 186, y: 80) == blue)
        #expect(rtl.pixel(x: 154, y: 80) != blue)
        // The header, as wide as the screen, has its badge in the screen's top-right corner.
        #expect(rtl.pixel(x: 196, y: 9) == ListColor(red: 230, green: 25, blue: 75))
        #expect(ltr.pixel(x: 4, y: 9) == ListColor(red: 230, green: 25, blue: 75))
    }
}

