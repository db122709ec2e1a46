import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import ListViewKit
import Testing

/// The audit on rendered screens: contrast measured on the pixels drawn beneath each text run (checked against a
/// direct computation on a render without the text, over seeded random colours, themes, Dynamic Type sizes and
/// directions), the same pixels as a plain render, elements hidden under a pinned header, text cut at a larger size.
@MainActor
@Suite struct AccessibilityAuditRenderTests {
    typealias Audit = ListAccessibilityAudit
    let fonts = try! FontSet.bundled()

    /// Quick-content cells and view-tree cells with one label each, in random colours; `inkAlpha` 0 leaves the
    /// text out (same layout, nothing drawn).
    func scene(seed: UInt64, inkAlpha: UInt8) -> (scene: RenderScene, inks: [ListColor]) {
        var random = SplitMix64(seed: seed)
        func color() -> ListColor {
            ListColor(red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                      blue: UInt8.random(in: 0...255, using: &random))
        }
        var elements: [SceneElement] = []
        var inks: [ListColor] = []
        for item in 0..<6 {
            let frame = CGRect(x: 0, y: Double(item) * 60, width: 320, height: 60)
            let ink = color()
            inks.append(ink)
            if item.isMultiple(of: 2) {
                let fill = Bool.random(using: &random) ? color() : nil
                elements.append(SceneElement(
                    kind: .cell, frame: frame,
                    content: ListCellContent(text: "Item \(item) of the list", backgroundColor: fill,
                                             textColor: ink.withAlpha(inkAlpha)),
                    section: 0, item: item))
            } else {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
                root.backgroundColor = color()
                let label = UILabel(frame: CGRect(x: 16, y: 12, width: 288, height: 36))
                label.text = "Label \(item)"
                label.font = Bool.random(using: &random) ? .boldSystemFont(ofSize: CGFloat.random(in: 12...24, using: &random))
                    : .systemFont(ofSize: CGFloat.random(in: 12...24, using: &random))
                label.textColor = ink.withAlpha(inkAlpha)
                root.addSubview(label)
                elements.append(SceneElement(kind: .cell, frame: frame, content: ListCellContent(), section: 0,
                                             item: item, view: root.snapshot()))
            }
        }
        return (RenderScene(size: CGSize(width: 320, height: 360), scale: Double(1 + seed % 3), elements: elements), inks)
    }

    func rasterizer(seed: UInt64) -> Rasterizer {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let environment = ListEnvironment(
            theme: Bool.random(using: &random) ? .dark : .light,
            contentSizeCategory: ListContentSizeCategory.allCases.randomElement(using: &random)!,
            layoutDirection: Bool.random(using: &random) ? .rightToLeft : .leftToRight)
        return Rasterizer(fonts: fonts, theme: RenderTheme(style: environment.theme), overlays: .none,
                          environment: environment)
    }

    /// The contrast a text colour has over the pixels of `image` whose centres lie in `frame`: each pixel's ratio,
    /// the lowest 10 % set aside.
    func directContrast(of ink: ListColor, in frame: CGRect, of image: RasterImage) -> Double? {
        var ratios: [Double] = []
        for y in 0..<image.height {
            let centreY = Double(y) + 0.5
            guard centreY >= Double(frame.minY) * image.scale, centreY < Double(frame.maxY) * image.scale else {
                continue
            }
            for x in 0..<image.width {
                let centreX = Double(x) + 0.5
                guard centreX >= Double(frame.minX) * image.scale, centreX < Double(frame.maxX) * image.scale else {
                    continue
                }
                ratios.append(Audit.contrastRatio(ink, image.pixel(x: x, y: y)))
            }
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[min(ratios.count - 1, Int((Double(ratios.count) * 0.1 + 1e-9).rounded(.down)))]
    }

    @Test(arguments: 0..<12)
    func test_whenColoursThemeSizeAndDirectionVary_thatContrastAgreesWithTheRenderedPixelsBeneath(seed: UInt64)
        throws
    {
        let (shown, inks) = scene(seed: seed, inkAlpha: 255)
        let (image, screen) = try rasterizer(seed: seed).renderForAudit(shown)
        let bare = try rasterizer(seed: seed).render(scene(seed: seed, inkAlpha: 0).scene)
        #expect(screen.texts.count == 6)
        let audit = Audit(checks: [.contrast])
        let findings = audit.findings(in: screen)
        for run in screen.texts {
            let item = try #require(Int(run.source.split(separator: "·")[1].prefix { $0.isNumber }))
            let expected = try #require(directContrast(of: inks[item], in: run.frame, of: bare))
            let measured = try #require(Audit.contrast(of: run.color, over: run.background))
            #expect(abs(measured - expected) < 1e-12, "seed \(seed), \(run.source)")
            #expect(run.color == inks[item])
            let threshold = run.isLarge ? 3 : 4.5
            #expect(findings.contains { $0.element == run.source && $0.label == run.text } == (expected < threshold))
        }
        // Recording reads only: the pixels are a plain render's.
        let plain = try rasterizer(seed: seed).render(shown)
        #expect(image.withUnsafePixels { Array($0) } == plain.withUnsafePixels { Array($0) })
    }

    @Test func test_whenAPinnedHeaderCoversAButton_thatTheButtonIsHiddenUntilTheHeaderMoves() throws {
        func screen(headerY: Double) throws -> Audit.Screen {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            let like = UIButton(type: .system)
            like.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
            like.accessibilityLabel = "Like"
            like.accessibilityIdentifier = "like"
            root.addSubview(like)
            let cell = SceneElement(kind: .cell, frame: CGRect(x: 0, y: 40, width: 320, height: 60),
                                    content: ListCellContent(), section: 0, item: 0, view: root.snapshot())
            let header = SceneElement(kind: .header, frame: CGRect(x: 0, y: headerY, width: 320, height: 44),
                                      content: ListCellContent(text: "News"), section: 0, isPinned: true)
            let scene = RenderScene(size: CGSize(width: 320, height: 200), scale: 2, elements: [cell, header])
            return try Rasterizer(fonts: fonts, overlays: .none).renderForAudit(scene).screen
        }
        let findings = Audit(checks: [.hiddenElement]).findings(in: try screen(headerY: 40))
        #expect(findings.map(\.element) == ["cell 0·0/like"])
        #expect(findings.first?.detail.hasPrefix("lies under `header 0` (81.81% of its frame covered") == true)
        #expect(Audit(checks: [.hiddenElement]).findings(in: try screen(headerY: 0)).isEmpty)
    }

    @Test func test_whenTheLargestSizeCutsACellsText_thatTheCutIsFoundAgainstTheDefaultSize() throws {
        let cell = SceneElement(kind: .cell, frame: CGRect(x: 0, y: 0, width: 320, height: 44),
                                content: ListCellContent(text: "Notifications and sounds"), section: 0, item: 0)
        let scene = RenderScene(size: CGSize(width: 320, height: 100), scale: 2, elements: [cell])
        func screen(_ size: ListContentSizeCategory) throws -> Audit.Screen {
            let environment = ListEnvironment(contentSizeCategory: size)
            return try Rasterizer(fonts: fonts, overlays: .none, environment: environment).renderForAudit(scene).screen
        }
        let standard = try screen(.large), largest = try screen(.accessibilityExtraExtraExtraLarge)
        #expect(standard.texts.map(\.visibleShare) == [1])
        let findings = Audit().clippedTextFindings(default: standard, enlarged: largest)
        #expect(findings.count == 1)
        #expect(findings.first?.element.hasPrefix("cell 0·0") == true)
        #expect((findings.first?.measured ?? 1) < 1)
        #expect(Audit().clippedTextFindings(default: standard, enlarged: standard).isEmpty)
    }

    /// docs/ACCESSIBILITY.md's example, as written there.
    @Test func test_whenTheDocsExampleRuns_thatItFindsThePaleTextsContrastOnly() throws {
        let cell = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 0, width: 320, height: 44),
            content: ListCellContent(text: "Wi-Fi", textColor: try ListColor(hex: "#BBBBBB")), section: 0, item: 0)
        let scene = RenderScene(size: CGSize(width: 320, height: 44), scale: 2, elements: [cell])
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: .none)
        let (image, screen) = try rasterizer.renderForAudit(scene)
        let findings = ListAccessibilityAudit(minimumTouchTarget: CGSize(width: 48, height: 48)).findings(in: screen)
        #expect(image.width == 640)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("contrast: cell 0·0/textLabel \"Wi-Fi\" 1.91:1, needs 4.5:1 (text, ")
            == true, "\(findings.map(\.message))")
    }

    /// A cell with one cause of each single-screen check, drawn in a seeded random environment; `fixed` repairs
    /// some causes (a dark enough text colour, a 44-point button, a label, a second name, a cover moved away).
    func brokenScene(seed: UInt64, fixed: Set<Audit.Check>) -> RenderScene {
        var random = SplitMix64(seed: seed)
        let grey = UInt8.random(in: 200...240, using: &random)
        let background = ListColor(red: grey, green: grey, blue: grey)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = background
        let pale = UILabel(frame: CGRect(x: 16, y: 8, width: 200, height: 24))
        pale.text = "Pale"
        pale.accessibilityIdentifier = "pale"
        pale.textColor = fixed.contains(.contrast) ? ListColor(red: 0, green: 0, blue: 0)
            : ListColor(red: grey - 30, green: grey - 30, blue: grey - 30)
        let side = CGFloat(fixed.contains(.touchTarget) ? 44 : Int.random(in: 16...40, using: &random))
        let small = UIButton(type: .system)
        small.frame = CGRect(x: 16, y: 40, width: side, height: side)
        small.accessibilityLabel = "Small"
        small.accessibilityIdentifier = "small"
        let bare = UIButton(type: .system)
        bare.frame = CGRect(x: 80, y: 40, width: 44, height: 44)
        bare.accessibilityIdentifier = "bare"
        if fixed.contains(.unlabeledControl) { bare.accessibilityLabel = "Close" }
        let photo = UIImageView(frame: CGRect(x: 140, y: 40, width: 44, height: 44))
        photo.isAccessibilityElement = true
        photo.accessibilityIdentifier = "photo"
        if fixed.contains(.unlabeledImage) { photo.accessibilityLabel = "Sunrise" }
        let first = UILabel(frame: CGRect(x: 16, y: 100, width: 100, height: 24))
        first.text = "Same"
        first.textColor = ListColor(red: 0, green: 0, blue: 0)
        let second = UILabel(frame: CGRect(x: 16, y: 130, width: 100, height: 24))
        second.text = fixed.contains(.duplicateLabel) ? "Other" : "Same"
        second.textColor = ListColor(red: 0, green: 0, blue: 0)
        let covered = UIButton(type: .system)
        covered.frame = CGRect(x: 200, y: 100, width: 44, height: 44)
        covered.accessibilityLabel = "Covered"
        covered.accessibilityIdentifier = "covered"
        let cover = UIView(frame: CGRect(x: fixed.contains(.hiddenElement) ? 260 : 190, y: 90, width: 56, height: 64))
        cover.backgroundColor = ListColor(red: 0, green: 0, blue: 0)
        cover.accessibilityIdentifier = "cover"
        for view in [pale, small, bare, photo, first, second, covered, cover] { root.addSubview(view) }
        let cell = SceneElement(kind: .cell, frame: CGRect(x: 0, y: 0, width: 320, height: 240),
                                content: ListCellContent(), section: 0, item: 0, view: root.snapshot())
        return RenderScene(size: CGSize(width: 320, height: 240), scale: Double(1 + seed % 2), elements: [cell])
    }

    @Test(arguments: 0..<8)
    func test_whenEachCauseIsFixed_thatItsFindingDisappearsAndTheOthersStay_inSeededEnvironments(seed: UInt64)
        throws
    {
        let checks: [Audit.Check] = [.contrast, .touchTarget, .unlabeledControl, .unlabeledImage, .duplicateLabel,
                                     .hiddenElement]
        func found(_ fixed: Set<Audit.Check>) throws -> [Audit.Check] {
            let screen = try rasterizer(seed: seed).renderForAudit(brokenScene(seed: seed, fixed: fixed)).screen
            return Audit().findings(in: screen).map(\.check)
        }
        #expect(try found([]) == checks, "seed \(seed)")
        for check in checks {
            #expect(try found([check]) == checks.filter { $0 != check }, "seed \(seed), fixing \(check)")
        }
        #expect(try found(Set(checks)).isEmpty, "seed \(seed)")
    }
}
