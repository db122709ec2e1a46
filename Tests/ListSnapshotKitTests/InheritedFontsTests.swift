import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A view shown in an environment keeps the fonts its trait collection has, wherever they come from: its own
/// override, a superview's, or the current traits. Only the environment changes.
@Suite @MainActor struct InheritedFontsTests {
    private static let text = "Inherited faces"

    private func label(width: CGFloat) -> ListLabel {
        let label = ListLabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = Self.text
        label.font = ListFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        return label
    }

    @Test func test_whenAViewInheritsFonts_andIsShownInAnEnvironment_thatItKeepsThem() throws {
        let bundled = try FontSet.bundled()
        let environment = ListEnvironment(contentSizeCategory: .extraLarge, layoutDirection: .rightToLeft)
        // From a superview's override.
        let host = ListView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        host.overrideTraitCollection = ListTraitCollection(fonts: bundled)
        let child = label(width: 200)
        host.addSubview(child)
        let fromSuperview = child.withEnvironment(environment) {
            (child.traitCollection.fonts?.family, child.traitCollection.environment)
        }
        #expect(fromSuperview.0 == bundled.family)
        #expect(fromSuperview.1 == environment)
        #expect(child.overrideTraitCollection == nil)
        // From the current traits (a view without a superview or an override).
        let alone = label(width: 200)
        let fromCurrent = ListTraitCollection(fonts: bundled).performAsCurrent {
            alone.withEnvironment(environment) { alone.traitCollection.fonts?.family }
        }
        #expect(fromCurrent == bundled.family)
        #expect(alone.overrideTraitCollection == nil)
    }

    /// Seeded: a label inside a host whose traits name DejaVu Sans, rendered on its own in a random environment
    /// (theme, Dynamic Type size, direction, locale) at a random scale, has the pixels of the same label whose own
    /// traits name DejaVu Sans in that environment, and not those of the system font (so the check can fail).
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func test_whenAViewInAHostWithFontsIsSnapshottedInAnEnvironment_thatItIsDrawnInTheHostsFonts(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let environment = ListEnvironment.random(using: &random)
        let scale = Double(Int.random(in: 1...3, using: &random))
        let width = CGFloat(Int.random(in: 120...260, using: &random))
        let bundled = try FontSet.bundled()

        let host = ListView(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        host.overrideTraitCollection = ListTraitCollection(fonts: bundled)
        let inHost = label(width: width)
        host.addSubview(inHost)
        let drawn = try ListSnapshot.image(of: inHost, scale: scale, environment: environment).rgbaImage()

        let own = label(width: width)
        own.overrideTraitCollection = ListTraitCollection(environment: environment, fonts: bundled)
        let expected = try ListSnapshot.image(of: own, scale: scale).rgbaImage()
        let system = label(width: width)
        system.overrideTraitCollection = ListTraitCollection(environment: environment, fonts: try FontSet.system())
        let inSystemFont = try ListSnapshot.image(of: system, scale: scale).rgbaImage()

        let drawnInHostFonts = drawn == expected, fontsDiffer = expected != inSystemFont
        #expect(drawnInHostFonts, "seed \(seed): \(environment)")
        #expect(fontsDiffer, "seed \(seed): the two fonts draw alike")
    }
}
