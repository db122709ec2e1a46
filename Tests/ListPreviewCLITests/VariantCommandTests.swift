import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import Testing

/// `record`/`verify` with a spec's variants, `render --variants`, and the environment options.
@Suite final class VariantCommandTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    static let spec = """
        { "viewport": { "width": 200, "height": 120, "scale": 1 },
          "sections": [ { "items": [ { "width": 200, "height": "auto", "text": "Hello שלום 😀",
                                       "accessory": "disclosureIndicator" } ] } ],
          "variants": [ { "name": "dark", "theme": "dark" },
                        { "name": "ax5-rtl", "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
                          "layoutDirection": "rightToLeft", "locale": "he" } ] }
        """

    @Test func test_whenRecordingASpecWithVariants_thatEachGetsItsOwnGolden_andVerifyPasses() throws {
        let spec = try folder.write(Self.spec, to: "list.json")
        let goldens = folder.file("goldens")
        let artifacts = folder.file("artifacts").path
        let record = try CommandRunner.run(
            ["record", spec.path, "--goldens", goldens.path, "--artifacts", artifacts, "--clean"])
        #expect(record.status == 0, "\(record.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".png") }
        #expect(Set(names) == ["list.png", "list+dark.png", "list+ax5-rtl.png"])
        let light = try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("list.png"))
        let dark = try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("list+dark.png"))
        let large = try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("list+ax5-rtl.png"))
        #expect(light.width == 200 && dark.width == 200)
        #expect(light.differingPixelCount(from: dark).map { $0 > 10_000 } ?? false)
        #expect(large.differingPixelCount(from: light).map { $0 > 1000 } ?? false)
        let verify = try CommandRunner.run(
            ["verify", spec.path, "--goldens", goldens.path, "--artifacts", artifacts, "--clean"])
        #expect(verify.status == 0, "\(verify.standardOutput) \(verify.standardError)")
        let results = try String(contentsOf: folder.file("artifacts/results.json"), encoding: .utf8)
        #expect(results.contains(#""variant": "ax5-rtl""#) || results.contains(#""variant":"ax5-rtl""#))
    }

    @Test func test_whenRenderingVariants_thatOneSheetShowsThemAllSideBySide() throws {
        let spec = try folder.write(Self.spec, to: "sheet.json")
        let output = folder.file("sheet.png")
        let result = try CommandRunner.run(["render", spec.path, "--variants", "--clean", "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGDecoder.decode(contentsOf: output)
        // Three renders of 200 points, 16-point gaps around and between them, a 28-point caption above.
        #expect(image.width == 16 + 3 * (200 + 16))
        #expect(image.height == 16 + 28 + 120 + 16)
    }

    @Test(arguments: [
        (["--content-size-category", "huge"], "--content-size-category: expected one of extraSmall, small, medium"),
        (["--layout-direction", "up"], "--layout-direction: expected one of leftToRight, rightToLeft, got \"up\""),
        (["--locale", "en US"], "--locale: expected a BCP 47 language tag such as ar or ja-JP, got \"en US\""),
    ])
    func test_whenAnEnvironmentOptionIsInvalid_thatItExits2NamingIt(arguments: [String], message: String) throws {
        let spec = try folder.write(Self.spec, to: "bad.json")
        for command in [["render", spec.path, "-o", folder.file("x.png").path], ["layout", spec.path]] {
            let result = try CommandRunner.run(command + arguments)
            #expect(result.status == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }

    @Test func test_whenTheLayoutCommandGetsAContentSizeCategory_thatAutoHeightsGrow() throws {
        let spec = try folder.write(Self.spec, to: "layout.json")
        let standard = try CommandRunner.run(["layout", spec.path])
        let large = try CommandRunner.run(
            ["layout", spec.path, "--content-size-category", "accessibilityExtraExtraExtraLarge"])
        #expect(standard.status == 0 && large.status == 0)
        #expect(standard.standardOutput.contains(#""frame":[0,0,200,44]"#) || standard.standardOutput.contains("[0, 0, 200, 44]"))
        #expect(standard.standardOutput != large.standardOutput)
    }
}
