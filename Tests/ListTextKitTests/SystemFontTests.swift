import Foundation
import ListCore
import ListTextKit
import ListViewKit
import Testing

/// The system font: Inter Display's nine weights and italics, pinned; UIKit's weights, italics, tabular digits and
/// font names resolved to real faces.
@MainActor
@Suite struct SystemFontTests {
    let traits = ListTraitCollection(fonts: try? FontSet.system())

    @Test func test_whenTheSystemFontLoads_thatEachOfNineWeightsHasAnUprightAndAnItalicFace() throws {
        let fonts = try FontSet.system()
        #expect(fonts.family == "Inter Display")
        let faces = fonts.faces.map { "\($0.weight)\($0.isItalic ? "i" : "")" }.sorted()
        #expect(faces == [100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap { ["\($0)", "\($0)i"] }.sorted())
        #expect(fonts.regular.weight == 400 && !fonts.regular.isItalic)
        #expect(fonts.bold.weight == 700 && !fonts.bold.isItalic)
    }

    @Test(arguments: [
        (ListFont.Weight.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
        (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
    ])
    func test_whenAUIKitWeightIsAskedFor_thatItsOwnFaceDrawsIt(weight: ListFont.Weight, expected: Int) throws {
        let font = try #require(UIFont.systemFont(ofSize: 17, weight: weight).resolved(for: traits))
        #expect(font.family == "Inter Display")
        #expect(font.weight == expected)
        #expect(!font.isItalic)
    }

    @Test func test_whenMediumAndSemiboldAreSet_thatTheyAreWiderThanRegularAndNarrowerThanBold() throws {
        func width(_ weight: ListFont.Weight) throws -> Double {
            let font = try #require(UIFont.systemFont(ofSize: 17, weight: weight).resolved(for: traits))
            return try #require(TextLayout(text: "Nothing to see here", font: font, width: .infinity).lines.first).width
        }
        let regular = try width(.regular)
        let medium = try width(.medium)
        let semibold = try width(.semibold)
        let bold = try width(.bold)
        #expect(regular < medium && medium < semibold && semibold < bold)
    }

    @Test func test_whenAnItalicSystemFontIsSet_thatTheItalicFaceDrawsIt() throws {
        let font = try #require(UIFont.italicSystemFont(ofSize: 15).resolved(for: traits))
        #expect(font.isItalic && font.weight == 400)
        let layout = TextLayout(text: "Italic", font: font, width: .infinity)
        let drawn = try #require(layout.lines.first?.runs.first?.font)
        #expect(URL(fileURLWithPath: drawn.path).lastPathComponent == "InterDisplay-Italic.otf")
    }

    @Test func test_whenDigitsAreMonospaced_thatTheFontsTabularFiguresAreShaped() throws {
        let plain = try #require(UIFont.systemFont(ofSize: 17).resolved(for: traits))
        let tabular = try #require(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular).resolved(for: traits))
        #expect(tabular.features == "tnum")
        #expect(plain.features == "")
        func width(_ text: String, _ font: TextFont) throws -> Double {
            try #require(TextLayout(text: text, font: font, width: .infinity).lines.first).width
        }
        // Inter's default figures are proportional (a 1 is 706 units, a 0 1,152); its `tnum` forms replace them
        // (1,028 and 1,204 units in Inter Display 4.0~beta7, whose tabular forms are not all of one width).
        #expect(try width("1111", plain) == 4 * 706 / 2048 * 17)
        #expect(try width("1111", tabular) == 4 * 1028 / 2048 * 17)
        #expect(try width("0000", tabular) == 4 * 1204 / 2048 * 17)
    }

    @Test(arguments: [
        ("HelveticaNeue-Bold", ListFont.Weight.bold, false), ("SFProText-Semibold", .semibold, false),
        ("Avenir-Heavy", .heavy, false), ("Avenir-HeavyOblique", .heavy, true), ("HelveticaNeue-Light", .light, false),
        ("HelveticaNeue-UltraLight", .ultraLight, false), ("SFProDisplay-Medium", .medium, false),
        ("Georgia-Italic", .regular, true), ("Menlo", .regular, false), ("HelveticaNeue-CondensedBlack", .black, false),
    ])
    func test_whenAnUnregisteredFontIsNamed_thatTheSystemFontDrawsItAtTheNamesWeightAndStyle(
        name: String, weight: ListFont.Weight, italic: Bool
    ) throws {
        let named = try #require(UIFont(name: name, size: 17))
        #expect(named.weight == weight)
        #expect(named.isItalic == italic)
        #expect(named.registeredFamily == nil)
        let font = try #require(named.resolved(for: traits))
        #expect(font.family == "Inter Display" && font.weight == weight.openTypeWeight && font.isItalic == italic)
    }

    @Test func test_whenDejaVuSansIsNamed_thatTheOldFaceStillDrawsIt() throws {
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 17)?.resolved(for: traits))
        #expect(font.family == "DejaVu Sans")
        #expect(font.weight == 700)
        let regular = try #require(UIFont(name: "DejaVuSans", size: 17)?.resolved(for: traits))
        #expect(regular.family == "DejaVu Sans" && regular.weight == 400)
    }

    @Test func test_whenAnAppRegistersAFontFile_thatNamingItDrawsInThatFile() throws {
        let path = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf"
        #expect(try UIFont.registerFont(atPath: path) == "NotoSansHebrew-Bold")
        let named = try #require(UIFont(name: "NotoSansHebrew-Bold", size: 20))
        #expect(named.registeredFamily != nil)
        let font = try #require(named.resolved(for: traits))
        #expect(font.family == "Noto Sans Hebrew" && font.weight == 700)
        let layout = TextLayout(text: "שלום", font: font, width: .infinity)
        #expect(layout.lines.first?.runs.first?.font?.path == path)
    }

    @Test func test_whenAFontFileIsAFIFO_thatLoadingItIsRefusedNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-font-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Font.ttf").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            try FontFace.load(path: path)
        } throws: { error in
            guard case FontError.font(let named, let reason) = error else { return false }
            return named == path && reason.contains("FIFO")
        }
        let registration = Result { try UIFont.registerFont(atPath: path) }
        #expect(throws: FontError.self) { try registration.get() }
    }

    @Test func test_whenAPinnedFileHasAnotherChecksum_thatLoadingItIsAnErrorNamingTheFile() throws {
        let regular = try FontSet.system().regular
        let folder = URL(fileURLWithPath: regular.path).deletingLastPathComponent().path
        let wrong = PinnedFont(
            fileName: URL(fileURLWithPath: regular.path).lastPathComponent, folder: folder,
            sha256: String(repeating: "0", count: 64), package: "fonts-inter (test)")
        #expect {
            try PinnedFont.loadVerified(wrong)
        } throws: { error in
            guard case FontError.fontMismatch(let file, let reason) = error else { return false }
            return file.hasSuffix("InterDisplay-Regular.otf") && reason.contains("fonts-inter (test)")
        }
        let missing = PinnedFont(fileName: "NoSuchFont.otf", folder: folder, sha256: "", package: "none")
        #expect(throws: FontError.font(
            path: folder + "/NoSuchFont.otf", reason: "no such file (run scripts/setup.sh or install none)")
        ) { try PinnedFont.loadVerified(missing) }
    }

    @Test func test_whenAWeightIsNotANumber_thatItDrawsRegular() {
        #expect(ListFont.Weight(.nan).openTypeWeight == 400)
        #expect(ListFont.Weight(.infinity).openTypeWeight == 400)
        #expect(ListFont.Weight(0.27).openTypeWeight == 600)
        #expect(ListFont.Weight(0.2).openTypeWeight == 500)
    }
}
