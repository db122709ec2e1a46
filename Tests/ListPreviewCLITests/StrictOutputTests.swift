import Foundation
import ListPreview
import ListTestSupport
import Testing

@testable import ListPreviewCLI

/// Sizes that pass validation but make images too large, numbers JSON cannot hold, hostile golden manifests: each is
/// a message and exit 2 (or a failed case), never a trap (issue 11 §2).
@Suite struct StrictOutputTests {
    /// Runs a shell command line with `$LP` set to the built executable in a fresh folder holding `files`; returns
    /// what it printed and the names in the folder afterwards (hidden ones too).
    func shell(_ script: String, files: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String, names: [String])
    {
        try withTemporaryFolder { folder in
            for (name, contents) in files { try folder.write(contents, to: name) }
            let result = try CommandRunner.runShell(script, in: folder.url)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            return (result.status, result.output, result.error, names)
        }
    }

    static let tall = #"{ "viewport": { "width": 100, "height": 50 }, "sections": [ { "items": [ { "height": 1000000 }, { "height": 1000000 } ] } ] }"#
    static let wide = #"{ "viewport": { "width": 100, "height": 50, "scale": 3 }, "layout": { "scrollDirection": "horizontal" }, "sections": [ { "items": [ { "width": 1000000, "height": 50 }, { "width": 900000, "height": 50 } ] } ] }"#

    @Test func test_whenRenderingFullContentOfAVeryLongList_thatItExits2NamingTheFileOptionAndLimit() throws {
        let result = try shell(#""$LP" render spec.json --full -o out.png"#, files: ["spec.json": Self.tall])
        #expect(result.status == 2)
        #expect(result.error == "error: spec.json: --full: cannot render an image of 100×2000000 points at scale 2 "
            + "(200×4000000 pixels): the limit is 32766 pixels a side and 268435456 pixels in all\n")
        #expect(result.names == ["spec.json"], "no out.png and no temporary file are left behind")
    }

    @Test func test_whenRenderingFullContentOfAHorizontalListOfWideItems_thatItExits2() throws {
        let result = try shell(#""$LP" render spec.json --full -o out.png"#, files: ["spec.json": Self.wide])
        #expect(result.status == 2)
        #expect(result.error == "error: spec.json: --full: cannot render an image of 1900000×50 points at scale 3 "
            + "(5700000×150 pixels): the limit is 32766 pixels a side and 268435456 pixels in all\n")
    }

    @Test func test_whenAStripHasTooManyFramesForOneImage_thatAnimateExits2NamingStrip() throws {
        let spec = #"""
            { "viewport": { "width": 390, "height": 844, "scale": 3 },
              "sections": [ { "id": "a", "items": [ { "id": "x", "height": 44 } ] } ],
              "updates": [ { "sections": [] }, { "sections": [ { "id": "a", "items": [ { "id": "x", "height": 44 } ] } ] } ] }
            """#
        let result = try shell(
            #""$LP" animate spec.json --strip --strip-frames 60 -o strip.png -q"#, files: ["spec.json": spec])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: spec.json: --strip: cannot render an image of "), "\(result.error)")
        #expect(result.error.hasSuffix("the limit is 32766 pixels a side and 268435456 pixels in all\n"))
    }

    @Test func test_whenTheLayoutOutputWouldHoldANonFiniteNumber_thatTheCheckNamesItsJSONPath() {
        #expect(throws: Never.self) {
            try NonFiniteJSONNumber.check(contentSize: [390, 844], arrays: [("items", [[0, 0, 390, 44]])])
        }
        let size = #expect(throws: NonFiniteJSONNumber.self) {
            try NonFiniteJSONNumber.check(contentSize: [390, .infinity], arrays: [])
        }
        #expect(size?.description == "contentSize.height: inf is not a number JSON can hold (the output is always strict JSON)")
        let frame = #expect(throws: NonFiniteJSONNumber.self) {
            try NonFiniteJSONNumber.check(
                contentSize: [390, 844],
                arrays: [("items", [[0, 0, 390, 44]]), ("headers", [[0, 0, 390, 44], [0, -.infinity, .nan, 44]])])
        }
        #expect(frame?.path == "headers[1].frame[1]")
        #expect(frame?.value == -.infinity)
    }

    @Test func test_whenLayoutRunsAtTheLargestOffset_thatTheOutputIsStrictJSON() throws {
        let spec = #"{ "layout": { "stickyHeaders": true }, "sections": [ { "header": { "height": 44 }, "items": [ { "height": 1000000 } ] } ] }"#
        let result = try shell(#""$LP" layout spec.json --offset 1.7976931348623157e308,1.7976931348623157e308"#, files: ["spec.json": spec])
        #expect(result.status == 0 || result.status == 2, "\(result.error)")
        if result.status == 0 {
            #expect(throws: Never.self) { _ = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) }
            #expect(!result.output.contains("inf") && !result.output.contains("nan"))
        } else {
            #expect(result.error.hasPrefix("error: spec.json: "))
        }
    }

    @Test func test_whenAGoldenAnimationManifestHasAHugeFps_thatVerifyReportsAnErrorNamingTheField_notATrap() throws {
        try withTemporaryFolder { folder in
            try folder.write(
                #"{ "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "id": "a", "height": 10 } ] } ], "updates": [ { "sections": [ { "items": [ { "id": "a", "height": 20 } ] } ] } ] }"#,
                to: "specs/spec.json")
            let record = try CommandRunner.run(["record", "specs", "--artifacts", "artifacts"], in: folder.url)
            #expect(record.status == 0, "\(record.standardError)")
            let manifest = folder.file("specs/__Snapshots__/spec.animation/manifest.json")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try Data(text.replacingOccurrences(of: #""fps": 30"#, with: #""fps": 1e300"#).utf8).write(to: manifest)
            let verify = try CommandRunner.run(["verify", "specs", "--artifacts", "artifacts"], in: folder.url)
            #expect(verify.status == 2, "\(verify.standardError)")
            #expect(verify.standardOutput.contains("manifest.json: fps: must be a number from 1 to 240, got 1e+300"),
                    "\(verify.standardOutput)")
        }
    }
}
