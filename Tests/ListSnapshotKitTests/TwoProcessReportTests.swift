import Foundation
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Two test processes asserting into one artifacts folder at once leave one report with every case of both: the
/// test runs this very test binary twice (each running only ``child_assertsItsCasesIntoTheSharedFolder()``), lets
/// both start asserting at the same moment, and reads the report they share.
@Suite struct TwoProcessReportTests {
    static let roleVariable = "LISTPREVIEW_TWO_PROCESS_ROLE"
    static let folderVariable = "LISTPREVIEW_TWO_PROCESS_FOLDER"
    static let casesPerProcess = 12

    private static func solid(_ red: UInt8) throws -> RasterImage {
        try RasterImage(flattening: RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { _ in [red, 40, 40, 255] }))
    }

    /// The child's work (skipped unless a parent started this process): wait for the parent's go, then assert.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[roleVariable] != nil))
    func child_assertsItsCasesIntoTheSharedFolder() throws {
        let environment = ProcessInfo.processInfo.environment
        let role = try #require(environment[Self.roleVariable])
        let folder = URL(fileURLWithPath: try #require(environment[Self.folderVariable]))
        let go = folder.appendingPathComponent("go")
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: go.path), Date() < deadline { usleep(5_000) }
        for index in 0..<Self.casesPerProcess {
            _ = try? assertListSnapshot(
                try Self.solid(UInt8(index * 20)), record: .missing, artifacts: folder.appendingPathComponent("artifacts"),
                file: folder.appendingPathComponent("ProcessTests.swift").path, testName: "\(role)\(index)()")
        }
    }

    @Test func test_whenTwoTestProcessesAssertIntoOneArtifactsFolderAtOnce_thatOneReportHoldsEveryCaseOfBoth() throws {
        guard ProcessInfo.processInfo.environment[Self.roleVariable] == nil else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        let children = try ["a", "b"].map { role in
            let process = Process()
            process.executableURL = binary
            process.arguments = [
                "--testing-library", "swift-testing", "--filter", "TwoProcessReportTests/child_assertsItsCasesIntoTheSharedFolder",
            ]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.roleVariable] = role
            environment[Self.folderVariable] = folder.url.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        try Data().write(to: folder.file("go"))
        for child in children { child.waitUntilExit() }
        #expect(children.map(\.terminationStatus) == [0, 0])
        #expect(Set(children.map(\.processIdentifier)).count == 2)

        let artifacts = folder.file("artifacts")
        let results = try SnapshotReports.read(from: artifacts.appendingPathComponent("results.json"))
        let expected = Set(["a", "b"].flatMap { role in (0..<Self.casesPerProcess).map { "\(role)\($0)" } })
        #expect(results.results.count == 2 * Self.casesPerProcess)
        #expect(Set(results.results.compactMap(\.test)) == expected)
        #expect(results.results.allSatisfy { $0.status == .recorded })
        let junit = try String(contentsOf: artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="24""#))
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(expected.allSatisfy { html.contains("ProcessTests/\($0)") })
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.file("__Snapshots__/ProcessTests").path)
        #expect(Set(goldens) == Set(expected.map { $0 + ".png" }))
    }
}
