import Foundation
import ListPreview

/// The `viewtrees` suite: `verify` of a suite of still specs whose cells are `"view"` trees (a stack of a title that
/// wraps, a subtitle and a row of two labels; every other cell `"height": "auto"`), against `verify` of the same
/// suite with quick-content cells (the same texts as `text` / `detailText`) timed in the same rounds — what a
/// spec's view trees cost over quick content: building, measuring and laying out their views on the main actor.
///
/// Prints the median and p90 of the interleaved rounds of each, cases/s and the ratio. Run it from two builds
/// (before and after a change) alternately to compare them. `LISTPREVIEW_BENCH_VIEWTREE_SPECS` (40) and
/// `LISTPREVIEW_BENCH_VIEWTREE_ROUNDS` (5) change the counts; `LISTPREVIEW_BENCH_VIEWTREE_ONLY=views` (or `quick`)
/// runs one of the two suites (to count one suite's instructions under callgrind).
enum ViewTreeBenchmark {
    static let specCount = setting("LISTPREVIEW_BENCH_VIEWTREE_SPECS", default: 40)
    static let rounds = setting("LISTPREVIEW_BENCH_VIEWTREE_ROUNDS", default: 5)

    private static func setting(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return value }
        guard let count = Int(text), count >= 1 else { fatalError("\(name): expected a whole number ≥ 1, got \(text)") }
        return count
    }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listpreview-bench-viewtrees-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let only = ProcessInfo.processInfo.environment["LISTPREVIEW_BENCH_VIEWTREE_ONLY"]
        guard [nil, "views", "quick"].contains(only) else {
            fatalError("LISTPREVIEW_BENCH_VIEWTREE_ONLY: expected views or quick, got \(only ?? "")")
        }
        let suites = [("view trees", true), ("quick content", false)].filter { _, views in
            only == nil || (only == "views") == views
        }.map { name, views in
            (name: name, specs: (0..<specCount).map { index in
                let url = folder.appendingPathComponent("\(views ? "views" : "quick")/s\(index).json")
                return write(spec(index, views: views), to: url)
            })
        }
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none))
        let artifacts = folder.appendingPathComponent("artifacts")
        for suite in suites {
            _ = try SnapshotSuite(specs: suite.specs, action: .record, artifacts: artifacts).run(renderer: renderer)
        }
        var times = suites.map { _ in [Double]() }
        var cases = suites.map { _ in 0 }
        for _ in 0..<rounds {
            for (index, suite) in suites.enumerated() {
                let verify = SnapshotSuite(specs: suite.specs, action: .verify(.never), artifacts: artifacts)
                let start = DispatchTime.now().uptimeNanoseconds
                let outcome = try verify.run(renderer: renderer)
                times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                precondition(!outcome.hasFailures, "the benchmark's goldens must pass")
                cases[index] = outcome.results.count
            }
        }
        let table = Table(columns: ["suite", "verify median s", "p90 s", "cases/s", "× quick content"])
        table.printHeader()
        let baseline = median(times[times.count - 1])
        for (index, suite) in suites.enumerated() {
            table.printRow([
                suite.name, format(median(times[index]), 3), format(p90(times[index]), 3),
                format(Double(cases[index]) / median(times[index]), 1),
                format(median(times[index]) / baseline, 2),
            ])
        }
        print("(\(specCount) specs of 24 cells, 390×844 at 1×, \(ProcessInfo.processInfo.activeProcessorCount) workers, "
            + "\(rounds) interleaved rounds)")
    }

    /// A spec of 24 cells: view trees (every other one `"auto"`), or the same texts as quick content.
    private static func spec(_ index: Int, views: Bool) -> [String: Any] {
        let items: [[String: Any]] = (0..<24).map { item in
            let title = "Story \(index)·\(item): a headline long enough to wrap onto a second line"
            let subtitle = "Updated \(item + 2) minutes ago"
            var cell: [String: Any] = ["id": "i\(item)", "height": item.isMultiple(of: 2) ? "auto" : 96]
            if views {
                cell["view"] = [
                    "type": "stack", "axis": "vertical", "spacing": 4, "isLayoutMarginsRelativeArrangement": true,
                    "layoutMargins": ["top": 10, "left": 16, "bottom": 10, "right": 16],
                    "children": [
                        [
                            "type": "label", "text": title, "numberOfLines": 0,
                            "font": ["size": 17, "weight": "semibold"],
                        ],
                        ["type": "label", "text": subtitle, "textColor": "secondaryLabel"],
                        ["type": "stack", "axis": "horizontal", "spacing": 8, "children": [
                            ["type": "label", "text": "\(item) comments"], ["type": "label", "text": "Share"],
                        ]],
                    ],
                ] as [String: Any]
            } else {
                cell["text"] = title
                cell["detailText"] = subtitle
            }
            return cell
        }
        return ["viewport": ["width": 390, "height": 844, "scale": 1], "sections": [["id": "s", "items": items]]]
    }

    private static func write(_ object: [String: Any], to url: URL) -> URL {
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: url)
        return url
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    private static func p90(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
    }
}
