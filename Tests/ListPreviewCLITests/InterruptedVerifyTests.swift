import Foundation
import ListTestSupport
import Testing

/// A verify that is killed must leave the previous run's reports and the images they show as they were.
@Suite struct InterruptedVerifyTests {
    private let count = 40

    private func writeSpecs(_ folder: TemporaryFolder, text: String) throws {
        for index in 0..<count {
            try folder.write(
                """
                { "viewport": { "width": 120, "height": 60, "scale": 1 },
                  "sections": [ { "items": [ { "width": 120, "height": 44, "text": "\(text) \(index)" } ] } ] }
                """, to: "specs/case-\(index < 10 ? "0" : "")\(index).json")
        }
    }

    /// The `src` of every image of a report.
    private func imageSources(of html: String) -> [String] {
        html.matches(of: #/<img[^>]* src="([^"]*)"/#).map { String($0.output.1) }
    }

    @Test func test_whenAVerifyIsKilledMidRun_thatThePreviousReportStillLinksItsOwnImages() throws {
        let folder = try TemporaryFolder()
        let artifacts = folder.file(".listpreview-artifacts")
        try writeSpecs(folder, text: "Case")
        #expect(try CommandRunner.run(["record", "specs", "--quiet"], in: folder.url).status == 0)
        try writeSpecs(folder, text: "Changed")
        #expect(try CommandRunner.run(["verify", "specs", "--quiet"], in: folder.url, environment: ["CI": "1"]).status == 1)

        let reportNames = ["results.json", "report.html", "junit.xml"]
        let reports = try reportNames.map { try Data(contentsOf: artifacts.appendingPathComponent($0)) }
        let html = String(decoding: reports[1], as: UTF8.self)
        let sources = imageSources(of: html)
        #expect(sources.count >= 3 * count)
        let images = try Dictionary(uniqueKeysWithValues: Set(sources).map { source in
            (source, try Data(contentsOf: artifacts.appendingPathComponent(source.removingPercentEncoding ?? source)))
        })
        let firstRun = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { $0.hasPrefix("run-") }
        #expect(firstRun.count == 1)

        // Another change, and a verify killed once it has written its first image.
        try writeSpecs(folder, text: "Again")
        let process = Process()
        process.executableURL = CommandRunner.executableURL
        process.arguments = ["verify", "specs", "--quiet", "--jobs", "1"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "1"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = Date().addingTimeInterval(120)
        waiting: while Date() < deadline, process.isRunning {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
            for entry in entries where entry.hasPrefix("run-") && !firstRun.contains(entry) {
                let written = (try? FileManager.default.contentsOfDirectory(
                    atPath: artifacts.appendingPathComponent(entry).path)) ?? []
                if written.contains(where: { $0.hasSuffix(".png") }) { break waiting }
            }
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the verify ended before it was killed")

        for (name, data) in zip(reportNames, reports) {
            #expect(try Data(contentsOf: artifacts.appendingPathComponent(name)) == data, "\(name) changed")
        }
        for (source, data) in images {
            let now = try? Data(contentsOf: artifacts.appendingPathComponent(source.removingPercentEncoding ?? source))
            #expect(now == data, "\(source) is not the image the report showed")
        }

        // The next complete run replaces the reports and removes the earlier runs' images.
        #expect(try CommandRunner.run(["verify", "specs", "--quiet"], in: folder.url, environment: ["CI": "1"]).status == 1)
        let runs = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { $0.hasPrefix("run-") }
        #expect(runs.count == 1 && !firstRun.contains(runs[0]))
        let newSources = imageSources(of: try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8))
        #expect(newSources.count == sources.count)
        for source in newSources {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(source).path), "\(source)")
        }
    }
}
