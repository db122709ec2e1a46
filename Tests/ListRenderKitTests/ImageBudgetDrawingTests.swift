import CWebP
import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Issue 37: an image from the store is decoded when drawn, within the store's budget; a budget that releases it
/// between draws changes nothing in the picture, and a file whose data turns out corrupt when drawn is drawn as the
/// marked placeholder of a missing image (never an empty or half-drawn rectangle).
@Suite struct ImageBudgetDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)

    /// Four opaque pixels as a lossless WebP: red, green / blue, black (straight BGRA in).
    static let quadrantsWebP: Data = {
        let bgra: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 0, 255]
        var output: UnsafeMutablePointer<UInt8>?
        let size = bgra.withUnsafeBufferPointer { WebPEncodeLosslessBGRA($0.baseAddress, 2, 2, 8, &output) }
        precondition(size > 0, "WebP fixture")
        defer { WebPFree(output) }
        return Data(bytes: output!, count: size)
    }()

    private func render(_ image: ListImage?, placeholderReason: String? = nil) throws -> RasterImage {
        let content = ListViewImageContent(
            name: image?.name ?? "nothing", size: CGSize(width: 2, height: 2),
            rect: CGRect(x: 3, y: 5, width: 31, height: 17), contentMode: .scaleToFill,
            placeholderReason: placeholderReason, image: image)
        let view = ListViewSnapshot(kind: .imageView, frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: content)
        let size = CGSize(width: 40, height: 40)
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: view)
        let scene = RenderScene(size: size, scale: 1, elements: [element], backgroundColor: Self.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
    }

    @Test func test_whenTheBudgetReleasesAnImageBetweenDraws_thatEveryDrawHasTheBytesOfHeldPixels() throws {
        let held = try ListImageDecoder.decode(Self.quadrantsWebP, path: "q.webp")
        let store = ListImageStore(budgetBytes: 0)
        let lazy = try store.image(data: Self.quadrantsWebP, name: "q.webp")
        #expect(store.pixelDecodeCount == 0)
        let expected = try render(held).rgbaImage()
        #expect(try render(lazy).rgbaImage() == expected)
        #expect(store.residentBytes == 0 && store.pixelDecodeCount >= 1)
        #expect(try render(lazy).rgbaImage() == expected)
    }

    @Test func test_whenAnImagesDataIsCorruptPastItsHeader_thatItIsDrawnAsTheMissingPlaceholder() throws {
        let cut = Self.quadrantsWebP.prefix(26)  // the RIFF, chunk and lossless headers, then nothing
        let store = ListImageStore()
        let image = try store.image(data: Data(cut), name: "cut.webp")
        #expect(image.pixelWidth == 2 && image.decodingFailure == nil)
        let drawn = try render(image).rgbaImage()
        #expect(image.decodingFailure?.reason == "not a valid WebP file: libwebp cannot decode it")
        #expect(drawn == (try render(nil, placeholderReason: "missing").rgbaImage()))
        #expect(drawn != (try render(try ListImageDecoder.decode(Self.quadrantsWebP, path: "q.webp")).rgbaImage()))
    }
}
