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
}
