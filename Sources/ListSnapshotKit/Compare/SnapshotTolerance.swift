/// How different an image may be from its golden and still pass: the share of pixels that may differ, and the
/// perceptual difference (CIEDE2000 ΔE) below which a pixel counts as unchanged. Both are exact by default.
///
/// Like swift-snapshot-testing's `precision` (here `1 − pixelShare`) and `perceptualPrecision` (here a ΔE, which is
/// what that precision stands for), and jest-image-snapshot's `failureThreshold`.
///
/// ```swift
/// SnapshotTolerance.exact                                  // every byte must match
/// SnapshotTolerance(pixelShare: 0.001, deltaE: 2.3)        // 0.1 % of pixels may differ visibly; ΔE ≤ 2.3 is unseen
/// ```
public struct SnapshotTolerance: Hashable, Sendable, Codable {
    /// The share of pixels (0...1) that may differ.
    public var pixelShare: Double
    /// The largest ΔE₀₀ at which a pixel still counts as unchanged; 0 means its bytes must be identical.
    /// About 1 is the smallest difference a person notices, 2.3 a "just noticeable difference".
    public var deltaE: Double

    /// Creates a tolerance.
    ///
    /// - Precondition: `pixelShare` in 0...1 and `deltaE` ≥ 0 (``SnapshotTolerance/validated(pixelShare:deltaE:)``
    ///   checks user input).
    public init(pixelShare: Double = 0, deltaE: Double = 0) {
        precondition((0...1).contains(pixelShare) && deltaE >= 0 && deltaE.isFinite, "invalid tolerance")
        self.pixelShare = pixelShare
        self.deltaE = deltaE
    }

    /// Every byte must match.
    public static let exact = SnapshotTolerance()

    /// Checks user input and creates a tolerance.
    ///
    /// - Throws: ``SnapshotError/invalidTolerance(_:)`` naming the value and its valid range.
    public static func validated(pixelShare: Double, deltaE: Double) throws -> SnapshotTolerance {
        guard pixelShare.isFinite, (0...1).contains(pixelShare) else {
            throw SnapshotError.invalidTolerance("the share of pixels must be in 0...1 (0.01 = 1 %), got \(pixelShare)")
        }
        guard deltaE.isFinite, deltaE >= 0 else {
            throw SnapshotError.invalidTolerance("ΔE must be a finite number ≥ 0, got \(deltaE)")
        }
        return SnapshotTolerance(pixelShare: pixelShare, deltaE: deltaE)
    }
}
