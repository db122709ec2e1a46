import Foundation

/// The largest image ListPreview draws: what a Cairo image surface can hold, and a bound on memory. Spec validation
/// (`ListSpecLimits`) and the renderer both check against these numbers.
///
/// ```swift
/// let fits = width <= ListImageLimits.side && height <= ListImageLimits.side
///     && width * height <= ListImageLimits.pixels
/// ```
public enum ListImageLimits {
    /// The most pixels on an image's side: Cairo's limit (32,767), less one.
    public static let side = 32_766
    /// The most pixels of an image in all (2²⁸, 1 GiB of RGBA).
    public static let pixels = 1 << 28
}
