import Foundation
import ListCore
import ListRenderKit
import Testing

@Suite struct GoldenImageTests {
    let fonts = try! FontSet.bundled()

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
