import CCairo
import Foundation

/// Sets text with Pango over HarfBuzz (shaping, kerning, ligatures, Unicode line breaking, bidirectional text,
/// ellipsizing, font fallback), finding fonts through a private fontconfig configuration that knows only
/// ListPreview's own font files: the bundled faces, a `--font` file, and the pinned fallback chain
/// (``PinnedFont/fallbackChain``). The machine's font configuration is never read.
///
/// One engine serves the process. Layouts are made under its lock and cached (text lists repeat the same strings
/// frame after frame); glyphs are drawn under the same lock (``withGlyphCache(_:)``), the rest of a frame outside it.
package final class TextEngine: @unchecked Sendable {
    // Unchecked: every mutable property is guarded by `lock`; Pango and fontconfig are used only under it.

    /// The engine of the process.
    package static let shared = TextEngine()

    private let lock = NSLock()
    private let config: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let fontOptions: OpaquePointer
    private var contexts: [ContextKey: OpaquePointer] = [:]
    private var registered: Set<String> = []
    private var shapedFonts: [UnsafeMutableRawPointer: ShapedFont] = [:]
    private var layouts: [TextRequest: TextLayout] = [:]
    private var nominalLines: [NominalKey: (height: Double, ascent: Double)] = [:]
    private var familyLists: [FamilyKey: String] = [:]
    private var hashes: [String: String] = [:]
    private var problems: [String: FontError] = [:]
    /// The pinned fallback files that are not on this machine.
    let missingFallbacks: [PinnedFont]
    /// The pinned fallback files that are there but that fontconfig cannot load (truncated, junk).
    let unloadableFallbacks: [PinnedFont]

    /// The most layouts kept (the cache is emptied when it is full).
    static let cacheLimit = 8192

    /// Runs `body`, which draws glyphs of the engine's scaled fonts, under the engine's lock.
    ///
    /// Cairo keeps one glyph cache for the whole process, and Cairo 1.16 (Debian 12's) aborts with
    /// "Assertion `! scaled_font->cache_frozen' failed" when one thread evicts a page of a scaled font while
    /// another thread shows glyphs of it. Seen once in nine runs of the snapshot benchmark with two workers.
    /// Drawing glyphs under the lock that also guards shaping keeps every glyph-cache access on one thread at
    /// a time; the rest of a frame (fills, images, encoding) still runs in parallel.
    package func withGlyphCache<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }

    private struct ContextKey: Hashable {
        var language: String
        var rightToLeft: Bool
    }

    private struct FamilyKey: Hashable {
        var primary: String
        var language: String
    }

    private struct NominalKey: Hashable {
        var families: String
        var bold: Bool
        var size: Double
    }

    private init() {
        // FreeType reads FREETYPE_PROPERTIES when a library starts (Cairo starts its own when it first draws text):
        // a machine's setting such as `cff:no-stem-darkening=0` would change how Noto Sans CJK draws.
        unsetenv("FREETYPE_PROPERTIES")
        config = FcConfigCreate()
        // Two rules. DejaVu Sans draws Hebrew and Arabic, but not as well as the Noto faces made for them: it gives
        // them up, and its few monochrome emoji to the colour ones. A bitmap font (Noto Color Emoji has one 109-pixel strike) is scaled to the requested size by a
        // font matrix, or its glyphs would keep the strike's size.
        let rules = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix>
                    <name>pixelsizefixupfactor</name><double>0</double>
                    <double>0</double><name>pixelsizefixupfactor</name>
                  </matrix></times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
              <match target="scan">
                <test name="family"><string>DejaVu Sans</string></test>
                <edit name="charset" mode="assign">
                  <minus><name>charset</name><charset>
                    <range><int>0x0590</int><int>0x08FF</int></range>
                    <range><int>0xFB1D</int><int>0xFDFF</int></range>
                    <range><int>0xFE70</int><int>0xFEFF</int></range>
                    <range><int>0x1F000</int><int>0x1FAFF</int></range>
                  </charset></minus>
                </edit>
              </match>
            </fontconfig>
            """
        _ = FcConfigParseAndLoadFromMemory(config, rules, 1)
        _ = FcConfigBuildFonts(config)
        // Pango warms fontconfig up on a thread of its own with FcInit(), which would read the machine's
        // configuration unless a current configuration exists: ours is made current first.
        _ = FcConfigSetCurrent(config)
        var missing: [PinnedFont] = []
        var unloadable: [PinnedFont] = []
        for font in PinnedFont.fallbackChain {
            let path = Self.location(of: font)
            if !FileManager.default.fileExists(atPath: path) {
                missing.append(font)
            } else if FcConfigAppFontAddFile(config, path) != 0 {
                registered.insert(path)
            } else {
                unloadable.append(font)
            }
        }
        missingFallbacks = missing
        unloadableFallbacks = unloadable
        let map = lp_font_map_new()!
        fontMap = map
        lp_font_map_set_config(map, config)
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    /// Where a pinned font is looked for: `$LISTPREVIEW_FONT_DIR/NAME` when that variable is set, else Debian's path.
    static func location(of font: PinnedFont) -> String {
        if let folder = ProcessInfo.processInfo.environment["LISTPREVIEW_FONT_DIR"], !folder.isEmpty {
            return folder + "/" + font.fileName
        }
        return font.path
    }

    /// Makes a font file known to the private configuration (the bundled faces, a `--font` file).
    func register(path: String) {
        lock.withLock {
            guard !registered.contains(path) else { return }
            _ = FcConfigAppFontAddFile(config, path)
            registered.insert(path)
            // The font map caches what fontconfig found: tell it the configuration changed.
            lp_font_map_config_changed(fontMap)
            layouts.removeAll()
            nominalLines.removeAll()
        }
    }

    /// The font problems found so far (a pinned file with another checksum, fallback fonts missing for text that
    /// needed them), by file.
    package var fontProblems: [FontError] {
        lock.withLock { problems.keys.sorted().compactMap { problems[$0] } }
    }

    // MARK: Layout

    /// Lays out text (cached).
    func layout(_ request: TextRequest) -> TextLayout {
        lock.withLock {
            if let layout = layouts[request] { return layout }
            if layouts.count >= Self.cacheLimit { layouts.removeAll(keepingCapacity: true) }
            let layout = makeLayout(request)
            layouts[request] = layout
            return layout
        }
    }

    /// The font families for text in `language` whose primary face is `primary`, comma-separated in fallback order
    /// (`primary` then ``PinnedFont/fallbackFamilies(for:)``): built once per face and language and kept, since every
    /// piece of text of every frame asks for it (building it each time took about a sixth of a 1× frame's raster).
    func families(primary: String, language: String) -> String {
        let key = FamilyKey(primary: primary, language: language)
        return lock.withLock {
            if let families = familyLists[key] { return families }
            // Languages come from specs: bounded like the layouts.
            if familyLists.count >= Self.cacheLimit { familyLists.removeAll(keepingCapacity: true) }
            let families = ([primary] + PinnedFont.fallbackFamilies(for: language)).joined(separator: ",")
            familyLists[key] = families
            return families
        }
    }

    /// The height and ascent of one line of the primary face (what "one line" means when counting lines to keep).
    func nominalLine(families: String, bold: Bool, size: Double) -> (height: Double, ascent: Double) {
        lock.withLock { nominalLineLocked(families: families, bold: bold, size: size) }
    }

    private func nominalLineLocked(families: String, bold: Bool, size: Double) -> (height: Double, ascent: Double) {
        let key = NominalKey(families: families, bold: bold, size: size)
        if let line = nominalLines[key] { return line }
        let probe = makeLayout(
            TextRequest(
                text: "A", families: families, bold: bold, size: size, width: .infinity, maxLines: nil,
                maxHeight: nil, language: "en", rightToLeft: false), nominal: (0, 0))
        let line = (height: probe.lines.first?.height ?? size, ascent: probe.lines.first?.baseline ?? size)
        nominalLines[key] = line
        return line
    }

    private func context(language: String, rightToLeft: Bool) -> OpaquePointer {
        let key = ContextKey(language: language, rightToLeft: rightToLeft)
        if let context = contexts[key] { return context }
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        contexts[key] = context
        return context
    }

    private func makeLayout(_ request: TextRequest, nominal given: (height: Double, ascent: Double)? = nil) -> TextLayout {
        if request.maxLines != nil, request.maxHeight == nil, !request.countsLinesExactly {
            return paragraphsLayout(request)
        }
        return setText(request, nominal: given).layout
    }

    /// Sets a request's text in a Pango layout: the layout, and the UTF-8 offset at which each line starts.
    func setText(
        _ request: TextRequest, nominal given: (height: Double, ascent: Double)? = nil
    ) -> (layout: TextLayout, lineStarts: [Int]) {
        let nominal = given ?? nominalLineLocked(families: request.families, bold: request.bold, size: request.size)
        let context = context(language: request.language, rightToLeft: request.rightToLeft)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, request.families)
        pango_font_description_set_weight(description, request.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, request.size * Double(lp_pango_scale))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_auto_dir(layout, 1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if request.width.isFinite {
            pango_layout_set_width(layout, Self.units(max(0, request.width)))
        }
        if let maxHeight = request.maxHeight {
            // The lines that fit the height; at least one line stays.
            pango_layout_set_height(layout, max(1, Self.units(maxHeight) + 16))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        } else if let maxLines = request.maxLines {
            // One paragraph (paragraphsLayout sets several a paragraph at a time): n lines, counted, whatever their
            // heights (runs of several fonts, lines of a taller fallback font).
            pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_text(layout, ShapingBudget.bounded(request.text), -1)
        // A word broken between characters gets no hyphen (as UIKit's word wrapping).
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        Self.insertFonts(of: request.spans, into: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        var lines: [TextLayout.Line] = []
        var lineStarts: [Int] = []
        var missingGlyphs = 0
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            lineStarts.append(Int(pango_layout_iter_get_index(iterator)))
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(lp_pango_scale)
            var lineExtents = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &lineExtents)
            var runs: [TextLayout.Run] = []
            var x = 0.0
            var node = lp_line_runs(line)
            while let current = node {
                let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = run.pointee.item!
                let glyphString = run.pointee.glyphs!
                let font = shapedFont(item.pointee.analysis.font)
                let rise = -Double(run.pointee.y_offset) / Double(lp_pango_scale)
                var glyphs: [TextLayout.Glyph] = []
                glyphs.reserveCapacity(Int(glyphString.pointee.num_glyphs))
                for index in 0..<Int(glyphString.pointee.num_glyphs) {
                    let info = glyphString.pointee.glyphs[index]
                    let advance = Double(info.geometry.width) / Double(lp_pango_scale)
                    defer { x += advance }
                    if info.glyph == lp_pango_glyph_empty { continue }
                    let missing = info.glyph & lp_pango_glyph_unknown_flag != 0
                    if missing { missingGlyphs += 1 }
                    glyphs.append(
                        TextLayout.Glyph(
                            index: missing ? 0 : info.glyph,
                            x: x + Double(info.geometry.x_offset) / Double(lp_pango_scale),
                            y: rise + Double(info.geometry.y_offset) / Double(lp_pango_scale),
                            advance: advance, isMissing: missing,
                            offset: Int(item.pointee.offset) + Int(glyphString.pointee.log_clusters[index])))
                }
                runs.append(
                    TextLayout.Run(
                        font: font, glyphs: glyphs, isRightToLeft: item.pointee.analysis.level % 2 == 1))
                node = current.pointee.next
            }
            lines.append(
                TextLayout.Line(
                    runs: runs, width: Double(lineExtents.width) / Double(lp_pango_scale),
                    top: Double(extents.y) / Double(lp_pango_scale), baseline: baseline,
                    height: Double(extents.height) / Double(lp_pango_scale),
                    isRightToLeft: lp_line_resolved_dir(line) == Int32(PANGO_DIRECTION_RTL.rawValue)))
        } while pango_layout_iter_next_line(iterator) != 0
        if request.text.isEmpty {
            lines = []
            lineStarts = []
        }
        if missingGlyphs > 0 { noteMissingGlyphs() }
        let result = TextLayout(
            lines: lines, size: request.size, lineHeight: nominal.height, ascent: nominal.ascent,
            isTruncated: pango_layout_is_ellipsized(layout) != 0, isRightToLeft: request.rightToLeft,
            missingGlyphs: missingGlyphs)
        return (result, lineStarts)
    }

    /// Points to Pango units, clamped to what Pango accepts.
    static func units(_ points: Double) -> Int32 {
        let value = (points * Double(lp_pango_scale)).rounded(.down)
        return Int32(max(-Double(Int32.max) / 2, min(Double(Int32.max) / 2, value)))
    }

    // MARK: Fonts

    /// The shaped font of a Pango font, made once and kept (with the Pango font it belongs to).
    private func shapedFont(_ font: UnsafeMutablePointer<PangoFont>?) -> ShapedFont? {
        guard let font else { return nil }
        let key = UnsafeMutableRawPointer(font)
        if let shaped = shapedFonts[key] { return shaped }
        var index: Int32 = 0
        guard let file = lp_font_file(font, &index), let scaled = lp_font_scaled_font(font) else { return nil }
        lp_object_ref(key)  // the key stays valid: the Pango font is never freed
        let path = String(cString: file)
        let shaped = ShapedFont(
            path: path, faceIndex: Int(index), scaledFont: scaled, sha256: checksum(of: path))
        shapedFonts[key] = shaped
        return shaped
    }

    /// Text drew glyphs no font had (empty boxes): a font of the pinned chain that is missing, cannot be loaded
    /// (a truncated or junk file in `LISTPREVIEW_FONT_DIR`) or is not the pinned version is why, and an error —
    /// never a golden with empty boxes.
    private func noteMissingGlyphs() {
        if !missingFallbacks.isEmpty {
            let names = missingFallbacks.map(\.fileName).joined(separator: ", ")
            problems["missing"] = .fontMismatch(
                file: names,
                reason: "text needs fonts of the pinned fallback chain that are not installed (run scripts/setup.sh)")
        }
        for font in unloadableFallbacks {
            let path = Self.location(of: font)
            problems[path] = .fontMismatch(
                file: path, reason: "cannot be loaded as a font (truncated or not a font file); run scripts/setup.sh "
                    + "or install \(font.package)")
        }
        for font in PinnedFont.fallbackChain where registered.contains(Self.location(of: font)) {
            _ = checksum(of: Self.location(of: font))  // a pinned file of another version or damaged
        }
    }

    /// The checksum of a font file, computed the first time it draws; a pinned file's is verified then (a font of
    /// another version is reported as a font mismatch, not as a mysterious pixel difference).
    private func checksum(of path: String) -> String {
        if let known = hashes[path] { return known }
        let actual = Self.sha256(ofFile: path) ?? "unreadable"
        hashes[path] = actual
        let name = URL(fileURLWithPath: path).lastPathComponent
        let pinned = PinnedFont.fallbackChain.first { Self.location(of: $0) == path }
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

/// What to lay out: the key of the engine's cache.
struct TextRequest: Hashable, Sendable {
    /// The text.
    var text: String
    /// The font families, comma-separated, in fallback order.
    var families: String
    /// Whether to use the bold weight.
    var bold: Bool
    /// The size in points.
    var size: Double
    /// The wrapping width in points (`.infinity`: no wrapping).
    var width: Double
    /// The most lines to keep (`nil`: all).
    var maxLines: Int?
    /// The most height the lines may take, in points (`nil`: no limit; wins over `maxLines`).
    var maxHeight: Double?
    /// The BCP 47 language tag (shaping, line breaking, CJK glyph forms).
    var language: String
    /// Whether the paragraph direction of neutral text is right-to-left (and leading is the right edge).
    var rightToLeft: Bool
    /// Stretches set in other fonts than `families`/`bold`/`size` (empty: the whole text in that one font).
    var spans: [TextSpan] = []
}
