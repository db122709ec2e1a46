import Foundation
import ListPreview

// This target depends on ListImageKit alone (not on FuzzProperty, which brings the command line): it builds in a
// fraction of the others' time (`swift build --package-path Fuzz --product FuzzImage` with the flags of
// scripts/fuzz.sh), and its property is its own.

/// Stops the process with `message`: libFuzzer saves the input that led here as a crash.
func fail(_ message: String) -> Never {
    fatalError("fuzz property violated: \(message)")
}

/// The file each input is written to (in memory, `/dev/shm`, when the machine has it), in a folder of this process's
/// own: the folder a spec's `"image"` is looked up in.
let folder: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let folder = (base as NSString).appendingPathComponent("listpreview-fuzz-image-\(getpid())")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()
let path = (folder as NSString).appendingPathComponent("image.png")

/// The store every input goes through, with a small run-wide budget (1 MiB: an image of 512 × 512 pixels) so that
/// releasing and decoding again is exercised on nearly every input.
let store = ListImageStore(budgetBytes: 1 << 20)

/// libFuzzer's entry point: reads `data` as an image file the way a spec's `"image"` and `UIImage(data:)` read it —
/// checked when named (kind, header, limits), decoded when drawn, within the run-wide budget — and checks:
/// - a refusal when named is also a refusal of a full decode, with the same message (the checks when named are the
///   first checks of a decode, never others);
/// - an accepted image is within the limits; its pixels, when it has any, are exactly a full decode's, also after the
///   budget released them and they were decoded again; when it has none, it says why (`decodingFailure`);
/// - the bytes the budget holds never pass it once no pixels are pinned;
/// - every error names the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard FileManager.default.createFile(atPath: path, contents: data) else { fail("cannot write \(path)") }
    let eager = Result { try ListImageDecoder.decode(data, path: "data") }
    check(data: data, eager: eager)
    checkFile(eager: eager)
    guard store.residentBytes <= store.budgetBytes else {
        fail("the budget holds \(store.residentBytes) bytes, more than its \(store.budgetBytes)")
    }
    return 0
}

/// `UIImage(data:)`'s road.
func check(data: Data, eager: Result<ListImage, any Error>) {
    let image: ListImage
    do {
        image = try store.image(data: data, name: "data")
    } catch {
        guard case .failure(let decodeError) = eager, "\(decodeError)" == "\(error)" else {
            fail("refused when named (\(error)) but a full decode says \(eager)")
        }
        return
    }
    checkAccepted(image, eager: eager)
}

/// A spec's `"image"` road: the file, found by name in its folder.
func checkFile(eager: Result<ListImage, any Error>) {
    let fresh = ListImageStore(budgetBytes: 0)  // a new store: the file changes with every input
    do {
        let image = try fresh.image(named: "image", in: [folder])
        checkAccepted(image, eager: eager)
    } catch {
        guard "\(error)".hasPrefix(path + ": ") else { fail("the error names no file: \(error)") }
    }
}

func checkAccepted(_ image: ListImage, eager: Result<ListImage, any Error>) {
    let limits = ListImageLimits.default
    guard limits.allows(width: image.pixelWidth, height: image.pixelHeight) else {
        fail("accepted an image of \(image.pixelWidth)×\(image.pixelHeight) pixels")
    }
    let pixels = image.argb32
    switch eager {
    case .success(let decoded):
        guard pixels == decoded.argb32, image.decodingFailure == nil else {
            fail("the pixels decoded when drawn differ from a full decode's")
        }
        // Released (a budget of 0 keeps nothing) and decoded again: the same bytes.
        let budget = store.budgetBytes
        store.budgetBytes = 0
        let again = image.argb32
        store.budgetBytes = budget
        guard again == pixels else { fail("pixels decoded again differ") }
    case .failure:
        guard pixels.isEmpty, let failure = image.decodingFailure, !failure.reason.isEmpty else {
            fail("a full decode fails but the drawn image has \(pixels.count) pixels and no reason")
        }
    }
}
