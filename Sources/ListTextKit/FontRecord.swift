import CCairo
import Foundation

/// A font file that drew text in a render, named by its file and identified by its content: what a golden records
/// as "drawn with", so that a golden drawn with other fonts is reported as a font difference rather than as a
/// mysterious pixel difference.
///
/// ```swift
/// let image = try Rasterizer(fonts: try FontSet.bundled()).render(scene)
/// image.fonts.map(\.file) // ["DejaVuSans.ttf", "NotoSansArabic-Regular.ttf"]
/// ```
public struct FontRecord: Sendable, Hashable, Comparable {
    /// The file's name (not its path, which differs between machines), such as `NotoSansArabic-Regular.ttf`.
    public var file: String
    /// The SHA-256 of the file's content, lowercase hex (`unreadable` when the file could not be read).
    public var sha256: String

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - file: the font file's name.
    ///   - sha256: the SHA-256 of its content, lowercase hex.
    public init(file: String, sha256: String) {
        self.file = file
        self.sha256 = sha256
    }

    /// By file name, then checksum.
    public static func < (lhs: FontRecord, rhs: FontRecord) -> Bool {
        (lhs.file, lhs.sha256) < (rhs.file, rhs.sha256)
    }

    /// The versions of the libraries that set and draw text in this process (Pango, HarfBuzz, FreeType, fontconfig,
    /// Cairo), by name, such as `["pango": "1.50.12", "harfbuzz": "6.0.0", …]`. Renders are checked to be identical
    /// across some versions (see scripts/determinism.sh), not all: a golden records them too.
    public static let textLibraries: [String: String] = {
        func dotted(_ version: Int32) -> String {
            "\(version / 10_000).\(version / 100 % 100).\(version % 100)"
        }
        return [
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": lp_freetype_version_number() < 0 ? "unknown" : dotted(lp_freetype_version_number()),
            "fontconfig": dotted(FcGetVersion()),
            "cairo": String(cString: cairo_version_string()),
        ]
    }()
}
