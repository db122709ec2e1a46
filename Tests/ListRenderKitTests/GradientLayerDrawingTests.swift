import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Pixels of a `CAGradientLayer` (issue 23): its colours at their locations along the line from the start to the end
/// point, at 1×, 2× and 3×, light and dark (dynamic colours resolved), left-to-right and right-to-left (a gradient
/// does not flip, as in Core Animation).
@MainActor
@Suite struct GradientLayerDrawingTests {
    nonisolated static let cases = [1.0, 2.0, 3.0].flatMap { scale in
        [ListUserInterfaceStyle.light, .dark].flatMap { theme in
            [ListLayoutDirection.leftToRight, .rightToLeft].map {
                (scale, ListEnvironment(theme: theme, layoutDirection: $0))
            }
        }
    }

    private func render(
        _ configure: (CAGradientLayer) -> Void, scale: Double, environment: ListEnvironment
    ) throws -> RasterImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.overrideTraitCollection = ListTraitCollection(environment: environment)
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        configure(gradient)
        view.layer.addSublayer(gradient)
        let element = SceneElement(
            kind: .cell, frame: view.bounds, content: ListCellContent(), section: 0, item: 0, view: view.snapshot())
        let scene = RenderScene(
            size: view.bounds.size, scale: scale, elements: [element],
            backgroundColor: ListColor(red: 0, green: 255, blue: 0))
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment).render(scene)
    }

    @Test(arguments: cases)
    func test_whenTwoColoursMeetAtOneLocation_thatEachFillsItsSideOfTheLine(scale: Double, environment: ListEnvironment)
        throws {
        let first = environment.theme == .dark
            ? ListColor(red: 0, green: 0, blue: 0) : ListColor(red: 255, green: 255, blue: 255)   // systemBackground
        let blue = ListColor(red: 0, green: 0, blue: 255)
        let vertical = try render({
            $0.colors = [UIColor.systemBackground.cgColor, UIColor.blue.cgColor]
            $0.locations = [0.25, 0.25]
        }, scale: scale, environment: environment)
        let size = Int(40 * scale)
        func at(_ image: RasterImage, _ x: Int, _ y: Int) -> ListColor { image.pixel(x: x, y: y) }
        #expect(at(vertical, 0, 0) == first && at(vertical, size - 1, Int(9.5 * scale)) == first)   // above 10
        #expect(at(vertical, 0, Int(10.5 * scale)) == blue && at(vertical, size - 1, size - 1) == blue)
        let horizontal = try render({
            $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            $0.locations = [0.5, 0.5]
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }, scale: scale, environment: environment)
        #expect(at(horizontal, Int(19.5 * scale), 0) == ListColor(red: 255, green: 0, blue: 0))   // not flipped
        #expect(at(horizontal, Int(20.5 * scale), size - 1) == blue)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenColoursAreSpreadEvenly_thatTheBlendRunsFromTheFirstAtTheTopToTheLastAtTheBottom(scale: Double)
        throws {
        let image = try render({ $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] }, scale: scale,
                               environment: .standard)
        let reds = (0..<Int(40 * scale)).map { Int(image.pixel(x: 5, y: $0).red) }
        #expect(reds.first! >= 250 && reds.last! <= 5)
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 })   // never back towards red
        let middle = image.pixel(x: 5, y: Int(20 * scale))
        #expect(abs(Int(middle.red) - 127) <= 4 && abs(Int(middle.blue) - 127) <= 4 && middle.green == 0)
    }
}
