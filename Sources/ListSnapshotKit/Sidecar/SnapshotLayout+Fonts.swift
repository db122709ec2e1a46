import ListRenderKit

extension SnapshotLayout {
    /// Records the fonts that drew `raster` and the versions of the text libraries of this process, as a golden's
    /// sidecar keeps them.
    ///
    /// - Parameter fonts: the font files that drew the render (``RasterImage/fonts``).
    public mutating func recordFonts(_ fonts: [FontRecord]) {
        self.fonts = fonts
        self.textLibraries = FontRecord.textLibraries
    }

    /// How the fonts (and text libraries) that drew `golden` differ from those that drew `current`, in words, one
    /// entry per font file or library: `NotoSansArabic-Regular.ttf sha256 504d7407d868… → 9c1a2b3c4d5e…`,
    /// `NotoColorEmoji.ttf not used by the golden`, `DejaVuSans-Bold.ttf not used now`, `pango 1.50.12 → 1.52.1`.
    /// Empty when they are the same, or when either side did not record them.
    ///
    /// ```swift
    /// SnapshotLayout.fontDifferences(from: golden, to: current) // ["DejaVuSans.ttf sha256 abdc775b21b1… → 0d977336a6d5…"]
    /// ```
    ///
    /// - Parameters:
    ///   - golden: the golden's sidecar.
    ///   - current: the sidecar of the current render.
    /// - Returns: the differences, fonts by file name, then libraries by name.
    public static func fontDifferences(from golden: SnapshotLayout, to current: SnapshotLayout) -> [String] {
        guard let before = golden.fonts, let after = current.fonts else { return [] }
        let old = Dictionary(before.map { ($0.file, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { ($0.file, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        var differences: [String] = []
        for file in Set(old.keys).union(new.keys).sorted() {
            switch (old[file], new[file]) {
            case let (was?, now?) where was != now:
                differences.append("\(file) sha256 \(abbreviated(was)) → \(abbreviated(now))")
            case (nil, _?):
                differences.append("\(file) not used by the golden")
            case (_?, nil):
                differences.append("\(file) not used now")
            default:
                break
            }
        }
        if let was = golden.textLibraries, let now = current.textLibraries {
            for name in Set(was.keys).union(now.keys).sorted() where was[name] != now[name] {
                differences.append("\(name) \(was[name] ?? "none") → \(now[name] ?? "none")")
            }
        }
        return differences
    }

    /// The first 12 hex digits of a checksum, then `…`.
    private static func abbreviated(_ sha256: String) -> String {
        sha256.count > 12 ? String(sha256.prefix(12)) + "…" : sha256
    }
}
