/// The file kinds ListImageKit decodes, recognised by their first bytes (never by the file's extension).
///
/// ```swift
/// ListImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])   // .png
/// ```
public enum ListImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// PNG (any colour type, bit depth and interlacing), through libpng.
    case png
    /// JPEG (baseline or progressive, greyscale or colour), through libjpeg-turbo.
    case jpeg
    /// WebP (lossy or lossless, still), through libwebp.
    case webp

    /// The format whose signature `bytes` start with, or `nil`.
    ///
    /// - Parameter bytes: the first bytes of a file (12 are enough).
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.count == 12, head[0..<4].elementsEqual("RIFF".utf8), head[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The extensions a named image is looked up with, in this order.
    public static let fileExtensions = ["png", "jpg", "jpeg", "webp"]

    /// `PNG`, `JPEG` or `WebP`, for messages.
    public var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .webp: "WebP"
        }
    }
}
