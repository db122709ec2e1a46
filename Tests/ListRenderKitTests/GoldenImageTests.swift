import Foundation
import ListCore
import ListRenderKit
import Testing

@Suite struct GoldenImageTests {
    let fonts = try! FontSet.system()

    @Test func test_whenRenderingTheSettingsScene_withEveryOverlayAt1x_thatItMatchesTheGolden() throws {
        let image = try Rasterizer(fonts: fonts, overlays: .all).render(SampleScenes.settings(scale: 1))
        try GoldenImage.assertMatches(image, named: "settings-light-1x-all")
    }

    @Test func test_whenRenderingTheSettingsScene_withTheDarkThemeAt2x_thatItMatchesTheGolden() throws {
        let image = try Rasterizer(fonts: fonts, theme: .dark).render(SampleScenes.settings(scale: 2))
        try GoldenImage.assertMatches(image, named: "settings-dark-2x")
    }

    @Test func test_whenRenderingTheSettingsScene_cleanAt3x_thatItMatchesTheGolden() throws {
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(SampleScenes.settings(scale: 3))
        try GoldenImage.assertMatches(image, named: "settings-light-3x-clean")
    }
}

@Suite struct SpecGoldenImageTests {
    let fonts = try! FontSet.system()

    @Test(arguments: ["settings", "grid", "sticky", "scripts"])
    func test_whenRenderingASpec_withDefaultOverlays_thatItMatchesTheGolden(name: String) throws {
        let image = try Rasterizer(fonts: fonts).render(try TestSpecs.scene(name))
        try GoldenImage.assertMatches(image, named: "spec-\(name)")
    }

    @Test func test_whenRenderingASpecInFull_darkAndClean_thatItMatchesTheGolden() throws {
        let image = try Rasterizer(fonts: fonts, theme: .dark, overlays: .none).render(
            try TestSpecs.scene("sticky", region: .fullContent))
        try GoldenImage.assertMatches(image, named: "spec-sticky-full-dark-clean")
    }
}

@Suite struct SpecPixelTests {
    let fonts = try! FontSet.system()

    @Test func test_whenAStickyHeaderIsPinnedOverACell_thatTheHeaderColourCoversTheCell() throws {
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(try TestSpecs.scene("sticky"))
        // Item 1 spans scene y -36 ..< 24 under the header (0 ..< 30); at y 15 the header's own colour shows.
        #expect(image.pixel(x: 300, y: 15) == ListColor(red: 0xFF, green: 0xCC, blue: 0x00))
        #expect(image.pixel(x: 300, y: 50) == RenderTheme.light.cell)
    }

    @Test func test_whenACellHasASpecColour_thatItsCentreHasIt() throws {
        let scene = try TestSpecs.scene("grid")
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        let cell = try #require(scene.elements.first { $0.kind == .cell && $0.item == 1 })
        // Near the centre, above the text.
        #expect(image.pixel(x: Int(cell.frame.midX * 2), y: Int((cell.frame.minY + 20) * 2)) == ListColor(red: 0xFF, green: 0xE3, blue: 0xD6))
    }

    @Test func test_whenTheThemeIsDark_thatTheBackgroundIsBlack() throws {
        let image = try Rasterizer(fonts: fonts, theme: .dark, overlays: .none).render(try TestSpecs.scene("grid"))
        #expect(image.pixel(x: 2, y: image.height - 2) == ListColor(red: 0, green: 0, blue: 0))
    }
}
