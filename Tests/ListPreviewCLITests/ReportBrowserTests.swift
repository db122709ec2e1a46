import Foundation
import ListTestSupport
import Testing

/// The report as people see it: loaded in headless Chromium (Debian's `chromium`, which scripts/setup.sh
/// installs). Skipped, with the reason, on a machine without it.
@Suite(.enabled(if: HeadlessBrowser.url != nil, "chromium is not installed (scripts/setup.sh installs it)"))
struct ReportBrowserTests {

    private func spec(height: Int, text: String = "Second", scale: Int = 1) -> String {
        """
        { "viewport": { "width": 200, "height": 300, "scale": \(scale) },
          "sections": [ { "header": { "width": 200, "height": 30, "text": "Header" },
                          "items": [ { "width": 200, "height": 44, "text": "First" },
                                     { "width": 200, "height": \(height), "text": "\(text)" },
                                     { "width": 200, "height": 44, "text": "Third" } ] } ] }
        """
    }

    /// Checks run inside the page once it has loaded; the result is written into the DOM for `--dump-dom`.
    private let probe = """
        <script>
        window.__errors = [];
        window.addEventListener('error', e => window.__errors.push(String(e.message || e.target && e.target.src)), true);
        window.addEventListener('load', () => {
          const out = {};
          out.errors = window.__errors;
          const images = Array.from(document.images);
          out.images = images.length;
          out.brokenImages = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
          const slider = document.querySelector('.slider');
          slider.value = 20;
          slider.dispatchEvent(new Event('input'));
          out.overlayWidth = slider.closest('.wipe').querySelector('.overlay').style.width;
          const zoom = document.querySelector('.zoom-content');
          out.zoomFactor = zoom ? Number(zoom.dataset.factor) : 0;
          out.zoomImageWidth = zoom ? zoom.querySelector('img').getBoundingClientRect().width : 0;
          out.imageWidth = zoom ? zoom.querySelector('img').width : 0;
          out.groups = (document.querySelector('.groups') || {}).textContent || '';
          out.layout = Array.from(document.querySelectorAll('p.layout')).map(p => p.textContent);
          out.outlines = document.querySelectorAll('svg.outlines rect.frame').length;
          const pre = document.createElement('pre');
          pre.id = 'probe';
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        });
        </script>
        """

    @Test func test_whenTheReportOpensInChromium_thatItLoadsCleanly_andSliderZoomGroupsAndLayoutWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["a", "b"] { try folder.write(spec(height: 44), to: "specs/\(name).json") }
        try folder.write(spec(height: 44, scale: 2), to: "specs/odd name #1?.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        for name in ["a", "b"] { try folder.write(spec(height: 60), to: "specs/\(name).json") }
        try folder.write(spec(height: 44, text: "Secand", scale: 2), to: "specs/odd name #1?.json")
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 1)

        let artifacts = folder.file(".listpreview-artifacts")
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        let probed = html.replacingOccurrences(of: "<head>", with: "<head>\n" + probe)
        let page = artifacts.appendingPathComponent("report-probe.html")
        try Data(probed.utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }

        let (dom, log) = try runChromium(["--dump-dom", page.absoluteString])
        let json = try #require(probeResult(in: dom), "no probe output; chromium said: \(log.suffix(2000))")
        #expect(json["errors"] as? [String] == [])
        #expect(!log.contains("Uncaught"), "\(log)")
        #expect((json["images"] as? Int ?? 0) >= 9)
        #expect(json["brokenImages"] as? [String] == [])
        #expect(json["overlayWidth"] as? String == "20%")
        let factor = json["zoomFactor"] as? Double ?? 0
        #expect(factor >= 1.5)
        #expect(abs((json["zoomImageWidth"] as? Double ?? 0) - 200 * factor) < 2)
        #expect((json["groups"] as? String)?.contains("the same 2 elements changed in 2 cases") == true)
        let layout = json["layout"] as? [String] ?? []
        #expect(layout.contains("Layout: cell 0·1: height 44 → 60; cell 0·2 moved down 16 pt"))
        #expect(layout.contains("Layout: content only: no frame changed"))
        #expect((json["outlines"] as? Int ?? 0) >= 4)
    }

    private func probeResult(in dom: String) -> [String: Any]? {
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// Runs headless Chromium and returns what it printed on standard output and standard error.
    private func runChromium(_ arguments: [String]) throws -> (String, String) {
        let process = Process()
        process.executableURL = HeadlessBrowser.url
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000", "--enable-logging=stderr", "--v=0",
        ] + arguments
        let output = Pipe()
        let error = FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-chromium-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: error) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: error)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), (try? String(contentsOf: error, encoding: .utf8)) ?? "")
    }
}

/// Where headless Chromium is, if it is on the PATH.
enum HeadlessBrowser {
    /// The executable, or `nil`.
    static let url: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()
}
