import Foundation
import ListCore
import ListRenderKit
import ListViewKit
import Testing

/// Labels with attributed text drawn by the rasteriser: each glyph in its run's colour, each run in its font.
@MainActor
@Suite struct AttributedTextDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)
    static let red = ListColor(red: 255, green: 0, blue: 0)
    static let blue = ListColor(red: 0, green: 0, blue: 255)

    /// Draws `label` (at the origin) on a white scene at scale 1.
    private func render(_ label: UILabel) throws -> RasterImage {
        let size = label.bounds.size
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: label.snapshot())
        let scene = RenderScene(size: size, scale: 1, elements: [element], backgroundColor: Self.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
    }

    /// The columns of the pixels that are mostly red and those that are mostly blue.
    private func columns(_ image: RasterImage) -> (red: [Int], blue: [Int]) {
        var red: [Int] = []
        var blue: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if Int(pixel.red) - Int(pixel.blue) > 100 { red.append(x) }
                if Int(pixel.blue) - Int(pixel.red) > 100 { blue.append(x) }
            }
        }
        return (red, blue)
    }

    @Test func test_whenARedRunIsFollowedByABlueRun_thatTheLeftIsRedAndTheRightBlue() throws {
        let text = NSMutableAttributedString(string: "MMMM", attributes: [.foregroundColor: Self.red])
        text.append(NSAttributedString(string: "MMMM", attributes: [.foregroundColor: Self.blue]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        label.attributedText = text
        let (red, blue) = columns(try render(label))
        #expect(red.count > 100 && blue.count > 100)
        // Red ink ends before blue ink starts: "MMMM" at 17 pt is 55.25 points wide in Inter Display.
        #expect(try #require(red.max()) < (try #require(blue.min())))
        #expect(try #require(red.max()) < 58 && (try #require(blue.min())) > 52)
        // The same glyphs in one colour: as many inked pixels of each colour as the halves have.
        let allRed = UILabel(frame: label.frame)
        allRed.attributedText = NSAttributedString(string: "MMMMMMMM", attributes: [.foregroundColor: Self.red])
        #expect(columns(try render(allRed)).red.count == red.count + blue.count)
    }

    @Test func test_whenRunsRightToLeft_thatEachWordKeepsItsColour() throws {
        // Hebrew runs right to left: the first (red) word is drawn on the right.
        let text = NSMutableAttributedString(string: "שלום ", attributes: [.foregroundColor: Self.red])
        text.append(NSAttributedString(string: "עולם", attributes: [.foregroundColor: Self.blue]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        label.attributedText = text
        let (red, blue) = columns(try render(label))
        #expect(red.count > 30 && blue.count > 30)
        #expect(try #require(blue.max()) < (try #require(red.min())))
    }

    @Test func test_whenABoldLargeRunPrecedesASmallOne_thatItsInkIsTaller_andTheDrawingFitsTheMeasuredSize() throws {
        let text = NSMutableAttributedString(
            string: "HHHH", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: Self.red])
        text.append(NSAttributedString(
            string: "HHHH", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: Self.blue]))
        let label = UILabel()
        label.attributedText = text
        label.sizeToFit()
        let image = try render(label)
        var redRows = Set<Int>()
        var blueRows = Set<Int>()
        var inked: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel != Self.white { inked.append(x) }
                if Int(pixel.red) - Int(pixel.blue) > 100 { redRows.insert(y) }
                if Int(pixel.blue) - Int(pixel.red) > 100 { blueRows.insert(y) }
            }
        }
        // A 30-point capital is about 22 pixels tall, a 12-point one about 9; both stand on one baseline.
        #expect(redRows.count >= 20 && blueRows.count <= 10)
        #expect(redRows.max() == blueRows.max())
        // Nothing is drawn outside the size the label measured (the last blue glyph ends near its right edge).
        #expect(try #require(inked.max()) < image.width && (try #require(inked.max())) >= image.width - 3)
    }
}
