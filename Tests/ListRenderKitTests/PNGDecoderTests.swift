import Foundation
import ListRenderKit
import ListTestSupport
import Testing

@Suite struct PNGDecoderTests {
    @Test func test_whenTheDataIsNotAPNG_thatItThrowsABadSignatureError() {
        #expect(throws: RenderError.decoding(path: nil, reason: "not a PNG file (bad signature)")) {
            try PNGDecoder.decode(Data("hello, world".utf8))
        }
    }

    @Test func test_whenThePNGIsTruncated_thatItThrowsNamingTheFile() throws {
        let rasterizer = Rasterizer(fonts: try FontSet.bundled())
        let data = try PNGEncoder().encode(try rasterizer.render(SampleScenes.settings(scale: 1)))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("cut.png")
        try data.prefix(data.count / 2).write(to: file)
        #expect {
            try PNGDecoder.decode(contentsOf: file)
        } throws: { error in
            guard case RenderError.decoding(let path?, let reason) = error else { return false }
            return path == file.path && !reason.isEmpty
        }
    }

    @Test func test_whenTheFileIsMissing_thatItThrowsNamingIt() {
        #expect(throws: RenderError.decoding(path: "/nonexistent/x.png", reason: "cannot read the file")) {
            try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: "/nonexistent/x.png"))
        }
    }
}
