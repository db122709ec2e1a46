import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Swift assertions record their cases in the artifacts folder's reports, safely in parallel; `accept` promotes a
/// failed Swift case's actual image; a collection view's golden gets its sidecar and a failure explains the change.
@Suite struct SwiftCaseReportTests {
    private func solid(_ red: UInt8) throws -> RasterImage {
        let pixels: [UInt8] = (0..<12).flatMap { _ -> [UInt8] in [red, 40, 40, 255] }
        return try RasterImage(flattening: RGBAImage(width: 4, height: 3, pixels: pixels))
    }

    private func cases(in artifacts: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: artifacts.appendingPathComponent("results.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["cases"] as? [[String: Any]])
    }

    /// A folder inside the current folder (goldens of Swift cases are paths relative to it, as `accept` wants).
    private func localFolder() throws -> URL {
        let url = URL(fileURLWithPath: ".build/listpreview-swift-case-tests/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func test_whenSixteenAssertionsRunAtOnce_thatOneReportHoldsEveryCase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts")
        let testFile = folder.file("ParallelTests.swift").path
        let images = try (0..<16).map { try solid(UInt8($0 * 10)) }
        // Each open of the lock file is its own lock holder (flock), so threads contend as processes do.
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            _ = try? assertListSnapshot(
                images[index], record: .missing, artifacts: artifacts, file: testFile, testName: "case\(index)()")
        }
        let recorded = try cases(in: artifacts)
        #expect(recorded.count == 16)
        #expect(Set(recorded.compactMap { $0["test"] as? String }) == Set((0..<16).map { "case\($0)" }))
        #expect(recorded.allSatisfy { $0["status"] as? String == "recorded" && $0["spec"] as? String == testFile })
        let junit = try String(contentsOf: artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="16""#))

        // A verify run into the same folder keeps the Swift cases beside its spec cases: one report for both.
        try folder.write(#"{ "viewport": { "width": 40, "height": 40, "scale": 1 }, "sections": [] }"#, to: "specs/empty.json")
        let verify = try CommandRunner.run(["verify", "specs", "--artifacts", "artifacts"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        let both = try cases(in: artifacts)
        #expect(both.count == 17)
        #expect(both.filter { $0["test"] is NSNull }.map { $0["spec"] as? String } == ["specs/empty.json"])
    }

    @Test func test_whenOneSwiftCaseOfThreeIsAccepted_thatItsGoldenIsTheActualImage_andTheOthersStayFailing() throws {
        let local = try localFolder()
        defer { try? FileManager.default.removeItem(at: local) }
        let artifacts = local.appendingPathComponent("artifacts")
        let testFile = local.appendingPathComponent("FeedTests.swift")
        try Data("// the test\n".utf8).write(to: testFile)
        for (index, test) in ["a()", "b()", "c()"].enumerated() {
            _ = try? assertListSnapshot(
                try solid(UInt8(10 + index)), record: .missing, artifacts: artifacts, file: testFile.path, testName: test)
            #expect(throws: ListSnapshotFailure.self) {
                try assertListSnapshot(
                    try solid(200), record: .never, artifacts: artifacts, file: testFile.path, testName: test)
            }
        }
        do {
            try assertListSnapshot(try solid(200), record: .never, artifacts: artifacts, file: testFile.path, testName: "b()")
        } catch {
            #expect("\(error)".hasSuffix("\naccept: listpreview accept --artifacts \(artifacts.relativePath) -- FeedTests/b"))
        }
        let acceptance = try SnapshotAcceptance(artifacts: artifacts)
        #expect(acceptance.pending.map(\.name) == ["FeedTests/a", "FeedTests/b", "FeedTests/c"])
        let chosen = try acceptance.select(["b"])
        #expect(chosen.map(\.name) == ["FeedTests/b"])
        let actual = try Data(contentsOf: artifacts.appendingPathComponent(try #require(chosen.first?.actualImage)))
        let accepted = try acceptance.promote(try #require(chosen.first))
        #expect(accepted.status == .recorded)
        let golden = local.appendingPathComponent("__Snapshots__/FeedTests/b.png")
        #expect(accepted.golden == golden.relativePath)
        #expect(try Data(contentsOf: golden) == actual)
        try assertListSnapshot(try solid(200), record: .never, artifacts: artifacts, file: testFile.path, testName: "b()")
        #expect(throws: ListSnapshotFailure.self) {
            try assertListSnapshot(try solid(200), record: .never, artifacts: artifacts, file: testFile.path, testName: "a()")
        }
        // A test file that changed since the run: its cases are refused.
        try Data("// the test, edited\n".utf8).write(to: testFile)
        let again = try SnapshotAcceptance(artifacts: artifacts)
        #expect {
            try again.promote(try #require(try again.select(["FeedTests/c"]).first))
        } throws: { error in
            "\(error)".contains("not accepted: FeedTests/c: its spec changed since the run")
        }
    }

    @MainActor final class Rows: ListAdapterDataSource {
        var height: CGFloat = 40
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["One", "Two", "Three"] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            let height = self.height
            return ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: object as? String) },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: height) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    /// Every row (one section each) 8 points taller: what `verify` would say.
    private static let grown = "cell 0·0: height 40 → 48; cell 1·0: height 40 → 48, moved down 8 pt; "
        + "cell 2·0: height 40 → 48, moved down 16 pt"

    @Test @MainActor func test_whenACollectionViewCellGrows_thatTheFailureSaysWhatMovedAsVerifyDoes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts")
        let testFile = folder.file("RowsTests.swift").path
        func assertRows(height: CGFloat, record: SnapshotRecordMode) throws {
            let collectionView = ListCollectionView(
                boundsSize: CGSize(width: 120, height: 200), layout: ListCollectionViewLayout(stickyHeaders: false))
            let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
            let rows = Rows()
            rows.height = height
            adapter.collectionView = collectionView
            adapter.dataSource = rows
            collectionView.layoutIfNeeded()
            try assertListSnapshot(
                of: collectionView, scale: 1, record: record, artifacts: artifacts, file: testFile, testName: "rows()")
        }
        #expect(throws: ListSnapshotFailure.self) { try assertRows(height: 40, record: .missing) }
        let sidecar = try SnapshotLayout(json: Data(contentsOf: folder.file("__Snapshots__/RowsTests/rows.layout.json")))
        #expect(sidecar.elements.map(\.frame) == [[0, 0, 120, 40], [0, 40, 120, 40], [0, 80, 120, 40]])
        #expect(sidecar.fonts?.isEmpty == false)
        #expect {
            try assertRows(height: 48, record: .never)
        } throws: { error in
            "\(error)".contains("\nlayout: \(Self.grown)\n")
        }
        let failed = try #require(try cases(in: artifacts).first)
        #expect(failed["layoutSummary"] as? String == Self.grown)
    }
}
