import Foundation
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// A renderer whose stills and animations carry a chosen layout sidecar (solid pictures), so a test can hand the
/// suite a layout no spec could produce.
private struct SidecarRenderer: SnapshotRendering {
    var layouts: [String: SnapshotLayout]
    var animated: Set<String> = []

    func image() throws -> RenderedSnapshot {
        try RenderedSnapshot(image: RGBAImage(width: 2, height: 2, pixels: Array(repeating: 200, count: 16)))
    }

    func renderStill(specAt url: URL) throws -> RenderedSnapshot {
        var still = try image()
        still.layout = layouts[url.deletingPathExtension().lastPathComponent]
        return still
    }

    func renderAnimation(specAt url: URL) throws -> RenderedAnimation? {
        let name = url.deletingPathExtension().lastPathComponent
        guard animated.contains(name) else { return nil }
        return RenderedAnimation(fps: 30, frames: [try image(), try image()], layout: layouts[name])
    }
}

/// A golden's layout sidecar is strict JSON, by the check `listpreview layout` makes: a layout holding NaN or an
/// infinity is an `error` case naming the sidecar and the JSON path, and neither the golden nor the sidecar is
/// written.
@Suite struct SidecarStrictJSONTests {
    private static let finite = SnapshotLayout(
        contentSize: [390, 88],
        elements: [
            .init(kind: "header", section: 0, item: 0, frame: [0, 0, 390, 20]),
            .init(kind: "cell", section: 0, item: 0, frame: [0, 20, 390, 44]),
            .init(kind: "footer", section: 0, item: 0, frame: [0, 64, 390, 24]),
        ])

    @Test func test_whenEveryNumberIsFinite_thatStrictJSONIsTheSidecarText() throws {
        #expect(try Self.finite.strictJSON() == Self.finite.json)
    }

    @Test func test_whenANumberIsNotFinite_thatStrictJSONNamesItsPathInTheText() {
        func path(_ change: (inout SnapshotLayout) -> Void) -> String? {
            var layout = Self.finite
            change(&layout)
            do {
                _ = try layout.strictJSON()
                return nil
            } catch {
                return error.description
            }
        }
        #expect(path { $0.contentSize[0] = .nan }
            == "contentSize.width: nan is not a number JSON can hold (the output is always strict JSON)")
        #expect(path { $0.elements[1].frame[3] = .infinity }
            == "items[0].frame[3]: inf is not a number JSON can hold (the output is always strict JSON)")
        #expect(path { $0.elements[0].frame[1] = -.infinity }
            == "headers[0].frame[1]: -inf is not a number JSON can hold (the output is always strict JSON)")
        #expect(path { $0.elements[2].frame[0] = .nan }
            == "footers[0].frame[0]: nan is not a number JSON can hold (the output is always strict JSON)")
    }

    /// Random layouts with random non-finite numbers: the text is strict JSON that reads back, or the error names
    /// the first bad number in the order of the text (content size, items, headers, footers).
    @Test func test_whenLayoutsAreRandom_withNonFiniteNumbersSprinkled_thatNoSidecarTextHoldsOne() throws {
        var random = SplitMix64(seed: 0x5EED_11A)
        let odd: [Double] = [.nan, .infinity, -.infinity]
        func number() -> Double {
            Int.random(in: 0..<40, using: &random) == 0
                ? odd.randomElement(using: &random)! : Double(Int.random(in: -2000...2000, using: &random)) / 4
        }
        var refused = 0
        for _ in 0..<500 {
            let elements = (0..<Int.random(in: 0..<8, using: &random)).map { index in
                SnapshotLayout.Element(
                    kind: ["cell", "header", "footer"].randomElement(using: &random)!, section: index, item: 0,
                    frame: (0..<4).map { _ in number() })
            }
            let layout = SnapshotLayout(contentSize: [number(), number()], elements: elements)
            var expected: String?
            for (index, name) in ["width", "height"].enumerated() where expected == nil && !layout.contentSize[index].isFinite {
                expected = "contentSize.\(name)"
            }
            for (name, kind) in [("items", "cell"), ("headers", "header"), ("footers", "footer")] where expected == nil {
                for (position, element) in layout.elements.filter({ $0.kind == kind }).enumerated() where expected == nil {
                    if let bad = element.frame.firstIndex(where: { !$0.isFinite }) {
                        expected = "\(name)[\(position)].frame[\(bad)]"
                    }
                }
            }
            do {
                let text = try layout.strictJSON()
                #expect(expected == nil)
                let readBack = try SnapshotLayout(json: Data(text.utf8))
                #expect(readBack.contentSize == layout.contentSize)
                #expect(readBack.elements.count == layout.elements.count)
                #expect(readBack.elements.allSatisfy { $0.frame.allSatisfy(\.isFinite) })
            } catch let error as NonFiniteJSONNumber {
                refused += 1
                #expect(error.path == expected)
            }
        }
        #expect(refused > 50 && refused < 450, "both outcomes are exercised (\(refused) refused)")
    }

    @Test func test_whenRecordMeetsANonFiniteLayout_thatTheCaseIsAnError_andNothingIsWrittenForIt() throws {
        try withTemporaryFolder { folder in
            let feed = try folder.write(#"{ "sections": [] }"#, to: "specs/feed.json")
            let grid = try folder.write(#"{ "sections": [] }"#, to: "specs/grid.json")
            var broken = Self.finite
            broken.elements[0].frame[1] = .nan
            let renderer = SidecarRenderer(layouts: ["feed": broken, "grid": Self.finite], animated: ["feed"])
            let suite = SnapshotSuite(specs: [feed, grid], action: .record, artifacts: folder.file("artifacts"))
            let outcome = try suite.run(renderer: renderer)
            let sidecar = SnapshotSuite.displayName(of: folder.file("specs/__Snapshots__/feed.layout.json"))
            let animationSidecar = SnapshotSuite.displayName(
                of: folder.file("specs/__Snapshots__/feed.animation.layout.json"))
            let reason = "headers[0].frame[1]: nan is not a number JSON can hold (the output is always strict JSON)"
            #expect(outcome.results.map(\.status) == [
                .error("cannot write the layout sidecar \(sidecar) (nor its golden): \(reason)"),
                .error("cannot write the layout sidecar \(animationSidecar) (nor its golden): \(reason)"),
                .recorded,
            ])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("specs/__Snapshots__").path)
            #expect(names.sorted() == ["grid.layout.json", "grid.png"])
            let text = try String(contentsOf: folder.file("specs/__Snapshots__/grid.layout.json"), encoding: .utf8)
            #expect(text == Self.finite.json)
        }
    }
}
