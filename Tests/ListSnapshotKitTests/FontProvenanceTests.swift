import Foundation
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import Testing

@Suite struct FontProvenanceTests {
    private let regular = FontRecord(
        file: "DejaVuSans.ttf", sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322")
    private let arabic = FontRecord(
        file: "NotoSansArabic-Regular.ttf", sha256: "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e")

    private func sidecar(_ fonts: [FontRecord]?, pango: String = "1.50.12") -> SnapshotLayout {
        var layout = SnapshotLayout(
            contentSize: [390, 44], elements: [.init(kind: "cell", section: 0, item: 0, frame: [0, 0, 390, 44])])
        layout.fonts = fonts
        layout.textLibraries = fonts == nil ? nil : ["pango": pango, "harfbuzz": "6.0.0"]
        return layout
    }

    @Test func test_whenASidecarRecordsFonts_thatTheyFollowTheLayoutFields_andRoundTrip() throws {
        let written = sidecar([regular, arabic])
        #expect(written.json == """
            {
              "contentSize": { "width": 390, "height": 44 },
              "items": [
                { "section": 0, "item": 0, "frame": [0, 0, 390, 44] }
              ],
              "headers": [],
              "footers": [],
              "fonts": [
                { "file": "DejaVuSans.ttf", "sha256": "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322" },
                { "file": "NotoSansArabic-Regular.ttf", "sha256": "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e" }
              ],
              "textLibraries": { "harfbuzz": "6.0.0", "pango": "1.50.12" }
            }

            """)
        let read = try SnapshotLayout(json: Data(written.json.utf8))
        #expect(read.fonts == [regular, arabic])
        #expect(read.textLibraries == ["pango": "1.50.12", "harfbuzz": "6.0.0"])
        // Without fonts (the `layout` command's output, old sidecars) nothing is added, and nothing is read.
        #expect(!sidecar(nil).json.contains("fonts"))
        #expect(try SnapshotLayout(json: Data(sidecar(nil).json.utf8)).fonts == nil)
        #expect(throws: SnapshotError.self) {
            try SnapshotLayout(json: Data(#"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [], "fonts": [ { "file": 3 } ] }"#.utf8))
        }
        // A library named by an odd key (the sidecar fuzzer's `p~ngo`) is named by a quoted path, which a reader can
        // tell from the message that follows it.
        #expect {
            try SnapshotLayout(json: Data(#"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [], "textLibraries": { "p~ngo": 2147483648 } }"#.utf8))
        } throws: { error in
            "\(error)".contains(#"textLibraries["p~ngo"]: must be a string, got 2147483648"#)
        }
    }

    @Test func test_whenFontsDiffer_thatEachFileAndLibraryIsNamed_andEqualOrUnknownFontsSayNothing() {
        let changed = FontRecord(file: "DejaVuSans.ttf", sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96")
        let emoji = FontRecord(file: "NotoColorEmoji.ttf", sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec")
        #expect(SnapshotLayout.fontDifferences(from: sidecar([regular, arabic]), to: sidecar([changed, emoji], pango: "1.52.1")) == [
            "DejaVuSans.ttf sha256 abdc775b21b1… → 0d977336a6d5…",
            "NotoColorEmoji.ttf not used by the golden",
            "NotoSansArabic-Regular.ttf not used now",
            "pango 1.50.12 → 1.52.1",
        ])
        #expect(SnapshotLayout.fontDifferences(from: sidecar([regular]), to: sidecar([regular])) == [])
        #expect(SnapshotLayout.fontDifferences(from: sidecar(nil), to: sidecar([changed])) == [])
        #expect(SnapshotLayout.fontDifferences(from: sidecar([regular]), to: sidecar(nil)) == [])
    }

    @Test func test_whenRenderingText_thatTheImageRecordsTheFontFilesThatDrewIt() throws {
        let spec = """
            { "viewport": { "width": 200, "height": 100, "scale": 1 },
              "sections": [ { "items": [ { "width": 200, "height": 44, "text": "Hello مرحبا" } ] } ] }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("spec.json")
        try Data(spec.utf8).write(to: url)
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled()), animationTiming: nil)
        let still = try renderer.renderStill(specAt: url)
        #expect(still.raster?.fonts == [regular, arabic])
        #expect(still.layout?.fonts == [regular, arabic])
        #expect(still.layout?.textLibraries == FontRecord.textLibraries)
        #expect(FontRecord.textLibraries.keys.sorted() == ["cairo", "fontconfig", "freetype", "harfbuzz", "pango"])
    }
}
