import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// An SF Symbol name the table does not have draws a marked placeholder, is warned about, and is listed in the
/// golden's sidecar as `"unknownSymbols"` (sorted, each once), never an error; a sidecar without one stays as it was.
@MainActor
@Suite struct UnknownSymbolSidecarTests {
    /// A 120 × 40 view with an image view per symbol name, the last one nested in a subview.
    static func sidecar(of names: [String]) -> SnapshotLayout {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let nested = UIView(frame: root.bounds)
        root.addSubview(nested)
        for (index, name) in names.enumerated() {
            let image = UIImageView(image: UIImage(systemName: name))
            image.frame = CGRect(x: CGFloat(index) * 24, y: 10, width: 20, height: 20)
            (index == names.count - 1 ? nested : root).addSubview(image)
        }
        var layout = SnapshotLayout(
            contentSize: [120, 40], elements: [.init(kind: "cell", section: 0, item: 0, frame: [0, 0, 120, 40])])
        layout.recordViews(of: RenderScene(view: root, scale: 1))
        return layout
    }

    @Test func test_whenViewsAskForUnknownSymbols_thatTheSidecarListsEachOnceSorted_andReadsThemBack() throws {
        let layout = Self.sidecar(of: ["zz.no.such.symbol", "heart", "aa.no.such.symbol", "zz.no.such.symbol"])
        #expect(layout.unknownSymbols == ["aa.no.such.symbol", "zz.no.such.symbol"])
        let json = try layout.strictJSON()
        #expect(json.contains("\n  \"unknownSymbols\": [\"aa.no.such.symbol\", \"zz.no.such.symbol\"],\n  \"views\""))
        #expect(try SnapshotLayout(json: Data(json.utf8)).unknownSymbols == layout.unknownSymbols)
    }

    @Test func test_whenEverySymbolIsKnown_thatTheSidecarHasNoUnknownSymbolsMember() throws {
        let layout = Self.sidecar(of: ["heart", "chevron.right", "xmark"])
        #expect(layout.unknownSymbols == nil)
        #expect(!(try layout.strictJSON()).contains("unknownSymbols"))
    }

    @Test func test_whenASidecarListsSomethingOtherThanNames_thatReadingItNamesThePath() {
        let json = #"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [], "unknownSymbols": [3] }"#
        #expect(throws: SnapshotError.self) { try SnapshotLayout(json: Data(json.utf8)) }
        do {
            _ = try SnapshotLayout(json: Data(json.utf8))
        } catch {
            #expect("\(error)".contains("unknownSymbols"), "\(error)")
        }
    }
}
