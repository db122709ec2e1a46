import Foundation
import FuzzProperty
import ListPreview

/// The file each input is written to.
private let inputFile = FuzzInputFile(name: "results.json")

/// libFuzzer's entry point: reads `data` as a run's `results.json` (what `merge-reports` and `accept` read), then
/// writes the reports of what it accepted, as `merge-reports` does: an accepted file must never fail to report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResults(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    inputFile.write(Data(bytes: bytes, count: count))
    let reports: SnapshotReports
    do {
        reports = try SnapshotReports.read(from: URL(fileURLWithPath: inputFile.path))
    } catch {
        FuzzGoldenFiles.checkError("\(error)", file: inputFile.path)
        return 0
    }
    for result in reports.results {
        for name in [result.actualImage, result.expectedImage, result.differenceImage].compactMap({ $0 }) {
            if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
                FuzzProperty.fail("an artifact path leaves its folder: \(name)")
            }
        }
    }
    _ = reports.json(artifactsFolder: "artifacts")
    _ = HTMLReport(title: "fuzz", results: reports.results).html
    _ = JUnitReport(suiteName: "fuzz", results: reports.results).xml
    return 0
}
