#if SnapshotTesting
import Foundation
import ListCore
import ListPlumbing
import ListRenderKit

/// Where a failing ``SnapshotTesting/Diffing/listImage(tolerance:)`` comparison writes its expected | difference |
/// actual picture, so that it can be found on Linux (where XCTest keeps no attachments): the folder of
/// swift-snapshot-testing's failure artifacts (`SNAPSHOT_ARTIFACTS`, else the temporary folder), in
/// `ListPreviewDifferences/`, named after the actual image's pixels (the same failure overwrites its own file).
enum SnapshotDifferenceFile {
    /// The folder: `$SNAPSHOT_ARTIFACTS/ListPreviewDifferences`, else the temporary folder's.
    static func folder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let root = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("ListPreviewDifferences")
    }

    /// Writes the picture through ``AtomicFile`` (a temporary file renamed into place), as a derived file: never
    /// through a symbolic link or into a FIFO planted at its name (``DerivedFile``), and returns its location, or
    /// `nil` when it cannot be written (the comparison still fails, with its attachment).
    static func write(_ png: Data, actual: RGBAImage, in folder: URL = folder()) -> URL? {
        let url = folder.appendingPathComponent("difference-\(fingerprint(of: actual)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try DerivedFile.checkReplaceable(url, below: folder)
            try AtomicFile.write(png, to: url)
            return url
        } catch {
            return nil
        }
    }

    /// FNV-1a of the size and pixels, in hexadecimal: stable across runs and processes.
    static func fingerprint(of image: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        for value in [image.width, image.height] { withUnsafeBytes(of: value.littleEndian) { $0.forEach(mix) } }
        image.pixels.forEach(mix)
        return String(hash, radix: 16)
    }
}
#endif  // SnapshotTesting
