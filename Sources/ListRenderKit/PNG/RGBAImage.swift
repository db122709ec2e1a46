import ListCore

/// Decoded pixels: 8-bit RGBA with straight alpha, row after row with no padding. What ``PNGDecoder`` returns and
/// what visual-regression tests compare.
///
/// ```swift
/// let image = try PNGDecoder.decode(contentsOf: url)
/// image.pixel(x: 0, y: 0) // #F2F2F7
/// ```
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Creates an image from its pixels.
    ///
    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes of RGBA")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of one pixel.
    ///
    /// - Parameters:
    ///   - x: the column, `0..<width`.
    ///   - y: the row, `0..<height`.
    /// - Returns: the pixel.
    public func pixel(x: Int, y: Int) -> ListColor {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside the image")
        let offset = (y * width + x) * 4
        return ListColor(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// How many pixels differ from `other` by more than `tolerance` in some channel; `nil` when the sizes differ.
    ///
    /// - Parameters:
    ///   - other: the image to compare with.
    ///   - tolerance: the largest per-channel difference still counted as equal (0: exact).
    /// - Returns: the count of differing pixels, or `nil` for images of different sizes.
    /// - Complexity: O(width × height).
    public func differingPixelCount(from other: RGBAImage, tolerance: UInt8 = 0) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        var index = 0
        while index < pixels.count {
            for channel in 0..<4 {
                let a = pixels[index + channel]
                let b = other.pixels[index + channel]
                if (a > b ? a - b : b - a) > tolerance {
                    count += 1
                    break
                }
            }
            index += 4
        }
        return count
    }
}

extension RGBAImage: CustomStringConvertible {
    /// The size and a checksum of the pixels (FNV-1a), not the pixels: a failed comparison of two large images
    /// prints two lines, not megabytes.
    public var description: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "RGBAImage(\(width)×\(height), pixels FNV-1a \(String(hash, radix: 16)))"
    }
}
