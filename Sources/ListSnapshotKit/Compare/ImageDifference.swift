import Foundation

/// How an actual image differs from its expected (golden) image, measured pixel by pixel.
///
/// A pixel differs when its bytes differ and, with a perceptual tolerance, when its CIEDE2000 difference is above
/// the tolerance's ΔE. Translucent pixels are compared as they look over white and over black (the worse counts).
public struct ImageDifference: Hashable, Sendable {
    /// The expected image's size in pixels.
    public var expectedSize: PixelSize
    /// The actual image's size in pixels.
    public var actualSize: PixelSize
    /// How many pixels differ beyond the perceptual tolerance (all of them when the sizes differ).
    public var differingPixels: Int
    /// The largest ΔE₀₀ among the pixels whose bytes differ (0 when none do).
    public var maxDeltaE: Double
    /// For each pixel (row-major, expected size), the ΔE₀₀ of its difference, 0 where the bytes are equal; empty
    /// when the sizes differ.
    public var deltaEs: [Float]
    /// The smallest rectangle holding every differing pixel, in pixels of the expected image; the union of both
    /// images when the sizes differ; `nil` when no pixel differs.
    public var box: PixelBox?

    /// Creates a measurement.
    public init(
        expectedSize: PixelSize, actualSize: PixelSize, differingPixels: Int, maxDeltaE: Double, deltaEs: [Float],
        box: PixelBox? = nil
    ) {
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differingPixels = differingPixels
        self.maxDeltaE = maxDeltaE
        self.deltaEs = deltaEs
        self.box = box ?? (expectedSize == actualSize || differingPixels == 0 ? nil : PixelBox(
            x: 0, y: 0, width: max(expectedSize.width, actualSize.width),
            height: max(expectedSize.height, actualSize.height)))
    }

    /// The number of pixels compared.
    public var totalPixels: Int { max(expectedSize.count, actualSize.count) }

    /// `differingPixels / totalPixels`, 0 for empty images.
    public var differingShare: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Whether the sizes match.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// Whether the difference is within `tolerance`.
    public func passes(_ tolerance: SnapshotTolerance) -> Bool {
        sizesMatch && differingShare <= tolerance.pixelShare
    }

    /// The message that explains a failure against `tolerance`, e.g.
    /// `412 pixels differ (0.31 %), allowed 0 %; max ΔE 38.2`.
    public func summary(against tolerance: SnapshotTolerance) -> String {
        guard sizesMatch else {
            return "image sizes differ: expected \(expectedSize), actual \(actualSize)"
        }
        let pixels = differingPixels == 1 ? "1 pixel differs" : "\(differingPixels) pixels differ"
        var text = "\(pixels) (\(Self.percent(differingShare))), allowed \(Self.percent(tolerance.pixelShare))"
        text += "; max ΔE \(String(format: "%.1f", maxDeltaE))"
        if tolerance.deltaE > 0 { text += " (ΔE ≤ \(Self.number(tolerance.deltaE)) counts as equal)" }
        return text
    }

    /// `0 %`, `0.31 %`, `12.5 %`: two decimals at most, no trailing zeros.
    static func percent(_ share: Double) -> String {
        "\(number(share * 100)) %"
    }

    private static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width * height`.
    public var count: Int { width * height }

    /// `390×844`.
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle in whole pixels.
public struct PixelBox: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a box.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `[x, y, width, height]` in points at `scale` pixels per point.
    public func points(scale: Double) -> [Double] {
        let scale = scale > 0 ? scale : 1
        return [Double(x) / scale, Double(y) / scale, Double(width) / scale, Double(height) / scale]
    }
}
