import Foundation
import ListPreview
import ListTestSupport
import Testing

/// Two shards, each with a failed Swift case beside spec cases, merged by `merge-reports`: the merged results.json
/// and junit.xml show each failed Swift case, and `accept CASE` of one promotes only that one.
@Suite struct SwiftShardMergeTests {
    private func solid(_ red: UInt8) throws -> RasterImage {
        try RasterImage(flattening: RGBAImage(width: 4, height: 2, pixels: (0..<8).flatMap { _ in [red, 40, 40, 255] }))
    }

    private func spec(height: Int) -> String {
        """
        { "viewport": { "width": 100, "height": 60, "scale": 1 },
          "sections": [ { "items": [ { "width": 100, "height": \(height), "text": "Row" } ] } ] }
        """
    }

    @Test func test_whenTwoShardsWithFailedSwiftCasesAreMerged_thatEachIsReported_andAcceptOfOnePromotesOnlyIt() throws {
        // Inside the package's folder, where `accept` runs: goldens and the test file are paths relative to it.
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let local = ".build/listpreview-shard-merge-tests/\(UUID().uuidString)"
        let folder = root.appendingPathComponent(local)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("ShardTests.swift")
        try Data("// the Swift tests of both shards\n".utf8).write(to: testFile)
        for (shard, test) in [(1, "a()"), (2, "b()")] {
            // A spec case per shard (shard 1's fails), written by verify...
            try Data(spec(height: 30).utf8).write(to: folder.appendingPathComponent("specs/s\(shard).json"))
            #expect(try CommandRunner.run(["record", "\(local)/specs/s\(shard).json"], in: root).status == 0)
            try Data(spec(height: shard == 1 ? 40 : 30).utf8).write(to: folder.appendingPathComponent("specs/s\(shard).json"))
            let verify = try CommandRunner.run(
                ["verify", "\(local)/specs/s\(shard).json", "--artifacts", "\(local)/shards/\(shard)"], in: root,
                environment: ["CI": "true"])
            #expect(verify.status == (shard == 1 ? 1 : 0), "\(verify.standardError)")
            // ...and a failed Swift case, recorded by the test process into the same shard folder.
            let artifacts = folder.appendingPathComponent("shards/\(shard)")
            _ = try? assertListSnapshot(
                try solid(10), record: .missing, artifacts: artifacts, file: testFile.path, testName: test)
            #expect(throws: ListSnapshotFailure.self) {
                try assertListSnapshot(
                    try solid(UInt8(100 + shard)), record: .never, artifacts: artifacts, file: testFile.path, testName: test)
            }
        }
        let merge = try CommandRunner.run(
            ["merge-reports", "\(local)/shards/1", "\(local)/shards/2", "-o", "\(local)/merged"], in: root)
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(merge.standardOutput.contains("4 cases: 1 passed, 3 failed"), "\(merge.standardOutput)")
        let merged = try SnapshotReports.read(from: folder.appendingPathComponent("merged/results.json")).results
        #expect(merged.map(\.name) == ["ShardTests/a", "ShardTests/b", "\(local)/specs/s1.json", "\(local)/specs/s2.json"])
        #expect(merged.map(\.status.label) == ["failed", "failed", "failed", "passed"])
        let swiftCases = merged.filter { $0.test != nil }
        #expect(swiftCases.map(\.name) == ["ShardTests/a", "ShardTests/b"])
        #expect(swiftCases.map(\.status.label) == ["failed", "failed"])
        #expect(swiftCases.allSatisfy { $0.spec == "\(local)/ShardTests.swift" })
        let junit = try String(contentsOf: folder.appendingPathComponent("merged/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="4" failures="3""#), "\(junit)")
        #expect(junit.contains(#"name="ShardTests/a""#) && junit.contains(#"name="ShardTests/b""#), "\(junit)")

        // Accept b from the merged report: its golden becomes shard 2's actual image; a and the spec stay failing.
        let goldens = folder.appendingPathComponent("__Snapshots__/ShardTests")
        let before = try Data(contentsOf: goldens.appendingPathComponent("a.png"))
        let accept = try CommandRunner.run(["accept", "--artifacts", "\(local)/merged", "ShardTests/b"], in: root)
        #expect(accept.status == 0, "\(accept.standardError)")
        #expect(try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("b.png")).pixels.prefix(4) == [102, 40, 40, 255])
        #expect(try Data(contentsOf: goldens.appendingPathComponent("a.png")) == before)
        let pending = try CommandRunner.run(["accept", "--artifacts", "\(local)/merged", "--list"], in: root)
        #expect(pending.standardOutput.contains("ShardTests/a") && !pending.standardOutput.contains("ShardTests/b"),
                "\(pending.standardOutput)")
        #expect(pending.standardOutput.contains("\(local)/specs/s1.json"), "\(pending.standardOutput)")
    }
}
