import Foundation
import FuzzProperty
import ListPreview

/// The golden folder each input is written into, as its `manifest.json`.
private let manifestFile = FuzzInputFile(name: "feed.animation/manifest.json")

/// libFuzzer's entry point: reads `data` as an animation golden's `manifest.json`, and the frames an accepted one
/// declares (there are none: each must be refused as missing, naming the frame, without decoding or allocating
/// for the declared count).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    manifestFile.write(Data(bytes: bytes, count: count))
    let folder = URL(fileURLWithPath: manifestFile.path).deletingLastPathComponent()
    do {
        let golden = try AnimationGolden.read(from: folder)
        guard golden.frameCount <= AnimationGolden.maximumFrames, AnimationGolden.fpsRange.contains(golden.fps) else {
            FuzzProperty.fail("an accepted manifest is out of range: \(golden.frameCount) frames at \(golden.fps) fps")
        }
        if golden.frameCount > 0 { _ = try? golden.frame(golden.frameCount - 1) }
    } catch {
        FuzzGoldenFiles.checkError("\(error)", file: manifestFile.path)
    }
    return 0
}
