import Foundation
import FuzzProperty
import ListPreview

/// libFuzzer's entry point: decodes `data` as a golden PNG. The dimensions are checked from the header and the rows
/// bounded by what the compressed data can inflate to before anything is allocated, so a small input never costs
/// more than a bounded amount of memory and time (libFuzzer's -rss_limit_mb and -timeout catch a blow-up).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGolden(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    do {
        let image = try PNGDecoder.decode(Data(bytes: bytes, count: count))
        guard image.width <= 32_766, image.height <= 32_766, image.pixels.count == image.width * image.height * 4 else {
            FuzzProperty.fail("a decoded golden has \(image.width)×\(image.height) pixels and \(image.pixels.count) bytes")
        }
    } catch {
        if "\(error)".isEmpty { FuzzProperty.fail("an empty decoding error") }
    }
    return 0
}
