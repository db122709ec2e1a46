/// What an image file's header says, checked against the limits: its kind and its size in pixels. The store keeps
/// this when a file is named; the pixels are decoded only when drawn.
struct ListImageHeader: Sendable, Hashable {
    /// The file kind.
    var format: ListImageFormat
    /// The width and height in pixels (within the limits).
    var width: Int
    var height: Int

    /// The bytes of its decoded pixels (premultiplied ARGB32: four a pixel).
    var decodedBytes: Int { width * height * 4 }
}
