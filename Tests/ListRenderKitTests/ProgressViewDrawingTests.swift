import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Pixels of a `UIProgressView` (issue 23): the tint-coloured part from the leading edge over the track, at 1×, 2×
/// and 3×, light and dark, left-to-right and right-to-left.
@MainActor
@Suite struct ProgressViewDrawingTests {
    nonisolated static let cases = [1.0, 2.0, 3.0].flatMap { scale in
        [ListUserInterfaceStyle.light, .dark].flatMap { theme in
            [ListLayoutDirection.leftToRight, .rightToLeft].map {
                (scale, ListEnvironment(theme: theme, layoutDirection: $0))
            }
        }
    }

    @Test(arguments: cases)
    func test_whenHalfDone_thatTheLeadingHalfIsTheTint_andTheRestTheTrack(scale: Double, environment: ListEnvironment)
        throws {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        bar.overrideTraitCollection = ListTraitCollection(environment: environment)
        bar.progress = 0.5
        let element = SceneElement(
            kind: .cell, frame: bar.bounds, content: ListCellContent(), section: 0, item: 0, view: bar.snapshot())
        let white = ListColor(red: 255, green: 255, blue: 255)
        let scene = RenderScene(size: bar.bounds.size, scale: scale, elements: [element], backgroundColor: white)
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment)
        let image = try rasterizer.render(scene)
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let tint = environment.theme == .dark
            ? ListColor(red: 0x0A, green: 0x84, blue: 0xFF) : ListColor(red: 0x00, green: 0x7A, blue: 0xFF)
        let (filled, unfilled) = environment.isRightToLeft ? (75.0, 25.0) : (25.0, 75.0)
        #expect(pixel(filled, 10) == tint)
        #expect(pixel(unfilled, 10) != tint && pixel(unfilled, 10) != white)   // the translucent grey track
        #expect(pixel(filled, 7.5) == white && pixel(filled, 12.5) == white)   // 4 points high, centred
    }
}
