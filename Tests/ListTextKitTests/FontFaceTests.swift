import Foundation
import ListTextKit
import ListTestSupport
import Testing

@Suite struct FontFaceTests {
    @Test func test_whenLoadingTheBundledFonts_thatTheyAreDejaVuSansWithItsMetrics() throws {
        let fonts = try FontSet.bundled()
        #expect(fonts.regular.familyName == "DejaVu Sans")
        #expect(fonts.bold.familyName == "DejaVu Sans")
        #expect(fonts.regular.ascent == 1901.0 / 2048)
        #expect(fonts.regular.descent == 483.0 / 2048)
        #expect(fonts.regular.lineHeight == 2384.0 / 2048)
        #expect(fonts.regular.advance(of: "a") == 1255.0 / 2048)
        #expect(fonts.regular.advance(of: " ") == 651.0 / 2048)
    }

    @Test func test_whenLoadingTheSamePathTwice_thatTheFaceIsShared() throws {
        #expect(try FontSet.bundled().regular === FontSet.bundled().regular)
    }

    @Test func test_whenTheFontFileIsMissing_thatTheErrorNamesIt() {
        #expect(throws: FontError.font(path: "/nonexistent/Font.ttf", reason: "no such file")) {
            try FontFace.load(path: "/nonexistent/Font.ttf")
        }
        #expect("\(FontError.font(path: "a.ttf", reason: "no such file"))" == "font file a.ttf: no such file")
    }

    @Test func test_whenTheFileIsNotAFont_thatTheErrorSaysFreeTypeCannotReadIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("not a font", to: "fake.ttf")
        #expect {
            try FontSet(path: file.path)
        } throws: { error in
            "\(error)".hasPrefix("font file \(file.path): not a font file FreeType can read")
        }
    }
}
