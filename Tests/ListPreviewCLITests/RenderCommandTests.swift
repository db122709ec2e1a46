import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListTestSupport
import Testing

@Suite final class RenderCommandTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    @Test func test_whenRenderingASpec_thatThePNGHasTheSpecsPixelSize_andTheLibrarysPixels() throws {
        let output = folder.file("sticky.png")
        let result = try CommandRunner.run(["render", TestSpecs.url("sticky").path, "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "\(output.path): 320×400 pixels\n")
        let expected = try Rasterizer(fonts: FontSet.system()).render(try TestSpecs.scene("sticky")).rgbaImage()
        #expect(try PNGDecoder.decode(contentsOf: output) == expected)
    }

    @Test func test_whenRenderingTwiceInTwoProcesses_thatTheFilesAreByteIdentical() throws {
        let first = folder.file("first.png")
        let second = folder.file("second.png")
        for output in [first, second] {
            let result = try CommandRunner.run(["render", TestSpecs.url("settings").path, "-o", output.path, "--frames"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let bytes = try Data(contentsOf: first)
        #expect(bytes.count > 1000)
        #expect(bytes == (try Data(contentsOf: second)))
    }

    @Test func test_whenRenderingEveryScriptTwiceInTwoProcesses_thatTheFilesAreByteIdentical() throws {
        let first = folder.file("scripts-1.png")
        let second = folder.file("scripts-2.png")
        for output in [first, second] {
            let result = try CommandRunner.run(["render", TestSpecs.url("scripts").path, "-o", output.path, "--full"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test(arguments: [
        ["PIXMAN_DISABLE": "sse2 ssse3 mmx avx2 fast"], ["FREETYPE_PROPERTIES": "cff:no-stem-darkening=0"],
    ])
    func test_whenPixmansPortableCodeOrFreeTypeSettingsAreUsed_thatTheFilesAreByteIdentical(
        environment: [String: String]
    ) throws {
        // Solid fills on pixman's portable C implementation once left pixels untouched (no pixman_fill there).
        for name in ["settings", "scripts"] {
            let reference = folder.file("\(name)-reference.png")
            let other = folder.file("\(name)-other.png")
            let arguments = ["render", TestSpecs.url(name).path, "--full", "--theme", "dark", "-o"]
            let first = try CommandRunner.run(arguments + [reference.path])
            let second = try CommandRunner.run(arguments + [other.path], environment: environment)
            #expect(first.status == 0 && second.status == 0, "\(first.standardError) \(second.standardError)")
            #expect(try Data(contentsOf: reference) == Data(contentsOf: other), "\(name) with \(environment)")
        }
    }

    @Test func test_whenAPinnedFallbackFontHasAnotherChecksum_thatItExits2WithAFontMismatch() throws {
        // A folder of fallback fonts where "NotoSansHebrew-Regular.ttf" has one more byte.
        let fonts = folder.file("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let pinned = PinnedFont.fallbackChain + PinnedFont.systemFaces + [PinnedFont.symbolFont]
        for font in pinned where font.fileName != "NotoSansHebrew-Regular.ttf" {
            try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(font.fileName).path,
                                                       withDestinationPath: font.path)
        }
        var altered = try Data(contentsOf: URL(fileURLWithPath: PinnedFont.fallbackChain[2].path))
        altered.append(0)  // still a font FreeType reads, but not the pinned file
        try altered.write(to: fonts.appendingPathComponent("NotoSansHebrew-Regular.ttf"))
        let spec = folder.file("hebrew.json")
        try Data(#"{ "sections": [ { "items": [ { "height": 44, "text": "שלום" } ] } ] }"#.utf8).write(to: spec)
        let output = folder.file("hebrew.png")
        let result = try CommandRunner.run(
            ["render", spec.path, "-o", output.path], environment: ["LISTPREVIEW_FONT_DIR": fonts.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("font mismatch: \(fonts.path)/NotoSansHebrew-Regular.ttf"))
        #expect(result.standardError.contains("fonts-noto-core"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // Latin text does not need the Hebrew font: it renders.
        try Data(#"{ "sections": [ { "items": [ { "height": 44, "text": "Hello" } ] } ] }"#.utf8).write(to: spec)
        let latin = try CommandRunner.run(
            ["render", spec.path, "-o", output.path], environment: ["LISTPREVIEW_FONT_DIR": fonts.path])
        #expect(latin.status == 0, "\(latin.standardError)")
    }

    @Test func test_whenAskedForTheFullContent_darkAndClean_thatItMatchesTheLibrary() throws {
        let output = folder.file("full.png")
        let result = try CommandRunner.run([
            "render", TestSpecs.url("sticky").path, "-o", output.path, "--full", "--theme", "dark", "--clean",
            "--scale", "2",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        var spec = try TestSpecs.spec("sticky")
        spec.viewport.scale = 2
        let scene = RenderScene(spec: spec, layout: try TestSpecs.layout(spec), region: .fullContent)
        let expected = try Rasterizer(fonts: FontSet.system(), theme: .dark, overlays: .none).render(scene)
        #expect(try PNGDecoder.decode(contentsOf: output) == expected.rgbaImage())
        #expect(expected.width == 640 && expected.height == 1720)
    }

    @Test func test_whenTheOffsetIsGiven_thatItOverridesTheSpecs() throws {
        let output = folder.file("top.png")
        let result = try CommandRunner.run([
            "render", TestSpecs.url("sticky").path, "-o", output.path, "--offset", "0,-20", "--no-guides",
            "--no-spacing", "--no-index-paths",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGDecoder.decode(contentsOf: output)
        #expect(image.pixel(x: 160, y: 10) == RenderTheme.light.background)  // the inset above the content
        #expect(image.pixel(x: 300, y: 35) == ListColor(red: 0xFF, green: 0xCC, blue: 0x00))  // the header, at rest
    }

    @Test func test_whenTheSpecHasAnError_thatItExits2NamingFileAndPath_andWritesNothing() throws {
        let spec = try folder.write(#"{ "sections": [ { "items": [ { "height": -5 } ] } ] }"#, to: "bad.json")
        let output = folder.file("bad.png")
        let result = try CommandRunner.run(["render", spec.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("bad.json"))
        #expect(result.standardError.contains("sections[0].items[0].height"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func test_whenTheOutputCannotBeWritten_thatItExits2NamingIt_andLeavesNothing() throws {
        let blocker = try folder.write("a file, not a folder", to: "blocker")
        let output = blocker.appendingPathComponent("out.png")
        let result = try CommandRunner.run(["render", TestSpecs.url("sticky").path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: cannot write \(output.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["blocker"])
    }

    @Test func test_whenTheFontIsMissingOrInvalid_thatItExits2NamingTheFile() throws {
        let output = folder.file("font.png")
        let missing = try CommandRunner.run([
            "render", TestSpecs.url("sticky").path, "-o", output.path, "--font", "/nonexistent/Inter.ttf",
        ])
        #expect(missing.status == 2)
        #expect(missing.standardError == "error: font file /nonexistent/Inter.ttf: no such file\n")
        let fake = try folder.write("not a font", to: "fake.ttf")
        let invalid = try CommandRunner.run(["render", TestSpecs.url("sticky").path, "-o", output.path, "--font", fake.path])
        #expect(invalid.status == 2)
        #expect(invalid.standardError.hasPrefix("error: font file \(fake.path): not a font file FreeType can read"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func test_whenAFontIsGiven_thatTheTextIsSetInIt() throws {
        let bold = FontSet.bundledFontFolderForTests.appendingPathComponent("DejaVuSans-Bold.ttf")
        let regular = folder.file("regular.png")
        let custom = folder.file("custom.png")
        _ = try CommandRunner.run(["render", TestSpecs.url("sticky").path, "-o", regular.path, "--clean"])
        let result = try CommandRunner.run([
            "render", TestSpecs.url("sticky").path, "-o", custom.path, "--clean", "--font", bold.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let difference = try PNGDecoder.decode(contentsOf: regular).differingPixelCount(
            from: PNGDecoder.decode(contentsOf: custom))
        #expect((difference ?? 0) > 100)
    }

    @Test(arguments: [
        (["--scale", "0"], "--scale: expected a number from 0.000001 to 4, got 0.0"),
        (["--scale", "5e-324"], "--scale: expected a number from 0.000001 to 4, got 5e-324"),
        (["--theme", "sepia"], "--theme: expected one of light, dark, got \"sepia\""),
        (["--offset", "1"], "--offset: expected 2 numbers X,Y, got \"1\""),
    ])
    func test_whenAnOptionIsInvalid_thatItExits2NamingTheOption(arguments: [String], message: String) throws {
        let output = folder.file("option.png")
        let result = try CommandRunner.run(["render", TestSpecs.url("sticky").path, "-o", output.path] + arguments)
        #expect(result.status == 2)
        #expect(result.standardError == "error: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}

extension FontSet {
    /// The folder of the bundled DejaVu fonts in the source tree.
    static var bundledFontFolderForTests: URL {
        SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts")
    }
}
