/// The shared pixels of a ``ListImage`` (a class, so copies of an image share one source and two images from the
/// store compare by identity first): pixels the image holds itself (an image built in Swift), or pixels decoded on
/// demand into a store's budgeted cache (a file or bytes the store checked), pinned while they are used.
final class ListImagePixels: Sendable {
    /// Where the pixels are.
    enum Source: Sendable {
        /// Held by the image.
        case owned([UInt32])
        /// Decoded by `decode` into `cache` under `id` when first used, released when the cache's budget needs the
        /// room, decoded again when used again.
        case decoded(ListImageCache, id: Int, bytes: Int, decode: @Sendable () throws -> [UInt32])
    }

    let source: Source

    /// Pixels held by the image.
    init(_ pixels: [UInt32]) {
        self.source = .owned(pixels)
    }

    /// Pixels decoded on demand: `bytes` is what the header promises (reserved in the budget before decoding).
    init(cache: ListImageCache, bytes: Int, decode: @escaping @Sendable () throws -> [UInt32]) {
        self.source = .decoded(cache, id: cache.makeID(), bytes: bytes, decode: decode)
    }

    /// Lends `body` the pixels, pinned in the cache (never released under it) until `body` returns; an empty buffer
    /// when a file that passed its checks cannot be decoded after all (drawn as a placeholder).
    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        switch source {
        case .owned(let pixels):
            return try pixels.withUnsafeBufferPointer(body)
        case .decoded(let cache, let id, let bytes, let decode):
            let pinned = cache.pin(id, bytes: bytes, decode: decode)
            defer { cache.unpin(pinned.entry) }
            return try (pinned.pixels ?? []).withUnsafeBufferPointer(body)
        }
    }

    /// The pixels as an array (sharing the cache's buffer, which stays alive while the array does).
    var pixels: [UInt32] {
        switch source {
        case .owned(let pixels):
            return pixels
        case .decoded(let cache, let id, let bytes, let decode):
            let pinned = cache.pin(id, bytes: bytes, decode: decode)
            defer { cache.unpin(pinned.entry) }
            return pinned.pixels ?? []
        }
    }

    /// Why the pixels cannot be decoded, once a decode was tried and failed (`nil` otherwise).
    var failure: ListImageError? {
        guard case .decoded(let cache, let id, _, _) = source else { return nil }
        return cache.failure(of: id)
    }

    deinit {
        if case .decoded(let cache, let id, _, _) = source { cache.discard(id) }
    }
}
