/// The shared, immutable pixel buffer of a ``ListImage`` (a class, so copies of an image share one buffer and two
/// images from the cache compare by identity first).
final class ListImagePixels: Sendable {
    let pixels: [UInt32]

    init(_ pixels: [UInt32]) {
        self.pixels = pixels
    }
}
