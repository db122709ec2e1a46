import Foundation
import FuzzProperty
import ListPreview
import ListPreviewCLI

/// The files each input is written to: once as JSON, once as YAML (a JSON document is also YAML).
private let jsonFile = FuzzInputFile(name: "spec.json")
private let yamlFile = FuzzInputFile(name: "spec.yaml")

/// The messages about a whole spec, which have no JSON path (a key twice in the root object is named by its line
/// and column).
private let documentMessages = [
    "not valid JSON", "not valid YAML", "YAML ", "must be an object", "larger than", "the key \"",
]

/// libFuzzer's entry point: reads `data` as a spec file in both syntaxes through the commands' reader, and lays out
/// every spec it accepts (its sections and each update's), with a fixed height for `"auto"`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    for file in [jsonFile, yamlFile] {
        file.write(data)
        let document: ListSpecDocument
        do {
            document = try CommandInputs.spec(at: file.path)
        } catch {
            FuzzProperty.checkError("\(error)", file: file.path, documentMessages: documentMessages)
            continue
        }
        layOut(document)
    }
    return 0
}

/// Lays out an accepted spec as `layout` does: an accepted spec must never fail to lay out.
private func layOut(_ document: ListSpecDocument) {
    let measure: ListSpecMeasure = { _, width in min(max(width, 0), 44) }
    do {
        _ = try document.spec.makeLayout(measure: measure)
        for (index, update) in document.spec.updates.enumerated() {
            _ = try document.spec.makeLayout(
                sections: update.sections, path: "updates[\(index)].sections", measure: measure)
        }
    } catch {
        FuzzProperty.fail("an accepted spec failed to lay out: \(error)")
    }
}
