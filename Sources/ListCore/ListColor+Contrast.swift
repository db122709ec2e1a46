import Foundation

extension ListColor {
    /// WCAG 2.x relative luminance of the colour's sRGB channels (alpha ignored): 0 for black, 1 for white.
    ///
    /// ```swift
    /// ListColor(red: 255, green: 0, blue: 0).relativeLuminance   // 0.2126
    /// ```
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio with another colour, 1...21: (L1 + 0.05) / (L2 + 0.05), the lighter's luminance over
    /// the darker's (alphas ignored: composite first, ``composited(over:)``).
    public func contrastRatio(with other: ListColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour drawn over an opaque `background` (source over, channels rounded to 8 bits as a screen holds
    /// them): opaque.
    public func composited(over background: ListColor) -> ListColor {
        let opacity = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded())
        }
        return ListColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
