import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// Issue 36: an `"auto"` view tree keeps its measurement's sizes for its layout at the same width
/// (`ListMeasurementPass.keepingMeasurements(of:_:)` / `reusingMeasurements(of:_:)`), so its stacks do not measure
/// their arranged views again. In random environments (Dynamic Type sizes, both directions, both themes, locales,
/// scales 1–3) and random trees (wrapping titles, nested rows, margins, spacings, alignments and distributions,
/// hidden views, fixed and `"auto"` heights, trees shared by equal elements) the still is the one laid out afresh
/// (reuse off): the layout, every element and every node of its trees, and the pixels; and the layout passes did
/// start from kept sizes (with reuse off none does), so the comparison is not of two fresh layouts.
///
/// Synchronous on the main actor: the stills' forests run inline here, so no other test's pass counts in between.
@MainActor
@Suite(.serialized) struct SpecViewMeasurementReuseTests {
    nonisolated static let words = ["A", "title", "that", "wraps", "at", "the", "width", "Überschrift", "見出し", "عنوان"]

    nonisolated static func spec(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: " ")
        }
        func label() -> String {
            """
            { "type": "label", "text": "\(text(1...14))", "numberOfLines": \([0, 1, 2].randomElement(using: &rng)!),
              "font": { "size": \(Int.random(in: 11...22, using: &rng)) }, "isHidden": \(Int.random(in: 0..<8, using: &rng) == 0) }
            """
        }
        func stack(depth: Int) -> String {
            let axis = depth == 0 || Bool.random(using: &rng) ? "vertical" : "horizontal"
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                depth < 2 && Int.random(in: 0..<3, using: &rng) == 0 ? stack(depth: depth + 1) : label()
            }
            let margins = Int.random(in: 0...16, using: &rng)
            return """
                { "type": "stack", "axis": "\(axis)", "spacing": \(Int.random(in: 0...10, using: &rng)),
                  "alignment": "\(["fill", "leading", "center", "trailing"].randomElement(using: &rng)!)",
                  "distribution": "\(["fill", "fillEqually", "equalSpacing"].randomElement(using: &rng)!)",
                  "isLayoutMarginsRelativeArrangement": \(Bool.random(using: &rng)),
                  "layoutMargins": { "top": \(margins), "left": 16, "bottom": \(margins), "right": 16 },
                  "children": [ \(children.joined(separator: ", ")) ] }
                """
        }
        let shared = stack(depth: 0)
        let items = (0..<Int.random(in: 3...7, using: &rng)).map { index in
            let height = Int.random(in: 0..<4, using: &rng) == 0 ? "88" : "\"auto\""
            let view = Int.random(in: 0..<4, using: &rng) == 0 ? shared : stack(depth: 0)
            return #"{ "id": "c\#(index)", "height": \#(height), "view": \#(view) }"#
        }
        let environment = SpecEnvironmentJSON.random(using: &rng)
        return """
            { "viewport": { "width": \(Int.random(in: 280...430, using: &rng)), "height": 900,
                            "scale": \(Int.random(in: 1...3, using: &rng)) },
              "environment": \(environment),
              "sections": [ { "id": "s", "items": [ \(items.joined(separator: ",\n")) ] } ] }
            """
    }

    /// The still and how many layout passes started from kept sizes while it was made.
    func still(_ prepared: PreparedSpec, reusing: Bool) throws -> (SpecStill, passes: Int) {
        ListMeasurementPass.reusesMeasurements = reusing
        defer { ListMeasurementPass.reusesMeasurements = true }
        let before = ListMeasurementPass.reusedPasses
        let still = try prepared.still(overlays: .none)
        return (still, ListMeasurementPass.reusedPasses - before)
    }

    @Test(arguments: Array(UInt64(1)...16))
    func test_whenAnAutoTreeReusesItsMeasurement_thatItsStillIsTheFreshLayouts(_ seed: UInt64) throws {
        let document = try ListSpec.parse(Data(Self.spec(seed: seed).utf8), file: "trees.json")
        #expect(document.warnings.isEmpty, "seed \(seed): \(document.warnings)")
        let prepared = try SpecPipeline.bundled().prepare(document)
        let (fresh, freshPasses) = try still(prepared, reusing: false)
        let (reused, reusedPasses) = try still(prepared, reusing: true)
        #expect(freshPasses == 0, "seed \(seed)")
        #expect(reusedPasses > 0, "seed \(seed): some tree's layout started from its measurement")
        let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        #expect(reused.layout.contentSize == fresh.layout.contentSize, "seed \(seed)")
        #expect(reused.layout.layoutAttributesForElements(in: everything).map(\.frame)
            == fresh.layout.layoutAttributesForElements(in: everything).map(\.frame), "seed \(seed)")
        #expect(reused.scene.elements == fresh.scene.elements, "seed \(seed)")
        #expect(reused.image.rgbaImage() == fresh.image.rgbaImage(), "seed \(seed)")
    }
}
