import Foundation
import FuzzProperty
import ListPreview
import ListPreviewCLI

/// The file each generated spec is written to.
private let file = FuzzInputFile(name: "views.json")

/// Messages about the whole document (no JSON path).
private let documentMessages = ["not valid JSON", "must be an object", "larger than", "the key \""]

/// libFuzzer's entry point: the input's bytes choose a spec with one `"view"` tree — its structure (kinds, nesting
/// up to past the limits, children up to 300 per view), its sizes (absent, `"auto"`, 0, fractions, negative, past
/// ±1,000,000) and its texts, stacks and fonts — which is read through the commands' reader; an accepted tree is
/// measured (`"auto"`) and laid out as a render does. The property: no crash, no hang, an error names the file and a
/// JSON path, and an accepted tree has finite, non-negative sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewTree(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var source = ByteSource(Array(UnsafeBufferPointer(start: bytes, count: count)))
    let json = SpecGenerator.spec(using: &source)
    file.write(Data(json.utf8))
    let document: ListSpecDocument
    do {
        document = try CommandInputs.spec(at: file.path)
    } catch {
        FuzzProperty.checkError("\(error)", file: file.path, documentMessages: documentMessages)
        return 0
    }
    for item in document.spec.sections.flatMap(\.items) {
        guard let view = item.view else { continue }
        let width = CGFloat(source.byte()) * 2
        let height = SpecViewBuilder.height(of: view, width: width, environment: source.environment())
        guard height.isFinite, height >= 0 else { FuzzProperty.fail("an accepted tree measured \(height) points: \(json)") }
        let snapshot = SpecViewBuilder.snapshot(
            of: view, size: CGSize(width: width, height: min(height, 2_000)), environment: source.environment())
        for node in snapshot.allNodes {
            let frame = node.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
                frame.width >= 0, frame.height >= 0
            else { FuzzProperty.fail("an accepted tree has the frame \(frame) at \(node.path): \(json)") }
        }
    }
    return 0
}

/// The input's bytes, read one at a time (zeros once they run out).
struct ByteSource {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[byte() % choices.count] }

    mutating func environment() -> ListEnvironment {
        ListEnvironment(
            contentSizeCategory: pick(ListContentSizeCategory.allCases),
            layoutDirection: byte().isMultiple(of: 2) ? .leftToRight : .rightToLeft)
    }
}
