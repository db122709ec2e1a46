import CCairo
import Foundation
import ListTextModel

/// The font files text is drawn in: the shaped font of each Pango font, and the checks that make a missing,
/// unloadable or other-version font file an error (never a golden with empty boxes). Call under the engine's lock.
extension TextEngine {
    /// The shaped font of a Pango font, made once and kept (with the Pango font it belongs to).
    func shapedFont(_ font: UnsafeMutablePointer<PangoFont>?) -> ShapedFont? {
        guard let font else { return nil }
        let key = UnsafeMutableRawPointer(font)
        if let shaped = shapedFonts[key] { return shaped }
        var index: Int32 = 0
        guard let file = lp_font_file(font, &index), let scaled = lp_font_scaled_font(font) else { return nil }
        lp_object_ref(key)  // the key stays valid: the Pango font is never freed
        let path = String(cString: file)
        cairo_scaled_font_reference(scaled)  // given back when the shaped font goes
        let shaped = ShapedFont(
            path: path, faceIndex: Int(index), scaledFont: scaled, sha256: checksum(of: path),
            decorationMetrics: Self.decorationMetrics(of: font), release: { cairo_scaled_font_destroy($0) })
        shapedFonts[key] = shaped
        return shaped
    }

    /// Pango's underline and strikethrough metrics of a font, in points.
    static func decorationMetrics(of font: UnsafeMutablePointer<PangoFont>) -> TextDecorationMetrics {
        guard let metrics = pango_font_get_metrics(font, nil) else {
            return TextDecorationMetrics(
                underlinePosition: 0, underlineThickness: 0, strikethroughPosition: 0, strikethroughThickness: 0)
        }
        defer { pango_font_metrics_unref(metrics) }
        let scale = Double(lp_pango_scale)
        return TextDecorationMetrics(
            underlinePosition: Double(pango_font_metrics_get_underline_position(metrics)) / scale,
            underlineThickness: Double(pango_font_metrics_get_underline_thickness(metrics)) / scale,
            strikethroughPosition: Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
            strikethroughThickness: Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale)
    }

    /// Text drew glyphs no font had (empty boxes): a font of the pinned chain that is missing, cannot be loaded
    /// (a truncated or junk file in `LISTPREVIEW_FONT_DIR`) or is not the pinned version is why, and an error —
    /// never a golden with empty boxes.
    func noteMissingGlyphs() {
        if !missingFallbacks.isEmpty {
            let names = missingFallbacks.map(\.fileName).joined(separator: ", ")
            problems["missing"] = .fontMismatch(
                file: names,
                reason: "text needs fonts of the pinned fallback chain that are not installed (run scripts/setup.sh)")
        }
        for (font, reason) in unloadableFallbacks {
            let path = Self.location(of: font)
            problems[path] = .fontMismatch(
                file: path, reason: "\(reason); run scripts/setup.sh or install \(font.package)")
        }
        for font in PinnedFont.fallbackChain where registered.contains(Self.location(of: font)) {
            _ = checksum(of: Self.location(of: font))  // a pinned file of another version or damaged
        }
    }

    /// The checksum of a font file, computed the first time it draws; a pinned file's is verified then (a font of
    /// another version is reported as a font mismatch, not as a mysterious pixel difference).
    func checksum(of path: String) -> String {
        if let known = hashes[path] { return known }
        let actual = Self.sha256(ofFile: path) ?? "unreadable"
        hashes[path] = actual
        let name = URL(fileURLWithPath: path).lastPathComponent
        let pinned = PinnedFont.fallbackChain.first { Self.location(of: $0) == path }
            ?? PinnedFont.loadedFaces.first { Self.location(of: $0) == path }
            ?? PinnedFont.bundled.first { path.hasSuffix("/Fonts/" + $0.fileName) }
        if let pinned, actual != pinned.sha256 {
            problems[path] = .fontMismatch(
                file: path,
                reason: "its SHA-256 is \(actual), ListPreview is pinned to \(pinned.sha256) (\(pinned.package)) "
                    + "for \(name); run scripts/setup.sh or install that version")
        }
        return actual
    }

    /// The SHA-256 of a file, lowercase hex (GLib's implementation).
    static func sha256(ofFile path: String) -> String? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.withUnsafeBytes { bytes -> String? in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(bytes.count))
            else { return nil }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }
}
