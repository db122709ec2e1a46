import ListRenderKit

/// The picture a failed comparison leaves behind: expected | difference | actual, side by side on a neutral
/// background.
///
/// The middle panel shows the expected image faded to light grey, with every differing pixel in red — brighter
/// the larger its ΔE — so that a one-pixel shift is as easy to spot as a changed colour.
public enum DifferenceImage {
    /// The gap between panels and around them, in pixels.
    static let gap = 8

    /// Composes the three panels.
    ///
    /// - Parameters:
    ///   - expected: the golden image.
    ///   - actual: the new render.
    ///   - difference: their comparison (its per-pixel ΔE marks the middle panel).
    /// - Returns: an opaque image `3 × width + 4 × gap` wide.
    /// - Complexity: O(pixels).
    public static func make(expected: RGBAImage, actual: RGBAImage, difference: ImageDifference) -> RGBAImage {
        let panelWidth = max(expected.width, actual.width)
        let height = max(expected.height, actual.height) + 2 * gap
        let width = 3 * panelWidth + 4 * gap
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = 0xD1
            pixels[index + 1] = 0xD1
            pixels[index + 2] = 0xD6
            pixels[index + 3] = 0xFF
        }
        func put(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) {
            let offset = (y * width + x) * 4
            pixels[offset] = rgba.0
            pixels[offset + 1] = rgba.1
            pixels[offset + 2] = rgba.2
            pixels[offset + 3] = rgba.3
        }
        func copy(_ image: RGBAImage, toX originX: Int) {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let p = image.pixels
                    put(originX + x, gap + y, flatten(p[offset], p[offset + 1], p[offset + 2], p[offset + 3]))
                }
            }
        }
        copy(expected, toX: gap)
        copy(actual, toX: 3 * gap + 2 * panelWidth)
        let middle = 2 * gap + panelWidth
        let marks = difference.sizesMatch ? difference.deltaEs : []
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let pixel = y * expected.width + x
                if !marks.isEmpty, marks[pixel] > 0 {
                    // ΔE 1 is faint, ΔE 25 and above full red.
                    let strength = min(1, 0.35 + Double(marks[pixel]) / 25 * 0.65)
                    put(middle + x, gap + y, (UInt8(255 * strength), 0, UInt8(40 * strength), 255))
                } else {
                    let offset = pixel * 4
                    let p = expected.pixels
                    let (r, g, b, _) = flatten(p[offset], p[offset + 1], p[offset + 2], p[offset + 3])
                    let weighted: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
                    let faded = UInt8(215 + weighted / 1000 * 40 / 255)
                    put(middle + x, gap + y, (faded, faded, faded, 255))
                }
            }
        }
        if !difference.sizesMatch {
            // Sizes differ: every pixel of the actual image counts; show it in red in the middle.
            for y in 0..<actual.height {
                for x in 0..<actual.width where x >= expected.width || y >= expected.height {
                    put(middle + x, gap + y, (255, 0, 40, 255))
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A straight-alpha pixel over white.
    private static func flatten(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (UInt8, UInt8, UInt8, UInt8) {
        guard a != 255 else { return (r, g, b, 255) }
        let alpha = Int(a)
        func blend(_ value: UInt8) -> UInt8 {
            let mixed: Int = Int(value) * alpha + 255 * (255 - alpha) + 127
            return UInt8(mixed / 255)
        }
        return (blend(r), blend(g), blend(b), 255)
    }
}
