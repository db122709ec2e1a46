import Foundation

/// A font that Pango chose for a run of text: the Cairo scaled font its glyphs are drawn with and the file it comes
/// from (what a golden records as "drawn with").
///
/// Shaped fonts live as long as the process: the text engine creates one per font and size and keeps it.
public final class ShapedFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Unchecked: immutable after creation; Cairo's scaled fonts are thread-safe.

    /// The font file's name, such as `NotoSansArabic-Regular.ttf`.
    public let fileName: String
    /// The font file's path.
    public let path: String
    /// The face's index in the file (a collection such as `NotoSansCJK-Regular.ttc` holds several).
    public let faceIndex: Int
    /// The font file by name and content (what a golden records).
    public let record: FontRecord
    /// The Cairo scaled font (referenced for the life of this object).
    package let scaledFont: OpaquePointer
    /// Where the font draws underlines and strikethroughs (Pango's metrics of it).
    public let decorationMetrics: TextDecorationMetrics

    /// Gives the scaled font its reference back when the shaped font goes.
    private let release: @Sendable (OpaquePointer) -> Void

    /// A shaped font (the text engine makes them).
    ///
    /// - Parameters:
    ///   - scaledFont: the Cairo scaled font, referenced by the caller for this object.
    ///   - release: gives that reference back (when this object goes).
    package init(
        path: String, faceIndex: Int, scaledFont: OpaquePointer, sha256: String,
        decorationMetrics: TextDecorationMetrics, release: @escaping @Sendable (OpaquePointer) -> Void
    ) {
        self.decorationMetrics = decorationMetrics
        self.path = path
        self.fileName = URL(fileURLWithPath: path).lastPathComponent
        self.faceIndex = faceIndex
        self.record = FontRecord(file: fileName, sha256: sha256)
        self.scaledFont = scaledFont
        self.release = release
    }

    deinit {
        release(scaledFont)
    }

    /// `NotoSansCJK-Regular.ttc#0`.
    public var description: String { faceIndex == 0 ? fileName : "\(fileName)#\(faceIndex)" }

    public static func == (lhs: ShapedFont, rhs: ShapedFont) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
