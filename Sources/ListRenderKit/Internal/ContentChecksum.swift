import CCairo
import Foundation

/// The SHA-256 of bytes, in lowercase hexadecimal (GLib's implementation): what `results.json` records of each
/// spec so that `accept` can tell whether the spec changed since the run it promotes.
package enum ContentChecksum {
    /// The checksum of `data`, e.g. `e3b0c442…` for no bytes.
    package static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { bytes -> String in
            let empty: [UInt8] = [0]
            let digest = empty.withUnsafeBufferPointer { fallback in
                g_compute_checksum_for_data(
                    G_CHECKSUM_SHA256, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? fallback.baseAddress!,
                    gsize(bytes.count))
            }
            guard let digest else { return "" }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }

    /// The checksum of a file's bytes, or `nil` when it cannot be read.
    package static func sha256(ofFile url: URL) -> String? {
        (try? Data(contentsOf: url, options: .alwaysMapped)).map(sha256)
    }
}
