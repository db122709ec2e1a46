import Foundation
import ListCore
import ListImageKit
import ListTestSupport
import ListViewKit
import Testing

@testable import ListRenderKit

/// The process's cache of images scaled to device pixels (``ScaledImageCache``): a frame drawn with every scaled image
/// kept is byte for byte the frame drawn with each made anew, at 1×–3×, light and dark, right-to-left text, with
/// rounded clips, a faded group, a template image and sub-pixel origins; the same key gives the same kept image.
/// Serialized: a case empties the shared cache and then counts what its render kept, so another case of this suite
/// must not empty it in between (other suites only add to it).
@Suite(.serialized) struct ScaledImageCacheTests {
    /// A seeded 13×9 photo with a translucent corner (premultiplied).
    static let photo: ListImage = {
        var rng = SplitMix64(seed: 23)
        var pixels = (0..<(13 * 9)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
        pixels[0] = 0x8040_2010
        return ListImage(format: .png, name: "photo.png", width: 13, height: 9, argb32: pixels)
    }()

    /// Three cells of a rounded card: an avatar in a circle, an aspect-fill photo at a fractional origin, a tinted
    /// template and a faded group, each cell one third of a point further down.
    static func scene(scale: Double) -> RenderScene {
        let elements = (0..<3).map { index in
            let avatar = ListViewImageContent(
                name: "photo.png", size: photo.size, rect: CGRect(x: 0, y: 0, width: 14, height: 14),
                contentMode: .scaleAspectFill, image: photo)
            let picture = ListViewImageContent(
                name: "photo.png", size: photo.size, rect: CGRect(x: -3.25, y: 0.5, width: 37.5, height: 26),
                contentMode: .scaleAspectFill, image: photo)
            let template = ListViewImageContent(
                name: "photo.png", size: photo.size, rect: CGRect(x: 0.4, y: 0.7, width: 9.3, height: 6.1),
                contentMode: .scaleToFill, tintColor: ListColor(red: 0, green: 122, blue: 255), image: photo)
            let card = ListViewSnapshot(
                frame: CGRect(x: 2, y: 1, width: 76, height: 30), clipsToBounds: true,
                backgroundColor: ListColor(red: 242, green: 242, blue: 247), cornerRadius: 8,
                children: [
                    ListViewSnapshot(
                        kind: .imageView, frame: CGRect(x: 3, y: 3, width: 14, height: 14), clipsToBounds: true,
                        cornerRadius: 7, image: avatar),
                    ListViewSnapshot(
                        kind: .imageView, frame: CGRect(x: 20.5, y: 2, width: 31, height: 26), alpha: 0.8,
                        clipsToBounds: true, cornerRadius: 4, image: picture),
                    ListViewSnapshot(
                        kind: .imageView, frame: CGRect(x: 55, y: 10, width: 10, height: 8), image: template),
                ])
            return SceneElement(
                kind: .cell, frame: CGRect(x: 0, y: 32 * Double(index) + Double(index) / 3, width: 80, height: 32),
                content: ListCellContent(text: "مرحبا \(index)"), section: 0, item: index, view: card)
        }
        return RenderScene(size: CGSize(width: 80, height: 100), scale: scale, elements: elements)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenAFrameIsDrawnWithKeptScaledImages_thatItEqualsTheFrameWithNewOnes_byteForByte(scale: Double) throws {
        for theme in RenderTheme.all {
            let rasterizer = Rasterizer(
                fonts: try FontSet.bundled(), theme: theme, overlays: .none,
                environment: ListEnvironment(layoutDirection: .rightToLeft))
            ScaledImageCache.shared.removeAll()
            let fresh = try rasterizer.render(Self.scene(scale: scale)).rgbaImage()
            #expect(ScaledImageCache.shared.count > 0)
            let kept = try rasterizer.render(Self.scene(scale: scale)).rgbaImage()
            #expect(kept == fresh, "scale \(scale), \(theme.style)")
            // Another rasteriser (another thread's, say) draws with the same kept images: the same bytes.
            let other = Rasterizer(
                fonts: try FontSet.bundled(), theme: theme, overlays: .none,
                environment: ListEnvironment(layoutDirection: .rightToLeft))
            #expect(try other.render(Self.scene(scale: scale)).rgbaImage() == fresh)
        }
    }

    @Test func test_whenTheSameKeyIsAskedTwice_thatTheKeptImageComesBack_andAnotherPhaseIsAnotherImage() throws {
        let key = ScaledImageCache.Key(image: Self.photo, width: 39, height: 27, phaseX: 0.5, phaseY: 0)
        let first = try #require(ScaledImageCache.shared.image(for: key))
        #expect(ScaledImageCache.shared.image(for: key) === first)
        #expect((first.width, first.height) == (40, 27))  // 0.5 + 39 pixels touch 40 columns
        var shifted = key
        shifted.phaseX = 0.25
        #expect(ScaledImageCache.shared.image(for: shifted) !== first)
        let empty = ScaledImageCache.Key(image: Self.photo, width: 0, height: 27, phaseX: 0, phaseY: 0)
        #expect(ScaledImageCache.shared.image(for: empty) == nil)
    }
}
