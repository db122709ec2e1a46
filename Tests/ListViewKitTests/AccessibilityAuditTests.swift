import Foundation
import ListCore
import ListViewKit
import Testing

/// The audit engine as a value: WCAG's contrast arithmetic, each check's finding with its measured value and
/// threshold, each finding gone once its cause is fixed, and hostile inputs kept bounded and finite.
@Suite struct AccessibilityAuditTests {
    typealias Audit = ListAccessibilityAudit
    let white = ListColor(red: 255, green: 255, blue: 255)
    let black = ListColor(red: 0, green: 0, blue: 0)

    func element(
        _ label: String?, traits: ListAccessibilityTraits = [], frame: CGRect = CGRect(x: 0, y: 0, width: 60, height: 60),
        kind: String = "view", source: String
    ) -> ListAccessibilityNode {
        .element(.init(label: label, traits: traits, frame: frame, kind: kind, source: source))
    }

    func text(_ color: ListColor, over background: ListColor, size: Double = 17, bold: Bool = false,
              visible: Double = 1, source: String = "cell 0·0/0") -> Audit.TextRun {
        Audit.TextRun(source: source, text: "Home", frame: CGRect(x: 10, y: 10, width: 40, height: 17), color: color,
                      fontSize: size, isBold: bold, background: [.init(color: background, count: 680)],
                      visibleShare: visible)
    }

    // MARK: Contrast arithmetic

    @Test func test_whenColoursAreWCAGsExamples_thatTheContrastRatiosAreItsPublishedOnes() {
        #expect(Audit.contrastRatio(black, white) == 21)
        #expect(Audit.contrastRatio(white, white) == 1)
        // #767676 is the lightest grey with 4.5:1 on white; #777777 falls just short (WebAIM's figures).
        #expect(abs(Audit.contrastRatio(ListColor(red: 0x76, green: 0x76, blue: 0x76), white) - 4.5422) < 0.0001)
        #expect(abs(Audit.contrastRatio(ListColor(red: 0x77, green: 0x77, blue: 0x77), white) - 4.4781) < 0.0001)
        #expect(Audit.relativeLuminance(of: ListColor(red: 255, green: 0, blue: 0)) == 0.2126)
    }

    @Test func test_whenTheBackgroundHasSeveralColours_thatTheContrastIsTheOneNinetyPercentOfItMeets() {
        let mostlyWhite: [Audit.ColorCount] = [.init(color: white, count: 91), .init(color: black, count: 9)]
        #expect(Audit.contrast(of: black, over: mostlyWhite) == 21)
        let lessWhite: [Audit.ColorCount] = [.init(color: white, count: 89), .init(color: black, count: 11)]
        #expect(Audit.contrast(of: black, over: lessWhite) == 1)
        #expect(Audit.contrast(of: black, over: []) == nil)
        // Half-transparent black (alpha 128) over white is drawn #7F7F7F.
        let half = Audit.contrast(of: black.withAlpha(128), over: [.init(color: white, count: 1)])
        #expect(half == Audit.contrastRatio(ListColor(red: 127, green: 127, blue: 127), white))
    }

    // MARK: Each check, and its finding gone once fixed

    @Test func test_whenTextIsTooPale_thatAContrastFindingNamesTheRunItsRatioAndTheThreshold() throws {
        let grey = ListColor(red: 0x77, green: 0x77, blue: 0x77)
        let findings = Audit().findings(in: Audit.Screen(nodes: [], texts: [text(grey, over: white)]))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.check == .contrast && finding.element == "cell 0·0/0" && finding.label == "Home")
        #expect(abs(finding.measured - 4.4781) < 0.0001 && finding.threshold == 4.5)
        #expect(finding.message == "contrast: cell 0·0/0 \"Home\" 4.47:1, needs 4.5:1 (text, 17 pt, run 0)")
        #expect(finding.frame == CGRect(x: 10, y: 10, width: 40, height: 17))
        // Fixed: one step darker passes.
        let darker = ListColor(red: 0x76, green: 0x76, blue: 0x76)
        #expect(Audit().findings(in: Audit.Screen(nodes: [], texts: [text(darker, over: white)])).isEmpty)
    }

    @Test func test_whenTextIsLarge_thatThreeToOneSuffices() {
        let pale = ListColor(red: 0x94, green: 0x94, blue: 0x94)  // 3.03:1 on white
        let ratio = Audit.contrastRatio(pale, white)
        #expect(ratio > 3 && ratio < 4.5)
        let screen = { (size: Double, bold: Bool) in Audit.Screen(nodes: [], texts: [text(pale, over: white, size: size, bold: bold)]) }
        #expect(Audit().findings(in: screen(17, false)).map(\.threshold) == [4.5])
        #expect(Audit().findings(in: screen(18, false)).isEmpty)
        #expect(Audit().findings(in: screen(14, true)).isEmpty)
        #expect(Audit().findings(in: screen(13.5, true)).map(\.threshold) == [4.5])
        #expect(Audit(minimumLargeTextContrast: 4.5).findings(in: screen(18, false)).map(\.threshold) == [4.5])
    }

    @Test func test_whenAControlIsSmallerThanTheTarget_thatTheShorterSideIsMeasured() throws {
        let small = element("Like", traits: .button, frame: CGRect(x: 0, y: 0, width: 40, height: 30), kind: "button",
                            source: "cell 0·0/like")
        let finding = try #require(Audit().findings(in: Audit.Screen(nodes: [small])).first)
        #expect(finding.check == .touchTarget && finding.measured == 30 && finding.threshold == 44)
        #expect(finding.detail == "40 × 30 pt, needs 44 × 44 pt")
        #expect(Audit(minimumTouchTarget: CGSize(width: 30, height: 30)).findings(in: Audit.Screen(nodes: [small])).isEmpty)
        let fixed = element("Like", traits: .button, frame: CGRect(x: 0, y: 0, width: 44, height: 44), source: "like")
        #expect(Audit().findings(in: Audit.Screen(nodes: [fixed])).isEmpty)
        // One side short is enough (a wide, flat button; a tall, narrow one).
        for frame in [CGRect(x: 0, y: 0, width: 120, height: 30), CGRect(x: 0, y: 0, width: 30, height: 120)] {
            let flat = element("Like", traits: .button, frame: frame, kind: "button", source: "cell 0·0/like")
            let found = Audit().findings(in: Audit.Screen(nodes: [flat]))
            #expect(found.map(\.check) == [.touchTarget] && found.first?.measured == 30, "\(frame)")
        }
    }

    @Test func test_whenAControlOrAnImageHasNoLabel_thatItIsFoundUntilLabelledOrDecorative() {
        let button = element(nil, traits: .button, kind: "button", source: "cell 0·0/1")
        let image = element(" ", traits: .image, kind: "imageView", source: "cell 0·0/2")
        let findings = Audit().findings(in: Audit.Screen(nodes: [.group([button, image], ordered: false, frame: nil)]))
        #expect(findings.map(\.check) == [.unlabeledControl, .unlabeledImage])
        #expect(findings.map(\.element) == ["cell 0·0/1", "cell 0·0/2"])
        let labelled = [element("Share", traits: .button, kind: "button", source: "1"),
                        element("Ana's photo", traits: .image, kind: "imageView", source: "2")]
        #expect(Audit().findings(in: Audit.Screen(nodes: labelled)).isEmpty)
        // Decorative: not an element, so not in the tree at all.
        #expect(Audit().findings(in: Audit.Screen(nodes: [])).isEmpty)
    }

    @Test func test_whenTwoElementsOfOneContainerShareALabel_thatTheSecondIsFoundButNotAcrossContainers() {
        let cell = { (index: Int, second: String) -> ListAccessibilityNode in
            .group([self.element("Like", source: "cell 0·\(index)/a"), self.element(second, source: "cell 0·\(index)/b")],
                   ordered: false, frame: nil)
        }
        let findings = Audit().findings(in: Audit.Screen(nodes: [cell(0, "Like"), cell(1, "Share")]))
        #expect(findings.map(\.element) == ["cell 0·0/b"])
        #expect(findings.first?.measured == 2 && findings.first?.threshold == 1)
        #expect(Audit().findings(in: Audit.Screen(nodes: [cell(0, "Share"), cell(1, "Share")])).isEmpty)
    }

    @Test func test_whenAnOpaqueViewIsDrawnOverAnElementsActivationPoint_thatItIsHiddenUnlessItIsItsOwnSubview() throws {
        let like = element("Like", frame: CGRect(x: 0, y: 0, width: 60, height: 60), source: "cell 0·0/like")
        let own = Audit.DrawnView(source: "cell 0·0/like", lineage: ["cell 0·0", "cell 0·0/like"],
                                  frame: CGRect(x: 0, y: 0, width: 60, height: 60), isOpaque: true)
        let icon = Audit.DrawnView(source: "cell 0·0/icon", lineage: ["cell 0·0", "cell 0·0/like", "cell 0·0/icon"],
                                   frame: CGRect(x: 0, y: 0, width: 60, height: 60), isOpaque: true)
        let banner = Audit.DrawnView(source: "header 0", lineage: ["header 0"],
                                     frame: CGRect(x: 0, y: 0, width: 320, height: 45), isOpaque: true)
        let hidden = Audit().findings(in: Audit.Screen(nodes: [like], views: [own, icon, banner]))
        let finding = try #require(hidden.first)
        #expect(hidden.count == 1 && finding.check == .hiddenElement && finding.measured == 0.75)
        #expect(finding.detail.hasPrefix("lies under `header 0`"))
        var clear = banner
        clear.isOpaque = false
        #expect(Audit().findings(in: Audit.Screen(nodes: [like], views: [own, icon, clear])).isEmpty)
        // Drawn before the element: beneath it.
        #expect(Audit().findings(in: Audit.Screen(nodes: [like], views: [banner, own, icon])).isEmpty)
    }

    @Test func test_whenTextIsCutOnlyAtTheLargerSize_thatItIsFoundOnTheLargerScreen() throws {
        let whole = Audit.Screen(nodes: [], texts: [text(black, over: white)])
        let cut = Audit.Screen(nodes: [], texts: [text(black, over: white, visible: 0.6)])
        let finding = try #require(Audit().clippedTextFindings(default: whole, enlarged: cut).first)
        #expect(finding.check == .clippedText && finding.measured == 0.6 && finding.threshold == 1)
        #expect(Audit().clippedTextFindings(default: whole, enlarged: whole).isEmpty)
        #expect(Audit().clippedTextFindings(default: cut, enlarged: cut).isEmpty)  // cut at both sizes: not this check
        #expect(Audit(checks: [.contrast]).clippedTextFindings(default: whole, enlarged: cut).isEmpty)
    }

    @Test func test_whenChecksAreChosen_thatOnlyThoseRunInCheckOrder() {
        let nodes = [element(nil, traits: .button, frame: CGRect(x: 0, y: 0, width: 10, height: 10), source: "x")]
        #expect(Audit().findings(in: Audit.Screen(nodes: nodes)).map(\.check) == [.touchTarget, .unlabeledControl])
        let audit = Audit(checks: [.unlabeledControl, .contrast, .unlabeledControl])
        #expect(audit.checks == [.contrast, .unlabeledControl])
        #expect(audit.findings(in: Audit.Screen(nodes: nodes)).map(\.check) == [.unlabeledControl])
    }

    // MARK: Hostile values

    @Test func test_whenLabelsAreHugeOrHoldControlCharacters_thatFindingsAreBoundedAndEscaped() throws {
        let huge = String(repeating: "x", count: 100_000)
        let nodes = [element(huge, traits: .button, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                             source: "a\u{7}b" + huge)]
        let finding = try #require(Audit().findings(in: Audit.Screen(nodes: nodes)).first)
        #expect(finding.label?.count == ListAccessibilityHierarchy.maximumTextLength + 1)
        #expect(finding.element.hasPrefix("a\\u{7}b") && finding.element.count == 1_001)
        #expect(finding.message.count < 2_200)
        #expect(!finding.message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func test_whenFramesOrValuesAreNotFinite_thatFindingsStayFiniteAndGeometryChecksSkipThem() {
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.infinity)
        let nodes = [element(nil, traits: .button, frame: nan, source: "nan")]
        let run = Audit.TextRun(source: "t", text: "x", frame: nan, color: white, fontSize: Double.nan, isBold: false,
                                background: [.init(color: white, count: 1)], visibleShare: Double.nan)
        let findings = Audit().findings(in: Audit.Screen(nodes: nodes, texts: [run]))
        #expect(findings.map(\.check) == [.unlabeledControl])
        #expect(findings.allSatisfy { $0.frame == .zero && $0.measured.isFinite && $0.threshold.isFinite })
        let whole = Audit.Screen(nodes: [], texts: [text(black, over: white)])
        #expect(Audit().clippedTextFindings(default: whole, enlarged: Audit.Screen(nodes: [], texts: [run])).isEmpty)
        let bad = Audit.Finding(check: .contrast, element: "e", kind: "k", label: nil, frame: nan, measured: .nan,
                                threshold: -.infinity, detail: "")
        #expect(bad.frame == .zero && bad.measured == 0 && bad.threshold == 0)
    }
}
