import Foundation
import ListCore
import ListRenderKit
import ListSpecKit
import Testing

@Suite struct RasterizerTests {
    let fonts = try! FontSet.bundled()

    func cell(_ frame: CGRect, _ content: ListCellContent = ListCellContent(), item: Int = 0) -> SceneElement {
        SceneElement(kind: .cell, frame: frame, content: content, section: 0, item: item)
    }

    @Test func test_whenRenderingAt3x_thatTheImageHasThePixelSize() throws {
        let image = try Rasterizer(fonts: fonts).render(RenderScene(size: CGSize(width: 390, height: 844), scale: 3))
        #expect((image.width, image.height) == (1170, 2532))
        #expect(image.pixel(x: 1169, y: 2531) == RenderTheme.light.background)
    }

    @Test func test_whenACellHasItsOwnColour_thatItsCentreHasThatColour() throws {
        let orange = ListColor(red: 255, green: 149, blue: 0)
        let scene = RenderScene(
            size: CGSize(width: 200, height: 100), scale: 2,
            elements: [cell(CGRect(x: 10, y: 10, width: 180, height: 80), ListCellContent(backgroundColor: orange))])
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect(image.pixel(x: 200, y: 100) == orange)
        #expect(image.pixel(x: 22, y: 60) == orange)  // just inside the left edge, at 2×
        #expect(image.pixel(x: 20, y: 20) != orange)  // the rounded corner: antialiased, not filled
        #expect(image.pixel(x: 10, y: 10) == RenderTheme.light.background)
    }

    @Test func test_whenAHeaderIsPinnedOverACell_thatTheHeaderBarCoversTheCell() throws {
        let header = SceneElement(
            kind: .header, frame: CGRect(x: 0, y: 0, width: 200, height: 40), content: ListCellContent(), section: 0,
            isPinned: true)
        // The pinned header comes first in the array, yet draws above the cell.
        let scene = RenderScene(
            size: CGSize(width: 200, height: 100), scale: 1,
            elements: [header, cell(CGRect(x: 0, y: 20, width: 200, height: 80))])
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect(image.pixel(x: 100, y: 30) == RenderTheme.light.pinnedBar)
        #expect(image.pixel(x: 100, y: 39) == RenderTheme.light.separator)  // the hairline under the bar
        #expect(image.pixel(x: 100, y: 50) == RenderTheme.light.cell)
    }

    @Test func test_whenTheThemeIsDark_thatTheBackgroundAndCellsAreDark() throws {
        let scene = RenderScene(
            size: CGSize(width: 100, height: 100), scale: 1, elements: [cell(CGRect(x: 20, y: 20, width: 60, height: 60))])
        let image = try Rasterizer(fonts: fonts, theme: .dark, overlays: .none).render(scene)
        #expect(image.pixel(x: 2, y: 2) == ListColor(red: 0, green: 0, blue: 0))
        #expect(image.pixel(x: 50, y: 50) == ListColor(red: 0x1C, green: 0x1C, blue: 0x1E))
    }

    @Test func test_whenAnElementIsHalfTransparent_thatItBlendsWithTheBackground() throws {
        var faded = cell(CGRect(x: 0, y: 0, width: 100, height: 100), ListCellContent(backgroundColor: ListColor(red: 0, green: 0, blue: 0)))
        faded.alpha = 0.5
        let scene = RenderScene(
            size: CGSize(width: 100, height: 100), scale: 1, elements: [faded],
            backgroundColor: ListColor(red: 255, green: 255, blue: 255))
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect(image.pixel(x: 50, y: 50) == ListColor(red: 127, green: 127, blue: 127))  // 255 × (1 − 0.5), down
    }

    @Test func test_whenAnElementIsOutlinedAsInserted_thatItsEdgeIsGreen() throws {
        var inserted = cell(CGRect(x: 10, y: 10, width: 80, height: 80))
        inserted.outline = .inserted
        let scene = RenderScene(size: CGSize(width: 100, height: 100), scale: 1, elements: [inserted])
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect(image.pixel(x: 50, y: 9) == RenderTheme.light.inserted)
        #expect(image.pixel(x: 50, y: 50) == RenderTheme.light.cell)
    }

    @Test func test_whenGuidesAreOnOrOff_thatTheInsetBandIsTintedOrNot() throws {
        let guide = SceneGuide(
            kind: .sectionInset, outer: CGRect(x: 0, y: 0, width: 100, height: 100),
            inner: CGRect(x: 20, y: 20, width: 60, height: 60))
        let scene = RenderScene(size: CGSize(width: 100, height: 100), scale: 1, guides: [guide])
        let on = try Rasterizer(fonts: fonts, overlays: .guides).render(scene)
        #expect(on.pixel(x: 10, y: 50) != RenderTheme.light.background)
        #expect(on.pixel(x: 50, y: 50) == RenderTheme.light.background)
        let off = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect(off.pixel(x: 10, y: 50) == RenderTheme.light.background)
    }

    @Test func test_whenScenesAreComposedIntoAStrip_thatEachIsClippedAtItsOrigin() throws {
        let red = ListColor(red: 255, green: 0, blue: 0)
        let blue = ListColor(red: 0, green: 0, blue: 255)
        let wide = cell(CGRect(x: 0, y: 0, width: 500, height: 50), ListCellContent(backgroundColor: red))
        let left = RenderScene(size: CGSize(width: 50, height: 50), scale: 1, elements: [wide], backgroundColor: red)
        let right = RenderScene(size: CGSize(width: 50, height: 50), scale: 1, backgroundColor: blue)
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(
            [ScenePlacement(scene: left), ScenePlacement(scene: right, origin: CGPoint(x: 60, y: 0))],
            size: CGSize(width: 110, height: 50), scale: 1, background: nil)
        #expect(image.pixel(x: 25, y: 25) == red)
        #expect(image.pixel(x: 55, y: 25) == ListColor(red: 0, green: 0, blue: 0, alpha: UInt8(0)))  // the cell is clipped
        #expect(image.pixel(x: 85, y: 25) == blue)
    }

    @Test func test_whenRenderingAgainAfterTheImageIsReleased_thatTheResultIsTheSame() throws {
        let rasterizer = Rasterizer(fonts: fonts)
        let first = try rasterizer.render(SampleScenes.settings()).rgbaImage()
        _ = try rasterizer.render(RenderScene(size: CGSize(width: 390, height: 600), scale: 1, backgroundColor: .init(red: 1, green: 2, blue: 3)))
        let again = try rasterizer.render(SampleScenes.settings()).rgbaImage()
        #expect(first == again)
    }

    @Test func test_whenAnImageIsStillHeld_thatTheNextRenderDoesNotOverwriteIt() throws {
        let rasterizer = Rasterizer(fonts: fonts)
        let red = ListColor(red: 255, green: 0, blue: 0)
        let held = try rasterizer.render(RenderScene(size: CGSize(width: 10, height: 10), scale: 1, backgroundColor: red))
        let next = try rasterizer.render(RenderScene(size: CGSize(width: 10, height: 10), scale: 1))
        #expect(held !== next)
        #expect(held.pixel(x: 5, y: 5) == red)
    }
}

@Suite struct RasterizerClippingTests {
    @Test func test_whenACellIsTooSmallForItsText_thatTheTextDoesNotSpillOutOfIt() throws {
        let tiny = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 0, width: 200, height: 6),
            content: ListCellContent(text: "Hgjpqy tall and deep text", fontSize: 30), section: 0, item: 0)
        let scene = RenderScene(size: CGSize(width: 200, height: 60), scale: 1, elements: [tiny])
        let image = try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
        for y in 6..<60 {
            for x in 0..<200 {
                #expect(image.pixel(x: x, y: y) == RenderTheme.light.background, "pixel (\(x), \(y))")
                if image.pixel(x: x, y: y) != RenderTheme.light.background { return }
            }
        }
    }
}

@Suite struct RasterizerTextColourTests {
    @Test func test_whenACellHasALightFillInTheDarkTheme_thatItsTextIsDark() throws {
        let cream = ListColor(red: 0xFF, green: 0xF4, blue: 0xD6)
        let cell = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 0, width: 200, height: 44),
            content: ListCellContent(text: "███", backgroundColor: cream), section: 0, item: 0)
        let scene = RenderScene(size: CGSize(width: 200, height: 44), scale: 1, elements: [cell])
        let image = try Rasterizer(fonts: try FontSet.bundled(), theme: .dark, overlays: .none).render(scene)
        // The first block glyph fills its box at x 16 … 25 around the middle row.
        #expect(image.pixel(x: 20, y: 22) == ListColor(red: 0, green: 0, blue: 0))
        #expect(image.pixel(x: 100, y: 40) == cream)
    }
}

extension RasterizerTests {
    @Test func test_whenTheSizeTimesTheScaleIsNotWholePixels_thatTheRoundedUpEdgeIsOpaqueBackground() throws {
        // Found by HostileSpecPropertyTests: 30 × 31 points at scale 0.5 is a 15 × 16 image whose last row the
        // background covered only half: translucent, so `animate --apng` (RGB) failed with "the image is not
        // opaque", and a recycled image blended the previous frame into that row.
        let size = CGSize(width: 30, height: 31)
        let black = ListColor(red: 0, green: 0, blue: 0)
        let covered = RenderScene(
            size: size, scale: 0.5,
            elements: [cell(CGRect(origin: .zero, size: size), ListCellContent(backgroundColor: black))])
        let empty = RenderScene(size: size, scale: 0.5)
        let rasterizer = Rasterizer(fonts: fonts, overlays: .none)
        _ = try rasterizer.render(covered)
        let recycled = try rasterizer.render(empty)  // drawn into the image the black scene left
        #expect((recycled.width, recycled.height) == (15, 16))
        for x in 0..<15 {
            #expect(recycled.pixel(x: x, y: 15) == RenderTheme.light.background)
        }
        let fresh = try Rasterizer(fonts: fonts, overlays: .none).render(empty)
        #expect(recycled.rgbaImage() == fresh.rgbaImage())
        let drawn = try Rasterizer(fonts: fonts, overlays: .none).render(covered)
        #expect((0..<15).allSatisfy { drawn.pixel(x: $0, y: 15).alpha == 255 })
    }
}

extension RasterizerTests {
    @Test func test_whenASidesPixelsUnderflowToZero_thatTheImageHasOnePixelThere() throws {
        // Found by HostileSpecPropertyTests: a viewport 5e-324 points high at scale 0.000001 (both within the
        // limits) is 5e-330 pixels, which a Double holds as 0: `render` failed with "cannot create a 2×0-pixel
        // image", naming neither the spec nor a path. Any length above 0 takes at least one pixel.
        let scene = RenderScene(size: CGSize(width: 999_999.9999, height: CGFloat.leastNonzeroMagnitude), scale: 0.000001)
        let size = try scene.pixelSize
        #expect((size.width, size.height) == (1, 1))
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(scene)
        #expect((image.width, image.height) == (1, 1))
        #expect(image.pixel(x: 0, y: 0) == RenderTheme.light.background)
        let empty = try RenderScene(size: CGSize(width: 0, height: CGFloat.leastNonzeroMagnitude), scale: 0.000001).pixelSize
        #expect((empty.width, empty.height) == (0, 1))
    }
}

extension RasterizerTests {
    @Test func test_whenASideIsAtTheLimit_thatEveryPixelIsDrawn() throws {
        // Found by HostileSpecPropertyTests: Cairo 1.16 draws nothing on a surface 32,767 pixels wide (`render`
        // wrote a fully transparent image with exit 0), so the limit is 32,766, where every pixel is drawn.
        #expect(ListSpecLimits.imageSide == 32_766)
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(
            RenderScene(size: CGSize(width: 32_766, height: 2), scale: 1))
        #expect((image.width, image.height) == (32_766, 2))
        #expect(image.pixel(x: 0, y: 0) == RenderTheme.light.background)
        #expect(image.pixel(x: 32_765, y: 1) == RenderTheme.light.background)
        #expect(image.rgbaImage().pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
        #expect(throws: RenderError.self) {
            try RenderScene(size: CGSize(width: 32_767, height: 2), scale: 1).pixelSize
        }
    }
}
