import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Pixels of a `UITextView` (issue 23): its `systemBackground`, the text from the top (a label centres it) at the
/// leading edge in either direction, at 1×, 2× and 3×, light and dark.
@MainActor
@Suite struct TextViewDrawingTests {
    nonisolated static let cases = [1.0, 2.0, 3.0].flatMap { scale in
        [ListUserInterfaceStyle.light, .dark].flatMap { theme in
            [ListLayoutDirection.leftToRight, .rightToLeft].map {
                (scale, ListEnvironment(theme: theme, layoutDirection: $0))
            }
        }
    }

    /// The rows and columns (in points) where a pixel differs from the background.
    private func ink(
        scale: Double, environment: ListEnvironment
    ) throws -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>, background: ListColor) {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        textView.overrideTraitCollection = ListTraitCollection(environment: environment)
        textView.text = "Hi"
        let element = SceneElement(
            kind: .cell, frame: textView.bounds, content: ListCellContent(), section: 0, item: 0,
            view: textView.snapshot())
        let scene = RenderScene(
            size: textView.bounds.size, scale: scale, elements: [element],
            backgroundColor: ListColor(red: 0, green: 255, blue: 0))
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment)
        let image = try rasterizer.render(scene)
        let background = image.pixel(x: 0, y: 0)
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<Int(60 * scale) {
            for x in 0..<Int(120 * scale) where image.pixel(x: x, y: y) != background {
                rows.append(Int(Double(y) / scale))
                columns.append(Int(Double(x) / scale))
            }
        }
        return (rows.min()!...rows.max()!, columns.min()!...columns.max()!, background)
    }

    @Test(arguments: cases)
    func test_whenATextViewDrawsOneLine_thatItIsAtTheTopInset_atTheLeadingPadding(
        scale: Double, environment: ListEnvironment
    ) throws {
        let (rows, columns, background) = try ink(scale: scale, environment: environment)
        #expect(background == (environment.theme == .dark
            ? ListColor(red: 0, green: 0, blue: 0) : ListColor(red: 255, green: 255, blue: 255)))   // systemBackground
        #expect(rows.lowerBound >= 8 && rows.upperBound < 8 + 14)   // the first line's box, not the middle (30)
        if environment.isRightToLeft {
            #expect(columns.upperBound <= 115 && columns.upperBound >= 110 && columns.lowerBound > 60)
        } else {
            #expect(columns.lowerBound >= 5 && columns.lowerBound <= 7 && columns.upperBound < 60)
        }
    }
}
