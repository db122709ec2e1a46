import CCairo
import Foundation
import ListTextModel

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
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let fontOptions: OpaquePointer
    var contexts: [ContextKey: OpaquePointer] = [:]
    var registered: Set<String> = []
    var shapedFonts: [UnsafeMutableRawPointer: ShapedFont] = [:]
    var layouts: [TextRequest: TextLayout] = [:]
    var nominalLines: [NominalKey: (height: Double, ascent: Double)] = [:]
    var familyLists: [FamilyKey: String] = [:]
    var hashes: [String: String] = [:]
    var problems: [String: FontError] = [:]
    /// The pinned fallback files that are not on this machine.
    let missingFallbacks: [PinnedFont]
    /// The pinned fallback files that are there but that cannot be loaded, and why: fontconfig cannot read them
    /// (truncated, junk), or they are not regular files (a FIFO, socket or device, refused without being opened).
    let unloadableFallbacks: [(font: PinnedFont, reason: String)]

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

    struct ContextKey: Hashable {
        var language: String
        var rightToLeft: Bool
    }

    struct FamilyKey: Hashable {
        var primary: String
        var language: String
    }

    struct NominalKey: Hashable {
        var families: String
        var style: TextStyleKey
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
        var unloadable: [(font: PinnedFont, reason: String)] = []
        for font in PinnedFont.fallbackChain {
            let path = Self.location(of: font)
            // Opening a FIFO blocks until a writer comes (a FIFO named like a pinned font hung every run), a device
            // reads without end: only a regular file (a link to one included) is handed to fontconfig.
            let kind = FontFileKind(atPath: path)
            switch kind {
            case .absent:
                missing.append(font)
            case .folder, .special:
                unloadable.append((font, kind.refusal ?? ""))
            case .regular where FcConfigAppFontAddFile(config, path) != 0:
                registered.insert(path)
            case .regular:
                unloadable.append((font, "cannot be loaded as a font (truncated or not a font file)"))
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

    /// Records a font problem found outside text layout (the icon font of symbols), reported with the others.
    package func noteProblem(_ problem: FontError, file: String) {
        lock.withLock { problems[file] = problem }
    }

    /// The font problems found so far (a pinned file with another checksum, fallback fonts missing for text that
    /// needed them), by file.
    package var fontProblems: [FontError] {
        // The views found this engine by its type's name (TextMeasurement): had they not, they would have measured
        // with estimates what this engine draws. Never expected; never silent.
        let estimated: [FontError] = TextMeasurement.installed is PangoTextMeasurer ? [] : [
            .fontMismatch(
                file: TextMeasurement.engineTypeName,
                reason: "the views measured text with estimated metrics: the text engine was not found by that name")
        ]
        return estimated + lock.withLock { problems.keys.sorted().compactMap { problems[$0] } }
    }

    // MARK: Layout (the Pango road: TextEngine+PangoLayout.swift; font files: TextEngine+FontFiles.swift)

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
    func nominalLine(families: String, style: TextStyleKey, size: Double) -> (height: Double, ascent: Double) {
        lock.withLock { nominalLineLocked(families: families, style: style, size: size) }
    }

    func nominalLineLocked(families: String, style: TextStyleKey, size: Double) -> (height: Double, ascent: Double) {
        let key = NominalKey(families: families, style: style, size: size)
        if let line = nominalLines[key] { return line }
        let probe = makeLayout(
            TextRequest(
                text: "A", families: families, style: style, size: size, width: .infinity, maxLines: nil,
                maxHeight: nil, language: "en", rightToLeft: false), nominal: (0, 0))
        let line = (height: probe.lines.first?.height ?? size, ascent: probe.lines.first?.baseline ?? size)
        nominalLines[key] = line
        return line
    }

    func context(language: String, rightToLeft: Bool) -> OpaquePointer {
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
}
