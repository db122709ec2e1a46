import CListPreviewPNG
import Foundation

extension PNGDecoder {
    /// Whether PNG bytes decode to exactly the pixels of `image` (as ``RasterImage/rgbaImage()`` gives them), found
    /// without decoding into a new buffer: the check a passing snapshot case pays for.
    ///
    /// The file is inflated by libdeflate into a buffer the calling thread keeps, and compared row by row with the
    /// image's rows packed as ``PNGEncoder`` packs them, stopping at the first row that differs.
    ///
    /// ```swift
    /// if PNGDecoder.matches(try Data(contentsOf: golden), image) != true {
    ///     // decode it and measure the difference
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: a PNG file.
    ///   - image: the render to compare with.
    /// - Returns: `true` when the pixels are equal, `false` when the size or a pixel differs, `nil` when this
    ///   check cannot tell (a PNG that is not 8-bit non-interlaced RGB or RGBA without `tRNS`, or a damaged file):
    ///   decode it with ``decode(_:)``, which also says what is wrong.
    /// - Complexity: O(pixels).
    public static func matches(_ data: Data, _ image: RasterImage) -> Bool? {
        let outcome = data.withUnsafeBytes { raw -> Int32 in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return image.withUnsafePixels { pixels in
                lp_png_matches_argb32(
                    bytes, raw.count, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(image.width),
                    Int32(image.height), Int32(image.bytesPerRow))
            }
        }
        switch outcome {
        case 1: return true
        case 0: return false
        default: return nil
        }
    }
}
