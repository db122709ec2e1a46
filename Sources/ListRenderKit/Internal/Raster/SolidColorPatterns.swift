import CCairo

/// The 1×1 repeating images that stand for solid colours (see ``CairoCanvas/setColor(_:alpha:)``), made once per
/// premultiplied pixel and kept by a rasteriser for every frame it draws: a frame sets a colour about a hundred
/// times, and making an image surface and a pattern each time cost more than some of the fills they were for.
///
/// Not thread-safe: one per ``Rasterizer`` (which is used by one thread at a time). Bounded: emptied when it holds
/// ``limit`` colours (a pattern the Cairo context still uses stays alive through Cairo's reference).
final class SolidColorPatterns {
    private var patterns: [UInt32: OpaquePointer] = [:]

    /// The most colours kept.
    static let limit = 256

    /// The pattern of one premultiplied ARGB32 pixel, owned by this cache (valid until the cache is emptied: set it
    /// as the source at once, which takes a reference).
    func pattern(for pixel: UInt32) -> OpaquePointer {
        if let pattern = patterns[pixel] { return pattern }
        if patterns.count >= Self.limit { removeAll() }
        let pattern = CairoCanvas.solidPattern(pixel: pixel)
        patterns[pixel] = pattern
        return pattern
    }

    private func removeAll() {
        for pattern in patterns.values { cairo_pattern_destroy(pattern) }
        patterns.removeAll(keepingCapacity: true)
    }

    deinit {
        removeAll()
    }
}
