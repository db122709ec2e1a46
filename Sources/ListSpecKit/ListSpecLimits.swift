import ListCore

/// The limits a spec must stay within, so that every spec that passes validation can be laid out, rendered and
/// animated without overflowing a number, a pixel format or memory. Each error message states the limit it broke.
///
/// | what | limit |
/// |---|---|
/// | a spec file | 64 MiB |
/// | nesting of arrays and objects | 64 levels |
/// | values after YAML aliases are expanded | 1,000,000 |
/// | YAML aliases | 10,000 |
/// | a size, offset, inset or spacing | ±1,000,000 points |
/// | the viewport's scale | at least 0.000001 (a pixel of at most 1,000,000 points), at most 4 |
/// | a font size | at most 1,000 points |
/// | an image's side | 32,766 pixels (Cairo's limit, less one: see ``imageSide``) |
/// | an image's area | 268,435,456 pixels (1 GiB of 32-bit pixels) |
public enum ListSpecLimits {
    /// The largest spec file read, in bytes.
    public static let fileBytes = 64 << 20
    /// The deepest nesting of arrays and objects (a real spec needs about 8).
    public static let depth = 64
    /// The most values a document may hold once YAML aliases are expanded.
    public static let values = 1_000_000
    /// The most YAML aliases (`*name`) in a document.
    public static let aliases = 10_000
    /// The largest magnitude of any length in points: sizes, offsets, insets, spacings.
    public static let length: Double = 1_000_000
    /// The largest screen scale.
    public static let scale: Double = 4
    /// The smallest screen scale: one pixel is then ``length`` points. Frames are rounded to whole pixels, so a
    /// smaller scale would round a frame to a pixel larger than any length (at `5e-324`, infinite).
    public static let minimumScale: Double = 1 / length
    /// The largest font size in points.
    public static let fontSize: Double = 1_000
    /// The largest side of a rendered image in pixels. Cairo's image surfaces stop at 32,767, but Cairo 1.16 draws
    /// nothing on a surface 32,767 pixels wide or high (not even its background: `render` wrote a transparent
    /// image with exit 0; found by HostileSpecPropertyTests), and leaves the last column of a 32,766.5-point one
    /// blank: 32,766 is the largest side it draws.
    public static let imageSide = ListImageLimits.side
    /// The most pixels in a rendered image: 2²⁸, a gibibyte of 32-bit pixels.
    public static let imagePixels = ListImageLimits.pixels
}
