import Foundation

/// A colour in CIE L\*a\*b\* (D65 white point), the space in which perceptual differences are measured.
///
/// ```swift
/// let red = CIELab(red: 255, green: 0, blue: 0)   // L 53.24, a 80.09, b 67.20
/// red.deltaE2000(to: CIELab(red: 250, green: 0, blue: 0))
/// ```
public struct CIELab: Hashable, Sendable {
    /// Lightness, 0 (black) ... 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates a colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an 8-bit sRGB colour (IEC 61966-2-1 transfer curve, D65).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)]
        let g = Self.linear[Int(green)]
        let b = Self.linear[Int(blue)]
        // Linear sRGB → XYZ, normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIEDE2000 colour difference (ΔE₀₀): about 1 is the smallest difference a person notices, 2-10 is
    /// visible at a glance, above 50 the colours are opposites.
    ///
    /// - Complexity: O(1).
    public func deltaE2000(to other: CIELab) -> Double {
        let (l1, a1, b1) = (l, a, self.b)
        let (l2, a2, b2) = (other.l, other.a, other.b)
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = Self.hueDegrees(b1, a1p)
        let h2p = Self.hueDegrees(b2, a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            deltaH = h2p - h1p
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(Self.radians(deltaH / 2))

        let lMean = (l1 + l2) / 2
        let cpMean = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                hMean /= 2
            } else {
                hMean = h1p + h2p < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(Self.radians(hMean - 30)) + 0.24 * cos(Self.radians(2 * hMean))
            + 0.32 * cos(Self.radians(3 * hMean + 6)) - 0.20 * cos(Self.radians(4 * hMean - 63))
        let deltaTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow(25, 7))).squareRoot()
        let lOffset = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(Self.radians(2 * deltaTheta)) * rc
        let termL = deltaL / sl
        let termC = deltaC / sc
        let termH = deltaBigH / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    /// The sRGB transfer curve, decoded once for every 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    private static func hueDegrees(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
