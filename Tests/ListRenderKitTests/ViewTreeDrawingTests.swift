import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Exact pixels of view trees drawn by the rasteriser (issue 23): backgrounds with rounded and masked corners,
/// borders, clipping, alpha, images in their content-mode rectangle, template tinting and placeholders.
@Suite struct ViewTreeDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)
    static let red = ListColor(red: 255, green: 0, blue: 0)
    static let blue = ListColor(red: 0, green: 0, blue: 255)
    static let black = ListColor(red: 0, green: 0, blue: 0)

    /// Draws `view` in a 40×40-point cell on a white scene at scale 1.
    private func render(_ view: ListViewSnapshot, size: CGSize = CGSize(width: 40, height: 40)) throws -> RasterImage {
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: view)
        let scene = RenderScene(size: size, scale: 1, elements: [element], backgroundColor: Self.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
    }

    /// Four opaque pixels: red, green / blue, black.
    private static let quadrants = ListImage(
        format: .png, name: "q.png", width: 2, height: 2,
        argb32: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000])

    @Test func test_whenANodeHasMaskedRoundedCorners_thatOnlyThoseCornersAreCut() throws {
        let node = ListViewSnapshot(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), backgroundColor: Self.red, cornerRadius: 12,
            maskedCorners: [.layerMinXMinYCorner])
        let image = try render(node)
        #expect(image.pixel(x: 0, y: 0) == Self.white)     // the rounded corner
        #expect(image.pixel(x: 39, y: 0) == Self.red)      // square corners
        #expect(image.pixel(x: 0, y: 39) == Self.red)
        #expect(image.pixel(x: 39, y: 39) == Self.red)
        #expect(image.pixel(x: 20, y: 20) == Self.red)
    }

    @Test func test_whenANodeHasABorder_thatItLiesInsideTheBounds_overTheChildren() throws {
        let child = ListViewSnapshot(frame: CGRect(x: 0, y: 0, width: 40, height: 40), backgroundColor: Self.red)
        let node = ListViewSnapshot(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), borderWidth: 2, borderColor: Self.blue,
            children: [child])
        let image = try render(node)
        #expect(image.pixel(x: 0, y: 20) == Self.blue)
        #expect(image.pixel(x: 1, y: 20) == Self.blue)
        #expect(image.pixel(x: 2, y: 20) == Self.red)
        #expect(image.pixel(x: 39, y: 39) == Self.blue)
    }

    @Test func test_whenANodeClipsToBounds_thatChildrenOutsideAreCut_andOtherwiseTheyShow() throws {
        let child = ListViewSnapshot(frame: CGRect(x: 10, y: 10, width: 30, height: 30), backgroundColor: Self.red)
        let open = ListViewSnapshot(frame: CGRect(x: 0, y: 0, width: 20, height: 20), children: [child])
        var clipped = open
        clipped.clipsToBounds = true
        #expect(try render(open).pixel(x: 30, y: 30) == Self.red)
        #expect(try render(clipped).pixel(x: 30, y: 30) == Self.white)
        #expect(try render(clipped).pixel(x: 15, y: 15) == Self.red)
    }

    @Test func test_whenANodeIsTranslucent_thatItAndItsChildrenFadeTogether() throws {
        let child = ListViewSnapshot(frame: CGRect(x: 0, y: 0, width: 20, height: 40), backgroundColor: Self.blue)
        let node = ListViewSnapshot(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 0.5, backgroundColor: Self.red,
            children: [child])
        let image = try render(node)
        // One group painted at half alpha: the child covers the red, it does not mix with it.
        #expect(image.pixel(x: 10, y: 10) == ListColor(red: 127, green: 127, blue: 255))
        #expect(image.pixel(x: 30, y: 10) == ListColor(red: 255, green: 127, blue: 127))
    }

    @Test func test_whenAnImageIsScaledToFill_thatEachQuadrantKeepsItsPixel_withTheFixedFilter() throws {
        let content = ListViewImageContent(
            name: "q.png", size: CGSize(width: 2, height: 2), rect: CGRect(x: 0, y: 0, width: 40, height: 40),
            contentMode: .scaleToFill, image: Self.quadrants)
        let image = try render(ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: content))
        #expect(image.pixel(x: 2, y: 2) == Self.red)
        #expect(image.pixel(x: 37, y: 2) == ListColor(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 2, y: 37) == Self.blue)
        #expect(image.pixel(x: 37, y: 37) == Self.black)
        // Bilinear between red and green in the middle of the top row (pixman weighs with 7-bit fractions).
        #expect(image.pixel(x: 19, y: 2) == ListColor(red: 135, green: 119, blue: 0))
    }

    @Test func test_whenAnImageIsAspectFit_thatTheRestOfTheViewIsLeftAlone() throws {
        let wide = ListImage(format: .png, name: "w.png", width: 2, height: 1, argb32: [0xFFFF_0000, 0xFFFF_0000])
        let rect = ListView.ContentMode.scaleAspectFit.place(wide.size, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rect == CGRect(x: 0, y: 10, width: 40, height: 20))
        let content = ListViewImageContent(
            name: "w.png", size: wide.size, rect: rect, contentMode: .scaleAspectFit, image: wide)
        let image = try render(ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: content))
        #expect(image.pixel(x: 20, y: 5) == Self.white)
        #expect(image.pixel(x: 20, y: 10) == Self.red)
        #expect(image.pixel(x: 20, y: 29) == Self.red)
        #expect(image.pixel(x: 20, y: 30) == Self.white)
    }

    @Test func test_whenAnImageIsATemplate_thatItsAlphaIsFilledWithTheTint() throws {
        let shape = ListImage(format: .png, name: "s.png", width: 2, height: 1, argb32: [0xFF00_FF00, 0x0000_0000])
        let content = ListViewImageContent(
            name: "s.png", size: shape.size, rect: CGRect(x: 0, y: 0, width: 40, height: 20), contentMode: .scaleToFill,
            tintColor: Self.blue, image: shape)
        let image = try render(ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: content))
        #expect(image.pixel(x: 3, y: 10) == Self.blue)
        #expect(image.pixel(x: 37, y: 10) == Self.white)
    }

    @Test func test_whenAnImageIsMissing_thatAMarkedPlaceholderFillsItsRect() throws {
        let content = ListViewImageContent(
            name: "nothing", size: CGSize(width: 24, height: 24), rect: CGRect(x: 0, y: 0, width: 40, height: 40),
            contentMode: .scaleToFill, placeholderReason: "missing")
        let image = try render(ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: content))
        #expect(image.pixel(x: 20, y: 8) == ListColor(red: 229, green: 229, blue: 234))   // the box
        #expect(image.pixel(x: 20, y: 20) == ListColor(red: 174, green: 174, blue: 178))  // the cross
        #expect(image.pixel(x: 0, y: 20) == ListColor(red: 174, green: 174, blue: 178))   // the border
    }

    @Test func test_whenTheSameTreeIsDrawnTwice_thatTheBytesAreTheSame() throws {
        let content = ListViewImageContent(
            name: "q.png", size: CGSize(width: 2, height: 2), rect: CGRect(x: 3, y: 5, width: 31, height: 17),
            contentMode: .scaleToFill, image: Self.quadrants)
        let node = ListViewSnapshot(
            frame: CGRect(x: 1, y: 1, width: 38, height: 38), alpha: 0.8, clipsToBounds: true,
            backgroundColor: Self.red, cornerRadius: 9, borderWidth: 1.5, borderColor: Self.black,
            children: [ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 38, height: 38), image: content)])
        #expect(try render(node).rgbaImage() == (try render(node).rgbaImage()))
    }
}
