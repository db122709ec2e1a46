import Foundation
import FuzzProperty
import ListPreview

/// libFuzzer's entry point: reads `data` as a golden's layout sidecar, and compares an accepted one with itself
/// and with an empty layout, as a failing case does (the layout changes in words, the fonts that differ).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSidecar(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let layout: SnapshotLayout
    do {
        layout = try SnapshotLayout(json: Data(bytes: bytes, count: count))
    } catch {
        // The reader names no file (its caller adds it): the JSON path or the document message comes first.
        FuzzGoldenFiles.checkError("sidecar: " + "\(error)".replacingOccurrences(of: "cannot read the golden image : ", with: ""),
                                   file: "sidecar")
        return 0
    }
    let empty = SnapshotLayout(contentSize: [0, 0], elements: [])
    for (from, to) in [(layout, layout), (layout, empty), (empty, layout)] {
        _ = LayoutChange.summary(of: LayoutChange.changes(from: from, to: to))
        _ = SnapshotLayout.fontDifferences(from: from, to: to)
    }
    _ = try? layout.strictJSON()
    return 0
}
