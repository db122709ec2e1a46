import Foundation
import FuzzProperty
import ListPreviewCLI

/// The file each input is written to.
private let inputFile = FuzzInputFile(name: "elements.json")

/// The messages about a whole `diff` input, which have no JSON path.
private let documentMessages = ["malformed JSON", "expected an array of elements", "larger than", "the key \""]

/// libFuzzer's entry point: reads `data` as a `diff` input file through the command's reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    inputFile.write(Data(bytes: bytes, count: count))
    do {
        _ = try CommandInputs.diffIDs(at: inputFile.path)
    } catch {
        FuzzProperty.checkError("\(error)", file: inputFile.path, documentMessages: documentMessages)
    }
    return 0
}
