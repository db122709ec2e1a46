import Foundation

/// An immutable image: the pixels of a PNG, JPEG or WebP file, or a placeholder that stands for an image that is
/// missing or cannot exist headlessly (`UIImage(systemName:)`).
///
/// An image from ``ListImageStore`` knows its kind and size from the file's header, checked when it was named; its
/// pixels are decoded when first used (drawn, scaled, read through ``argb32``, ``pixel(x:y:)`` or
/// ``withUnsafeARGB32(_:)``) into the store's budgeted cache, pinned while in use, and released when the budget needs
/// the room (decoded again when used again: the same bytes). An image made from pixels in Swift holds them itself.
///
/// Pixels are premultiplied ARGB32, one native-endian `UInt32` per pixel (`0xAARRGGBB`), rows top to bottom without
/// padding: what a Cairo `CAIRO_FORMAT_ARGB32` surface holds. The size in points is the pixels divided by the scale
/// (`avatar@2x.png` has scale 2). A placeholder has a size but no pixels; the renderer draws it as a marked box.
///
/// ```swift
/// let image = try ListImageStore.shared.image(contentsOfFile: "Samples/assets/avatar.png")
/// image.size            // 40×40 points
/// image.pixel(x: 0, y: 0) // 0xFF3478F6
/// ```
public struct ListImage: Sendable, Hashable {
    /// What the image is.
    public let kind: Kind
    /// The name or path it was asked for by (for messages and sidecars).
    public let name: String
    /// The width in pixels (0 for a placeholder).
    public let pixelWidth: Int
    /// The height in pixels (0 for a placeholder).
    public let pixelHeight: Int
    /// Pixels per point: 1, or the `@2x`/`@3x` of the file name.
    public let scale: Double
    /// The size in points.
    public let size: CGSize
    private let storage: ListImagePixels

    /// A decoded image.
    ///
    /// - Parameters:
    ///   - format: the file kind it was decoded from.
    ///   - name: the name or path, for messages.
    ///   - width: pixels per row.
    ///   - height: rows.
    ///   - scale: pixels per point (at least a millionth).
    ///   - argb32: `width × height` premultiplied ARGB32 pixels (the initialiser traps on another count).
    public init(format: ListImageFormat, name: String, width: Int, height: Int, scale: Double = 1, argb32: [UInt32]) {
        precondition(width >= 0 && height >= 0 && argb32.count == width * height, "pixel count mismatch")
        self.init(format: format, name: name, width: width, height: height, scale: scale, storage: ListImagePixels(argb32))
    }

    /// A placeholder of a size in points.
    ///
    /// - Parameters:
    ///   - reason: why there is no picture.
    ///   - name: the name asked for.
    ///   - size: its size in points (``placeholderSize`` unless the caller knows better).
    public init(placeholder reason: PlaceholderReason, name: String, size: CGSize = ListImage.placeholderSize) {
        self.kind = .placeholder(reason)
        self.name = name
        self.pixelWidth = 0
        self.pixelHeight = 0
        self.scale = 1
        self.size = size
        self.storage = ListImagePixels([])
    }

    /// An image whose pixels `storage` decodes when used (the store's), or the same storage under another name or
    /// scale.
    init(format: ListImageFormat, name: String, width: Int, height: Int, scale: Double, storage: ListImagePixels) {
        let scale = scale.isFinite && scale >= 1e-6 ? scale : 1
        self.kind = .bitmap(format)
        self.name = name
        self.pixelWidth = width
        self.pixelHeight = height
        self.scale = scale
        self.size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
        self.storage = storage
    }

    /// The size of a placeholder that has no better size: 24 × 24 points (a symbol image at the body text size).
    public static let placeholderSize = CGSize(width: 24, height: 24)

    /// Whether this is a placeholder.
    public var isPlaceholder: Bool {
        if case .placeholder = kind { return true }
        return false
    }

    /// The premultiplied ARGB32 pixels, `pixelWidth × pixelHeight`, rows top to bottom (empty for a placeholder, and
    /// for a file that passed its checks when named but cannot be decoded: see ``decodingFailure``). The array shares
    /// the store's buffer, which stays in memory while the array does (outside the store's budget).
    public var argb32: [UInt32] { storage.pixels }

    /// The premultiplied ARGB32 value of one pixel (`0xAARRGGBB`); 0 (transparent) when the file cannot be decoded.
    ///
    /// - Parameters:
    ///   - x: the column, `0..<pixelWidth`.
    ///   - y: the row, `0..<pixelHeight`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel outside the image")
        return storage.withPixels { $0.isEmpty ? 0 : $0[y * pixelWidth + x] }
    }

    /// Calls `body` with the pixels' memory, to wrap it in a surface without a copy. The pixels are decoded first if
    /// they are not in memory, and pinned (never released by the store's budget) until `body` returns. The buffer is
    /// empty for a placeholder and for a file that cannot be decoded (``decodingFailure``): draw a placeholder then.
    public func withUnsafeARGB32<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withPixels(body)
    }

    /// Why the pixels of a file that passed its checks when it was named could not be decoded when they were used
    /// (data corrupt past its header, or the file changed), or `nil`: no decode failed (yet).
    public var decodingFailure: ListImageError? { storage.failure }

    /// The same pixels at another scale (a name's `@2x`), for the store.
    func withScale(_ scale: Double) -> ListImage {
        guard case .bitmap(let format) = kind else { return self }
        return ListImage(format: format, name: name, width: pixelWidth, height: pixelHeight, scale: scale,
                         storage: storage)
    }

    /// The same pixels under the name it was asked for this time (the store keeps the first caller's name).
    func renamed(_ path: String) -> ListImage {
        guard name != path, case .bitmap(let format) = kind else { return self }
        return ListImage(format: format, name: path, width: pixelWidth, height: pixelHeight, scale: scale,
                         storage: storage)
    }

    public static func == (lhs: ListImage, rhs: ListImage) -> Bool {
        lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.pixelWidth == rhs.pixelWidth
            && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale && lhs.size == rhs.size
            && (lhs.storage === rhs.storage || lhs.storage.pixels == rhs.storage.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
    }
}
