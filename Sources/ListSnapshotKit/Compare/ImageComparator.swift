import Foundation

/// Compares two RGBA images (8 bits per channel, straight alpha, rows without padding) pixel by pixel.
///
/// ```swift
/// let difference = ImageComparator.compare(expected: golden, actual: render, tolerance: .exact)
/// if !difference.passes(.exact) { print(difference.summary(against: .exact)) }
/// ```
public enum ImageComparator {
    /// Measures how `actual` differs from `expected`.
    ///
    /// - Parameters:
    ///   - expected: the golden pixels and their size.
    ///   - actual: the new pixels and their size.
    ///   - tolerance: its ΔE decides which pixels count as differing; its share is applied by
    ///     ``ImageDifference/passes(_:)``.
    /// - Complexity: O(pixels); ΔE is computed only for pixels whose bytes differ.
    public static func compare(
        expected: (size: PixelSize, pixels: [UInt8]), actual: (size: PixelSize, pixels: [UInt8]),
        tolerance: SnapshotTolerance
    ) -> ImageDifference {
        guard expected.size == actual.size else {
            return ImageDifference(
                expectedSize: expected.size, actualSize: actual.size,
                differingPixels: max(expected.size.count, actual.size.count), maxDeltaE: 0, deltaEs: [])
        }
        let count = expected.size.count
        // The common case, a pass: equal bytes, found with one memcmp and no per-pixel work.
        let equal = expected.pixels.withUnsafeBytes { lhs in
            actual.pixels.withUnsafeBytes { rhs in
                lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
            }
        }
        if equal {
            return ImageDifference(
                expectedSize: expected.size, actualSize: actual.size, differingPixels: 0, maxDeltaE: 0, deltaEs: [])
        }
        var deltaEs = [Float](repeating: 0, count: count)
        var differing = 0
        var maxDeltaE = 0.0
        var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        let width = expected.size.width
        expected.pixels.withUnsafeBufferPointer { lhs in
            actual.pixels.withUnsafeBufferPointer { rhs in
                for pixel in 0..<count {
                    let offset = pixel * 4
                    if lhs[offset] == rhs[offset] && lhs[offset + 1] == rhs[offset + 1]
                        && lhs[offset + 2] == rhs[offset + 2] && lhs[offset + 3] == rhs[offset + 3]
                    {
                        continue
                    }
                    let deltaE = perceivedDifference(lhs, rhs, at: offset)
                    deltaEs[pixel] = Float(deltaE)
                    maxDeltaE = max(maxDeltaE, deltaE)
                    if tolerance.deltaE == 0 || deltaE > tolerance.deltaE {
                        differing += 1
                        let x = pixel % width
                        let y = pixel / width
                        box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                    }
                }
            }
        }
        return ImageDifference(
            expectedSize: expected.size, actualSize: actual.size, differingPixels: differing, maxDeltaE: maxDeltaE,
            deltaEs: deltaEs,
            box: box.maxX < 0 ? nil : PixelBox(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1,
                                               height: box.maxY - box.minY + 1))
    }

    /// ΔE₀₀ of two pixels as they look over white and over black; the larger.
    private static func perceivedDifference(
        _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> Double {
        func lab(_ buffer: UnsafeBufferPointer<UInt8>, over background: Int) -> CIELab {
            let alpha = Int(buffer[offset + 3])
            func channel(_ value: UInt8) -> UInt8 {
                UInt8((Int(value) * alpha + background * (255 - alpha) + 127) / 255)
            }
            return CIELab(red: channel(buffer[offset]), green: channel(buffer[offset + 1]), blue: channel(buffer[offset + 2]))
        }
        let overWhite = lab(lhs, over: 255).deltaE2000(to: lab(rhs, over: 255))
        let overBlack = lab(lhs, over: 0).deltaE2000(to: lab(rhs, over: 0))
        return max(overWhite, overBlack)
    }
}
